/**
 * /storage/v1: the Supabase Storage calls supabase-js makes (supabase-wire.md section 3), one
 * module per endpoint under routes/ as supabase/storage lays them out.
 *
 * Object rows live in storage.objects and are written as the caller (db/role.ts), so the
 * bucket policies in supabase/migrations decide who may upload, list or remove. The bytes live
 * on disk (files.ts); size cap and mime allow-list come from storage.buckets and are enforced
 * on the bytes.
 */
import type { Reply } from '../http/reply.js';
import type { ServiceRequest } from '../http/request.js';
import type { Service } from '../http/service.js';
import type { StorageDeps } from './context.js';
import { invalidInput, storageError, translate } from './errors.js';
import { checkKey, splitPath } from './keys.js';
import { createBucket } from './routes/bucket/create.js';
import { deleteBucket } from './routes/bucket/delete.js';
import { emptyBucket } from './routes/bucket/empty.js';
import { getBucket, listBuckets } from './routes/bucket/get.js';
import { updateBucket } from './routes/bucket/update.js';
import { copyObjectRoute } from './routes/object/copy.js';
import { getObject, getPublicObject } from './routes/object/get.js';
import { getObjectInfo } from './routes/object/info.js';
import { listObjects } from './routes/object/list.js';
import { listObjectsV2 } from './routes/object/list-v2.js';
import { moveObjectRoute } from './routes/object/move.js';
import { removeObject, removeObjects } from './routes/object/remove.js';
import { createSignedUrls, getSignedObject } from './routes/object/sign.js';
import { uploadObject } from './routes/object/upload.js';
import { createSignedUploadUrl, uploadToSignedUrl } from './routes/object/upload-sign.js';
import {
  renderAuthenticatedImage,
  renderPublicImage,
  renderSignedImage,
} from './routes/render/image.js';

export type { StorageDeps } from './context.js';

export function storageService(deps: StorageDeps): Service {
  return {
    prefix: '/storage/v1',
    invalidInput,
    handle: (req) =>
      route(deps, req).catch((e: unknown) => {
        throw translate(e);
      }),
  };
}

function route(deps: StorageDeps, req: ServiceRequest): Promise<Reply> {
  const method = req.method;
  const read = method === 'GET' || method === 'HEAD';
  const seg = splitPath(req.route);
  const [first, second, third = ''] = seg;
  const keyAfter = (n: number) => seg.slice(n).join('/');

  if (first === 'bucket') return bucketRoute(deps, req, seg.slice(1));
  if (first === 'render' && second === 'image' && read) {
    const [, , access = '', bucketId = ''] = seg;
    if (access === 'public') return renderPublicImage(deps, req, bucketId, keyAfter(4));
    if (access === 'authenticated')
      return renderAuthenticatedImage(deps, req, bucketId, keyAfter(4));
    if (access === 'sign') return renderSignedImage(deps, req, bucketId, keyAfter(4));
  }
  if (first !== 'object') throw routeNotFound();

  if (second === 'public' && read) return getPublicObject(deps, req, third, keyAfter(3));
  if (second === 'sign') {
    if (read) return getSignedObject(deps, req, third, keyAfter(3));
    if (method === 'POST') return createSignedUrls(deps, req, third, keyAfter(3));
  }
  if (second === 'list' && method === 'POST') return listObjects(deps, req, third);
  if (second === 'move' && method === 'POST') return moveObjectRoute(deps, req);
  if (second === 'copy' && method === 'POST') return copyObjectRoute(deps, req);
  if (second === 'info' && read) {
    if (third === 'public') return getObjectInfo(deps, req, 'public', seg[3] ?? '', keyAfter(4));
    if (third === 'authenticated') {
      return getObjectInfo(deps, req, 'caller', seg[3] ?? '', keyAfter(4));
    }
    return getObjectInfo(deps, req, 'caller', third, keyAfter(3));
  }
  if (second === 'list-v2' && method === 'POST') return listObjectsV2(deps, req, third);
  if (second === 'upload' && third === 'sign') {
    const bucketId = seg[3] ?? '';
    if (method === 'POST') return createSignedUploadUrl(deps, req, bucketId, checkKey(keyAfter(4)));
    if (method === 'PUT') return uploadToSignedUrl(deps, req, bucketId, checkKey(keyAfter(4)));
  }
  // /object/authenticated/<bucket>/<key> is the explicit form of /object/<bucket>/<key>.
  const rest = second === 'authenticated' ? seg.slice(2) : seg.slice(1);
  const bucketId = rest[0] ?? '';
  const key = rest.slice(1).join('/');
  if (method === 'DELETE' && key === '') return removeObjects(deps, req, bucketId);
  if (method === 'POST' || method === 'PUT') {
    return uploadObject(deps, req, bucketId, checkKey(key));
  }
  if (method === 'DELETE') return removeObject(deps, req, bucketId, checkKey(key));
  if (read) return getObject(deps, req, bucketId, key);
  throw storageError(405, 'InvalidRequest', 'Method not allowed', 'Method not allowed');
}

/** /bucket, /bucket/<id> and /bucket/<id>/empty, as storage-api's bucket routes. */
function bucketRoute(deps: StorageDeps, req: ServiceRequest, seg: string[]): Promise<Reply> {
  const [id, action] = seg;
  const method = req.method;
  if (id === undefined) {
    if (method === 'GET' || method === 'HEAD') return listBuckets(deps, req);
    if (method === 'POST') return createBucket(deps, req);
  } else if (action === 'empty' && seg.length === 2) {
    if (method === 'POST') return emptyBucket(deps, req, id);
  } else if (action === undefined) {
    if (method === 'GET' || method === 'HEAD') return getBucket(deps, req, id);
    if (method === 'PUT') return updateBucket(deps, req, id);
    if (method === 'DELETE') return deleteBucket(deps, req, id);
  }
  throw routeNotFound();
}

const routeNotFound = () => storageError(404, 'NotFound', 'Not Found', 'Route not found');
