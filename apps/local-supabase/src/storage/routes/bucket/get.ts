/** GET /bucket and /bucket/<id>, as the caller (the bucket SELECT policy decides). */
import { asCaller } from '../../../db/role.js';
import { json, type Reply } from '../../../http/reply.js';
import type { ServiceRequest } from '../../../http/request.js';
import { caller, type StorageDeps } from '../../context.js';
import { listBuckets } from '../../db.js';
import { bucketNotFound, storageError } from '../../errors.js';

export async function getBuckets(
  deps: StorageDeps,
  req: ServiceRequest,
  id: string | undefined,
): Promise<Reply> {
  const claims = await caller(deps, req);
  if (req.method !== 'GET') {
    throw storageError(
      405,
      'InvalidRequest',
      'Method not allowed',
      'Buckets are defined in SQL migrations',
    );
  }
  const info = { method: req.method, path: '/bucket', readOnly: true };
  const all = await asCaller(deps.db, claims, info, (tx) => listBuckets(tx, id || undefined));
  if (id) {
    if (!all[0]) throw bucketNotFound();
    return json(200, all[0]);
  }
  return json(200, all);
}
