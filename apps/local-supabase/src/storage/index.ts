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
import { getBuckets } from './routes/bucket/get.js';
import { copyObjectRoute } from './routes/object/copy.js';
import { getObject, getObjectInfo, getPublicObject } from './routes/object/get.js';
import { listObjects } from './routes/object/list.js';
import { moveObjectRoute } from './routes/object/move.js';
import { removeObject, removeObjects } from './routes/object/remove.js';
import { createSignedUrls, getSignedObject } from './routes/object/sign.js';
import { uploadObject } from './routes/object/upload.js';
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

  if (first === 'bucket') return getBuckets(deps, req, seg[1]);
  if (first === 'render' && second === 'image' && read) {
    const [, , access = '', bucketId = ''] = seg;
    if (access === 'public') return renderPublicImage(deps, req, bucketId, keyAfter(4));
    if (access === 'authenticated')
      return renderAuthenticatedImage(deps, req, bucketId, keyAfter(4));
    if (access === 'sign') return renderSignedImage(deps, req, bucketId, keyAfter(4));
  }
  if (first !== 'object') throw storageError(404, 'NotFound', 'Not Found', 'Route not found');

  if (second === 'public' && read) return getPublicObject(deps, req, third, keyAfter(3));
  if (second === 'sign') {
    if (read) return getSignedObject(deps, req, third, keyAfter(3));
    if (method === 'POST') return createSignedUrls(deps, req, third, keyAfter(3));
  }
  if (second === 'list' && method === 'POST') return listObjects(deps, req, third);
  if (second === 'move' && method === 'POST') return moveObjectRoute(deps, req);
  if (second === 'copy' && method === 'POST') return copyObjectRoute(deps, req);
  if (second === 'info' && method === 'GET') return getObjectInfo(deps, req, third, keyAfter(3));
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
