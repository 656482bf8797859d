/**
 * POST /object/<bucket>/<key> (upload; with x-upsert, replace) and PUT (update), as the caller:
 * the storage.objects policies decide (store.ts does the rest). Answers `{Id, Key}`.
 */
import { json } from '../../../http/reply.js';
import { caller, type ObjectRoute } from '../../context.js';
import { getBucket } from '../../db.js';
import { storeUpload } from '../../store.js';

export const uploadObject: ObjectRoute = async (deps, req, bucketId, key) => {
  const update = req.method === 'PUT';
  const claims = await caller(deps, req);
  const bucket = await getBucket(deps.db, bucketId);
  const id = await storeUpload(deps, req, {
    bucket,
    key,
    claims,
    owner: claims.sub ?? null,
    update,
    upsert: !update && (req.header('x-upsert') ?? '').toLowerCase() === 'true',
  });
  return json(200, { Id: id, Key: `${bucket.id}/${key}` });
};
