/**
 * DELETE /bucket/<id> (deleteBucket), as storage-api: the platform checks the bucket exists and
 * holds nothing, then the row is deleted as the caller (a DELETE policy on storage.buckets, or
 * the service role, decides); a bucket that stays is "Bucket not found".
 */
import { asCaller } from '../../../db/role.js';
import { json, type Reply } from '../../../http/reply.js';
import type { ServiceRequest } from '../../../http/request.js';
import { countObjects } from '../../buckets.js';
import { caller, type StorageDeps } from '../../context.js';
import { getBucket } from '../../db.js';
import { bucketNotEmpty, bucketNotFound } from '../../errors.js';

export async function deleteBucket(
  deps: StorageDeps,
  req: ServiceRequest,
  id: string,
): Promise<Reply> {
  const claims = await caller(deps, req);
  await getBucket(deps.db, id);
  if ((await countObjects(deps.db, id)) > 0) throw bucketNotEmpty();
  const info = { method: 'DELETE', path: `/bucket/${id}` };
  const rows = await asCaller(deps.db, claims, info, (tx) =>
    tx.query('delete from storage.buckets where id = $1 returning id', [id]),
  );
  if (rows.length === 0) throw bucketNotFound();
  return json(200, { message: 'Successfully deleted' });
}
