/**
 * GET/HEAD /object/<bucket>/<key> (as the caller), /object/public/<bucket>/<key> (anyone, public
 * buckets), and the download every read ends with.
 */
import { asCaller } from '../../../db/role.js';
import { empty, type Reply } from '../../../http/reply.js';
import type { ServiceRequest } from '../../../http/request.js';
import { caller, type ObjectRoute, type StorageDeps } from '../../context.js';
import { findObject, getBucket, type ObjectRow } from '../../db.js';
import { bucketNotFound, notFound } from '../../errors.js';
import { checkKey } from '../../keys.js';
import { isActiveContent } from '../../sniff.js';

/** The object's row, read as the caller: the storage.objects SELECT policy decides. */
async function findAsCaller(
  deps: StorageDeps,
  req: ServiceRequest,
  bucketId: string,
  key: string,
): Promise<ObjectRow> {
  const claims = await caller(deps, req);
  const checked = checkKey(key);
  const info = { method: req.method, path: req.route, readOnly: true };
  return asCaller(deps.db, claims, info, (tx) => findObject(tx, bucketId, checked));
}

export const getObject: ObjectRoute = async (deps, req, bucketId, key) =>
  download(deps, req, await findAsCaller(deps, req, bucketId, key));

/** Public buckets are read by the platform itself: no policy applies there. */
export const getPublicObject: ObjectRoute = async (deps, req, bucketId, key) => {
  const bucket = await getBucket(deps.db, bucketId);
  if (!bucket.public) throw bucketNotFound();
  const obj = await findObject(deps.db, bucket.id, checkKey(key));
  return download(deps, req, obj);
};

/** The stored bytes with the type storage recorded, never one the browser guesses. */
export async function download(
  deps: StorageDeps,
  req: ServiceRequest,
  obj: ObjectRow,
): Promise<Reply> {
  const size = await deps.files.size(obj.bucket_id, obj.id);
  if (size === undefined) throw notFound();
  const meta = obj.metadata ?? {};
  const mime = typeof meta.mimetype === 'string' ? meta.mimetype : 'application/octet-stream';
  const etag = typeof meta.eTag === 'string' ? meta.eTag : `"${obj.id}"`;
  const headers: Record<string, string> = {
    'Content-Type': mime,
    'Content-Length': String(size),
    ETag: etag,
    'Cache-Control': typeof meta.cacheControl === 'string' ? meta.cacheControl : 'max-age=3600',
    'Last-Modified': new Date(obj.updated_at).toUTCString(),
    // Never let the browser guess a more dangerous type than the one we checked.
    'X-Content-Type-Options': 'nosniff',
  };
  if (isActiveContent(mime)) {
    // SVG (and anything scriptable) opened directly gets no script, no plugins, no same-origin.
    headers['Content-Security-Policy'] =
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";
  }
  const name = req.query.get('download');
  if (name !== null) {
    const file = name || obj.name.split('/').pop() || 'download';
    headers['Content-Disposition'] = `attachment; filename*=UTF-8''${encodeURIComponent(file)}`;
  }
  if (req.header('if-none-match') === etag) return empty(304, { ETag: etag });
  return { status: 200, headers, stream: () => deps.files.open(obj.bucket_id, obj.id) };
}
