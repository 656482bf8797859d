/**
 * GET /object/info/<bucket>/<key> (info(), exists()), /object/info/authenticated/... and
 * /object/info/public/...: storage-api's InfoRenderer body. A public bucket's objects are read
 * by the platform; a private bucket's as the caller, so the SELECT policy decides.
 */
import { asCaller } from '../../../db/role.js';
import { json, type Reply } from '../../../http/reply.js';
import type { ServiceRequest } from '../../../http/request.js';
import { caller, type StorageDeps } from '../../context.js';
import { findObject, getBucket, type ObjectRow } from '../../db.js';
import { bucketNotFound } from '../../errors.js';
import { checkKey } from '../../keys.js';
import { isoTime } from '../../shapes.js';

export async function getObjectInfo(
  deps: StorageDeps,
  req: ServiceRequest,
  access: 'public' | 'caller',
  bucketId: string,
  key: string,
): Promise<Reply> {
  const checked = checkKey(key);
  // storage-api lets info through without a valid token (allowInvalidJwt): such a caller sees
  // public buckets only.
  const claims = access === 'caller' ? await caller(deps, req).catch(() => undefined) : undefined;
  const bucket = await getBucket(deps.db, bucketId);
  let obj: ObjectRow;
  if (bucket.public) obj = await findObject(deps.db, bucket.id, checked);
  else if (!claims) throw bucketNotFound();
  else {
    const info = { method: 'GET', path: req.route, readOnly: true };
    obj = await asCaller(deps.db, claims, info, (tx) => findObject(tx, bucket.id, checked));
  }
  const meta = obj.metadata ?? {};
  const headers: Record<string, string> = {};
  if (typeof meta.eTag === 'string') headers.ETag = meta.eTag;
  if (typeof meta.cacheControl === 'string') headers['Cache-Control'] = meta.cacheControl;
  return json(
    200,
    {
      id: obj.id,
      name: obj.name,
      version: obj.version,
      bucket_id: obj.bucket_id,
      size: meta.size ?? null,
      content_type: meta.mimetype ?? null,
      cache_control: meta.cacheControl ?? null,
      etag: meta.eTag ?? null,
      metadata: obj.user_metadata,
      last_modified: isoTime(obj.updated_at),
      created_at: isoTime(obj.created_at),
    },
    headers,
  );
}
