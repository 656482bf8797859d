/**
 * PUT /bucket/<id> {public?, file_size_limit?, allowed_mime_types?} (updateBucket), as the
 * caller: an UPDATE policy on storage.buckets (or the service role) decides. A bucket the caller
 * cannot change is "Bucket not found", as storage-api answers an update that touched no row.
 */
import { asCaller } from '../../../db/role.js';
import { json, type Reply } from '../../../http/reply.js';
import type { ServiceRequest } from '../../../http/request.js';
import { bucketOptions, checkBucketName } from '../../buckets.js';
import { callerAndBody, type StorageDeps } from '../../context.js';
import { bucketNotFound, invalidInput, noContent } from '../../errors.js';

export async function updateBucket(
  deps: StorageDeps,
  req: ServiceRequest,
  id: string,
): Promise<Reply> {
  const { claims, body } = await callerAndBody(deps, req);
  checkBucketName(id);
  if (
    body.public === undefined &&
    body.file_size_limit === undefined &&
    body.allowed_mime_types === undefined
  ) {
    throw Object.keys(body).length === 0
      ? invalidInput('body must NOT have fewer than 1 properties')
      : noContent();
  }
  const options = bucketOptions(body);
  const sets: string[] = [];
  const values: unknown[] = [id];
  const set = (column: string, value: unknown, cast = '') => {
    values.push(value);
    sets.push(`${column} = $${values.length}${cast}`);
  };
  if (options.public !== undefined) set('public', options.public);
  if (options.file_size_limit !== undefined) set('file_size_limit', options.file_size_limit);
  if (options.allowed_mime_types !== undefined) {
    set('allowed_mime_types', options.allowed_mime_types, '::text[]');
  }
  const info = { method: 'PUT', path: `/bucket/${id}` };
  const rows = await asCaller(deps.db, claims, info, (tx) =>
    tx.query(
      `update storage.buckets set ${sets.join(', ')}, updated_at = now() where id = $1 returning id`,
      values,
    ),
  );
  if (rows.length === 0) throw bucketNotFound();
  return json(200, { message: 'Successfully updated' });
}
