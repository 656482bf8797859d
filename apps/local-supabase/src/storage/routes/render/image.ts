/**
 * GET /render/image/public/<bucket>/<key> and /render/image/authenticated/<bucket>/<key>:
 * Supabase Storage's image transformation, in the URL shape supabase-js builds for
 * `getPublicUrl(path, { transform })` and `download(path, { transform })`:
 * `?width=&height=&resize=cover|contain|fill&quality=&format=origin|avif|webp`.
 *
 * The original stays as uploaded; each rendition is written once to <dataDir>/render-cache,
 * named by the object's id and eTag and the options, so a replaced object never serves an old
 * rendition. One image is decoded at a time (two at most), under the limits hosted Supabase
 * documents (sides of at most 2500 px, originals of at most 25 MB and 50 megapixels), with a
 * time limit, so a huge or malformed upload cannot exhaust the server's memory or CPU.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { errors, jwtVerify } from 'jose';
import sharp from 'sharp';
import { asCaller } from '../../../db/role.js';
import { HttpError } from '../../../http/errors.js';
import { empty, type Reply } from '../../../http/reply.js';
import type { ServiceRequest } from '../../../http/request.js';
import { caller, type ObjectRoute, type StorageDeps } from '../../context.js';
import { findObject, getBucket, type ObjectRow } from '../../db.js';
import { bucketNotFound, notFound, storageError } from '../../errors.js';
import { checkKey } from '../../keys.js';

/** This renderer's own option checks (its limits are not storage-api's: README, Image transformation). */
const invalidInput = (message: string) =>
  storageError(400, 'InvalidRequest', 'Invalid Input', message);

export const MAX_SIDE = 2500;
export const MAX_INPUT_BYTES = 25 * 1024 * 1024;
export const MAX_INPUT_PIXELS = 50_000_000;
const RENDER_SECONDS = 20;
const AT_ONCE = 2;

/** What libvips may decode: no SVG (it can fetch and script), no PDF. */
const RENDERABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']);

export interface TransformOptions {
  width?: number | undefined;
  height?: number | undefined;
  resize: 'cover' | 'contain' | 'fill';
  quality: number;
  format: 'origin' | 'avif' | 'webp';
}

function intParam(query: URLSearchParams, name: string, min: number, max: number) {
  const raw = query.get(name);
  if (raw === null || raw === '') return undefined;
  if (!/^\d+$/.test(raw)) throw invalidInput(`querystring/${name} must be integer`);
  const n = Number(raw);
  if (n < min || n > max) {
    throw invalidInput(`querystring/${name} must be >= ${min} and <= ${max}`);
  }
  return n;
}

function enumParam<T extends string>(
  query: URLSearchParams,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const raw = query.get(name);
  if (raw === null || raw === '') return undefined;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw invalidInput(
      `querystring/${name} must be equal to one of the allowed values: ${allowed.join(', ')}`,
    );
  }
  return raw as T;
}

/**
 * The transformation a request asks for; 400 in Storage's shape for anything out of range. With
 * no `format`, a browser that accepts WebP gets WebP, as hosted Supabase does.
 */
export function parseTransform(
  query: URLSearchParams,
  accept: string | undefined,
): TransformOptions {
  const width = intParam(query, 'width', 1, MAX_SIDE);
  const height = intParam(query, 'height', 1, MAX_SIDE);
  const resize = enumParam(query, 'resize', ['cover', 'contain', 'fill'] as const) ?? 'cover';
  const quality = intParam(query, 'quality', 20, 100) ?? 80;
  const asked = enumParam(query, 'format', ['origin', 'avif', 'webp'] as const);
  const format = asked ?? (accept?.includes('image/webp') ? 'webp' : 'origin');
  return { width, height, resize, quality, format };
}

/** At most AT_ONCE renders decode at a time; the rest wait their turn. */
let running = 0;
const waiting: (() => void)[] = [];
async function inTurn<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await fn();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

const TYPES: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

async function render(
  source: string,
  t: TransformOptions,
): Promise<{ data: Buffer; type: string }> {
  const image = sharp(source, {
    limitInputPixels: MAX_INPUT_PIXELS,
    sequentialRead: true,
    failOn: 'error',
  }).timeout({ seconds: RENDER_SECONDS });
  const meta = await image.metadata();
  const origin: string = meta.format ?? '';
  image.rotate();
  if (t.width || t.height) {
    image.resize({
      width: t.width,
      height: t.height,
      fit: t.resize === 'contain' ? 'contain' : t.resize === 'fill' ? 'fill' : 'cover',
      background: { r: 0, g: 0, b: 0, alpha: 0 },
      withoutEnlargement: false,
    });
  }
  const format = t.format === 'origin' ? origin : t.format;
  if (format === 'webp') image.webp({ quality: t.quality });
  else if (format === 'avif') image.avif({ quality: t.quality });
  else if (format === 'jpeg') image.jpeg({ quality: t.quality });
  else if (format === 'png') image.png();
  else if (format === 'gif') image.gif();
  else throw notRenderable();
  return { data: await image.toBuffer(), type: TYPES[format] ?? 'application/octet-stream' };
}

const notRenderable = () =>
  storageError(
    400,
    'InvalidRequest',
    'Invalid Input',
    'The object is not an image that can be transformed',
  );

function cacheName(obj: ObjectRow, t: TransformOptions): string {
  const etag = typeof obj.metadata?.eTag === 'string' ? obj.metadata.eTag : obj.updated_at;
  return createHash('sha256')
    .update(JSON.stringify([obj.id, etag, t.width, t.height, t.resize, t.quality, t.format]))
    .digest('hex');
}

/**
 * storage-api's X-Transformations header (ImageRenderer.applyTransformation): what was asked,
 * in imgproxy's words (`height:100,width:200,resizing_type:fill,quality:80,format:webp`).
 */
export function transformationsHeader(asked: URLSearchParams): string {
  const out: string[] = [];
  const height = asked.get('height');
  const width = asked.get('width');
  if (height) out.push(`height:${height}`);
  if (width) out.push(`width:${width}`);
  if (height || width) {
    const resize = asked.get('resize');
    out.push(
      `resizing_type:${resize === 'contain' ? 'fit' : resize === 'fill' ? 'force' : 'fill'}`,
    );
  }
  const quality = asked.get('quality');
  if (quality) out.push(`quality:${quality}`);
  const format = asked.get('format');
  if (format && format !== 'origin') out.push(`format:${format}`);
  return out.join(',');
}

async function renderReply(
  deps: StorageDeps,
  req: ServiceRequest,
  obj: ObjectRow,
  t: TransformOptions = parseTransform(req.query, req.header('accept')),
  asked: URLSearchParams = req.query,
): Promise<Reply> {
  const mime = typeof obj.metadata?.mimetype === 'string' ? obj.metadata.mimetype : '';
  if (!RENDERABLE.has(mime)) throw notRenderable();
  const source = deps.files.file(obj.bucket_id, obj.id);
  const size = await deps.files.size(obj.bucket_id, obj.id);
  if (size === undefined) throw notFound();
  if (size > MAX_INPUT_BYTES) {
    throw storageError(
      413,
      'EntityTooLarge',
      'Payload too large',
      `Images over ${MAX_INPUT_BYTES / 1024 / 1024} MB cannot be transformed`,
    );
  }
  const dir = deps.files.renderCacheDir();
  const name = cacheName(obj, t);
  const etag = `"${name.slice(0, 32)}"`;
  const transformations = transformationsHeader(asked);
  const headers = {
    ETag: etag,
    'Cache-Control':
      typeof obj.metadata?.cacheControl === 'string' ? obj.metadata.cacheControl : 'max-age=3600',
    'Last-Modified': new Date(obj.updated_at).toUTCString(),
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept',
    ...(transformations ? { 'X-Transformations': transformations } : {}),
  };
  if (req.header('if-none-match') === etag) return empty(304, headers);
  const typeFile = path.join(dir, `${name}.type`);
  const dataFile = path.join(dir, name);
  const cached = await stat(dataFile).catch(() => undefined);
  if (cached) {
    const type = await readFile(typeFile, 'utf8').catch(() => '');
    if (type) {
      return {
        status: 200,
        headers: { ...headers, 'Content-Type': type, 'Content-Length': String(cached.size) },
        stream: () => createReadStream(dataFile),
      };
    }
  }
  const out = await inTurn(() => render(source, t)).catch((e: unknown) => {
    throw renderError(e);
  });
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // Written beside and renamed, so a reader never sees half a rendition.
  const temp = `${dataFile}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(typeFile, out.type);
  await writeFile(temp, out.data);
  await rename(temp, dataFile);
  return { status: 200, headers: { ...headers, 'Content-Type': out.type }, body: out.data };
}

/** libvips' refusals in Storage's shape: the image, not the server, is at fault. */
function renderError(e: unknown): unknown {
  if (!(e instanceof Error) || e instanceof HttpError) return e;
  if (/pixel limit/i.test(e.message)) {
    return storageError(
      413,
      'EntityTooLarge',
      'Payload too large',
      `Images over ${MAX_INPUT_PIXELS / 1_000_000} megapixels cannot be transformed`,
    );
  }
  if (/timeout/i.test(e.message)) {
    return storageError(
      422,
      'InvalidRequest',
      'Invalid Input',
      'The image took too long to transform',
    );
  }
  return storageError(400, 'InvalidRequest', 'Invalid Input', 'The object is not a valid image');
}

/** The options a signed render URL carries in its token, as a query string. */
export function transformToQuery(transform: unknown): string {
  if (typeof transform !== 'object' || transform === null || Array.isArray(transform)) {
    throw invalidInput('transform must be an object');
  }
  const query = new URLSearchParams();
  for (const name of ['width', 'height', 'resize', 'quality', 'format']) {
    const value = (transform as Record<string, unknown>)[name];
    if (value !== undefined && value !== null) query.set(name, String(value));
  }
  // Refused now, at signing, rather than when someone opens the URL.
  parseTransform(query, undefined);
  return query.toString();
}

/**
 * GET /render/image/sign/<bucket>/<key>?token=: the token is the permission and names the
 * transformation; the query string cannot change it.
 */
export const renderSignedImage: ObjectRoute = async (deps, req, bucketId, key) => {
  const checked = checkKey(key);
  let transform: unknown;
  try {
    const { payload } = await jwtVerify(req.query.get('token') ?? '', deps.secret, {
      algorithms: ['HS256'],
    });
    if (payload.url !== `${bucketId}/${checked}` || payload.scope === 'upload') {
      throw new Error('other url');
    }
    transform = payload.transform;
  } catch (e) {
    throw storageError(
      400,
      'InvalidJWT',
      'InvalidJWT',
      e instanceof errors.JWTExpired ? 'jwt expired' : 'invalid signature',
    );
  }
  if (typeof transform !== 'string') {
    throw storageError(400, 'InvalidJWT', 'InvalidJWT', 'the token carries no transformation');
  }
  const asked = new URLSearchParams(transform);
  const t = parseTransform(asked, req.header('accept'));
  return renderReply(deps, req, await findObject(deps.db, bucketId, checked), t, asked);
};

/** Public buckets are read by the platform itself, as /object/public is. */
export const renderPublicImage: ObjectRoute = async (deps, req, bucketId, key) => {
  const bucket = await getBucket(deps.db, bucketId);
  if (!bucket.public) throw bucketNotFound();
  return renderReply(deps, req, await findObject(deps.db, bucket.id, checkKey(key)));
};

/** As the caller: the storage.objects SELECT policy decides. */
export const renderAuthenticatedImage: ObjectRoute = async (deps, req, bucketId, key) => {
  const claims = await caller(deps, req);
  const checked = checkKey(key);
  const info = { method: req.method, path: req.route, readOnly: true };
  const obj = await asCaller(deps.db, claims, info, (tx) => findObject(tx, bucketId, checked));
  return renderReply(deps, req, obj);
};
