/**
 * /storage/v1: the Supabase Storage calls supabase-js makes (supabase-wire.md section 3).
 *
 * Object rows live in storage.objects and are written as the caller (db/role.ts), so the
 * bucket policies in supabase/migrations decide who may upload, list or remove. The bytes
 * live on disk under <dataDir>/storage/<bucket>/<object id>: naming files by id (never by the
 * client's path) rules out path traversal. Size cap and mime allow-list come from
 * storage.buckets and are enforced on the bytes.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { jwtVerify } from 'jose';
import { identifyCaller } from '../auth/identity.js';
import { type Claims, signJwt } from '../auth/jwt.js';
import type { Ctx } from '../context.js';
import { isPgError, type Queryable } from '../db/index.js';
import { asCaller, Rollback } from '../db/role.js';
import {
  BodyTooLarge,
  bearer,
  HttpError,
  header,
  isPlainObject,
  parseJson,
  readBody,
  sendJson,
} from '../http/util.js';
import { MalformedMultipart, type Received, receiveUpload } from './receive.js';
import { isActiveContent, mimeAllowed, sniffMime } from './sniff.js';

const DEFAULT_LIMIT = 50 * 1024 * 1024;
const MULTIPART_OVERHEAD = 64 * 1024;

function storageError(statusCode: number, code: string, error: string, message: string) {
  // Supabase Storage answers 400 and carries the real status as a string (wire doc 3.3).
  return new HttpError(400, { statusCode: String(statusCode), code, error, message });
}

const notFound = () => storageError(404, 'NoSuchKey', 'not_found', 'Object not found');
const bucketNotFound = () =>
  storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found');
const invalidKey = (key: string) =>
  storageError(400, 'InvalidKey', 'Invalid Input', `Invalid key: ${key}`);

interface Bucket {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  owner: string | null;
  created_at: string;
  updated_at: string;
}

interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

export async function handleStorage(
  ctx: Ctx,
  req: IncomingMessage,
  res: ServerResponse,
  route: string,
  query: URLSearchParams,
): Promise<void> {
  try {
    await dispatch(ctx, req, res, route, query);
  } catch (e) {
    if (e instanceof HttpError) return sendJson(res, e.status, e.body, e.headers);
    if (e instanceof BodyTooLarge) {
      return sendJson(res, 400, {
        statusCode: '413',
        code: 'EntityTooLarge',
        error: 'Payload too large',
        message: 'The object exceeded the maximum allowed size',
      });
    }
    if (isPgError(e)) {
      if (e.code === '42501') {
        return sendJson(res, 400, {
          statusCode: '403',
          code: 'AccessDenied',
          error: 'Unauthorized',
          message: 'new row violates row-level security policy',
        });
      }
      if (e.code === '23505') {
        return sendJson(res, 400, {
          statusCode: '409',
          code: 'KeyAlreadyExists',
          error: 'Duplicate',
          message: 'The resource already exists',
        });
      }
      if (/^(22|23)/.test(e.code)) {
        return sendJson(res, 400, {
          statusCode: '400',
          code: 'InvalidRequest',
          error: 'Invalid Input',
          message: e.message,
        });
      }
    }
    throw e;
  }
}

function splitPath(route: string): string[] {
  try {
    return route
      .split('/')
      .filter((s) => s !== '')
      .map((s) => decodeURIComponent(s));
  } catch {
    throw storageError(400, 'InvalidRequest', 'Invalid Input', 'Malformed URL');
  }
}

/** Object keys as Supabase accepts them: no empty or dot segments, no control characters. */
function checkKey(key: string): string {
  const segments = key.split('/');
  if (
    key === '' ||
    key.length > 1024 ||
    segments.some((s) => s === '' || s === '.' || s === '..') ||
    [...key].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)
  ) {
    throw invalidKey(key);
  }
  return key;
}

async function caller(ctx: Ctx, req: IncomingMessage): Promise<Claims> {
  const who = await identifyCaller(ctx, bearer(req));
  if (!who.ok) {
    throw storageError(
      403,
      'AccessDenied',
      'Unauthorized',
      who.reason === 'expired'
        ? 'jwt expired'
        : who.reason === 'session_ended'
          ? who.message
          : 'invalid signature',
    );
  }
  return who.claims;
}

async function getBucket(ctx: Ctx, id: string): Promise<Bucket> {
  const rows = await ctx.db.query<{ json: string }>(
    'select row_to_json(b)::text as json from storage.buckets b where b.id = $1',
    [id],
  );
  const row = rows[0];
  if (!row) throw bucketNotFound();
  return JSON.parse(row.json) as Bucket;
}

function filePath(ctx: Ctx, bucket: string, id: string): string {
  return path.join(ctx.dataDir, 'storage', encodeURIComponent(bucket), id);
}

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const buf = await readBody(req, 1024 * 1024);
  if (buf.length === 0) return {};
  const parsed = parseJson(buf);
  if (!parsed.ok || !isPlainObject(parsed.value)) {
    throw storageError(400, 'InvalidRequest', 'Invalid Input', 'Body must be a JSON object');
  }
  return parsed.value;
}

async function dispatch(
  ctx: Ctx,
  req: IncomingMessage,
  res: ServerResponse,
  route: string,
  query: URLSearchParams,
): Promise<void> {
  const method = req.method ?? 'GET';
  const seg = splitPath(route);
  const [first, second, third] = seg;

  if (first === 'bucket') return buckets(ctx, req, res, seg.slice(1));
  if (first !== 'object') throw storageError(404, 'NotFound', 'Not Found', 'Route not found');

  if (second === 'public' && (method === 'GET' || method === 'HEAD')) {
    const bucket = await getBucket(ctx, third ?? '');
    if (!bucket.public) throw bucketNotFound();
    const key = checkKey(seg.slice(3).join('/'));
    const obj = await findObjectAsPlatform(ctx, bucket.id, key);
    return serve(ctx, req, res, obj, query);
  }
  if (second === 'sign') {
    if (method === 'GET' || method === 'HEAD') {
      const bucketId = third ?? '';
      const key = checkKey(seg.slice(3).join('/'));
      await verifySignedToken(ctx, query.get('token') ?? '', `${bucketId}/${key}`);
      const obj = await findObjectAsPlatform(ctx, bucketId, key);
      return serve(ctx, req, res, obj, query);
    }
    if (method === 'POST') return sign(ctx, req, res, third ?? '', seg.slice(3).join('/'));
  }
  if (second === 'list' && method === 'POST') return list(ctx, req, res, third ?? '');
  if (second === 'move' && method === 'POST') return move(ctx, req, res);
  if (second === 'info' && method === 'GET') {
    const claims = await caller(ctx, req);
    const key = checkKey(seg.slice(3).join('/'));
    const obj = await asCaller(ctx.db, claims, { method, path: route, readOnly: true }, (tx) =>
      findObject(tx, third ?? '', key),
    );
    return sendJson(res, 200, objectInfo(obj));
  }
  // /object/authenticated/<bucket>/<key> is the explicit form of /object/<bucket>/<key>.
  const rest = second === 'authenticated' ? seg.slice(2) : seg.slice(1);
  const bucketId = rest[0] ?? '';
  const key = rest.slice(1).join('/');
  if (method === 'DELETE' && key === '') return removeMany(ctx, req, res, bucketId);
  if (method === 'POST' || method === 'PUT')
    return upload(ctx, req, res, bucketId, checkKey(key), method === 'PUT');
  if (method === 'DELETE') return removeMany(ctx, req, res, bucketId, [checkKey(key)]);
  if (method === 'GET' || method === 'HEAD') {
    const claims = await caller(ctx, req);
    const obj = await asCaller(ctx.db, claims, { method, path: route, readOnly: true }, (tx) =>
      findObject(tx, bucketId, checkKey(key)),
    );
    return serve(ctx, req, res, obj, query);
  }
  throw storageError(405, 'InvalidRequest', 'Method not allowed', 'Method not allowed');
}

async function findObject(tx: Queryable, bucketId: string, key: string): Promise<ObjectRow> {
  const rows = await tx.query<{ json: string }>(
    'select row_to_json(o)::text as json from storage.objects o where o.bucket_id = $1 and o.name = $2',
    [bucketId, key],
  );
  const row = rows[0];
  if (!row) throw notFound();
  return JSON.parse(row.json) as ObjectRow;
}

/** For public and signed URLs the platform reads the row itself: no policy applies there. */
function findObjectAsPlatform(ctx: Ctx, bucketId: string, key: string): Promise<ObjectRow> {
  return findObject(ctx.db, bucketId, key);
}

function objectInfo(o: ObjectRow) {
  return {
    id: o.id,
    name: o.name,
    bucket_id: o.bucket_id,
    owner: o.owner,
    owner_id: o.owner_id,
    metadata: o.metadata,
    created_at: o.created_at,
    updated_at: o.updated_at,
    last_accessed_at: o.last_accessed_at,
  };
}

async function serve(
  ctx: Ctx,
  req: IncomingMessage,
  res: ServerResponse,
  obj: ObjectRow,
  query: URLSearchParams,
): Promise<void> {
  const file = filePath(ctx, obj.bucket_id, obj.id);
  const info = await stat(file).catch(() => undefined);
  if (!info) throw notFound();
  const meta = obj.metadata ?? {};
  const mime = typeof meta.mimetype === 'string' ? meta.mimetype : 'application/octet-stream';
  const etag = typeof meta.eTag === 'string' ? meta.eTag : `"${obj.id}"`;
  const headers: Record<string, string> = {
    'Content-Type': mime,
    'Content-Length': String(info.size),
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
  const download = query.get('download');
  if (download !== null) {
    const name = download || obj.name.split('/').pop() || 'download';
    headers['Content-Disposition'] = `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;
  }
  if (header(req, 'if-none-match') === etag) {
    res.writeHead(304, { ETag: etag });
    res.end();
    return;
  }
  res.writeHead(200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}

async function upload(
  ctx: Ctx,
  req: IncomingMessage,
  res: ServerResponse,
  bucketId: string,
  key: string,
  isUpdate: boolean,
): Promise<void> {
  const claims = await caller(ctx, req);
  const bucket = await getBucket(ctx, bucketId);
  const limit = Number(bucket.file_size_limit ?? DEFAULT_LIMIT);
  const contentType = header(req, 'content-type') ?? 'application/octet-stream';
  const isMultipart = contentType.toLowerCase().startsWith('multipart/form-data');
  const declaredLength = Number(header(req, 'content-length') ?? '0');
  if (declaredLength > limit + (isMultipart ? MULTIPART_OVERHEAD : 0)) throw new BodyTooLarge();
  const upsert = !isUpdate && (header(req, 'x-upsert') ?? '').toLowerCase() === 'true';
  const info = { method: req.method ?? 'POST', path: `/object/${bucket.id}/${key}` };
  const owner = claims.role === 'authenticated' && claims.sub ? claims.sub : null;
  const writeRow = async (tx: Queryable, metadata: Record<string, unknown>) => {
    let rows: { id: string }[];
    if (isUpdate) {
      rows = await tx.query<{ id: string }>(
        `update storage.objects set metadata = $3::jsonb, updated_at = now(), last_accessed_at = now()
        where bucket_id = $1 and name = $2 returning id::text`,
        [bucket.id, key, JSON.stringify(metadata)],
      );
      if (rows.length === 0) throw notFound();
    } else {
      const conflict = upsert
        ? `on conflict (bucket_id, name) do update set metadata = excluded.metadata,
           owner = excluded.owner, owner_id = excluded.owner_id, updated_at = now(), last_accessed_at = now()`
        : '';
      rows = await tx.query<{ id: string }>(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
       values ($1, $2, $3::uuid, $3::text, $4::jsonb) ${conflict} returning id::text`,
        [bucket.id, key, owner, JSON.stringify(metadata)],
      );
    }
    return rows[0]?.id ?? '';
  };
  // The caller's right to write this object is checked before a byte of the body is read:
  // the same write, as the caller, rolled back.
  try {
    await asCaller(ctx.db, claims, info, async (tx) => {
      await writeRow(tx, {});
      throw new Rollback(null);
    });
  } catch (e) {
    if (!(e instanceof Rollback)) {
      req.resume(); // discard the body unread
      throw e;
    }
  }
  const dir = path.join(ctx.dataDir, 'storage', encodeURIComponent(bucket.id));
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const temp = path.join(dir, `.upload-${randomUUID()}`);
  try {
    let received: Received;
    try {
      received = await receiveUpload(req, {
        file: temp,
        limit,
        contentType,
      });
    } catch (e) {
      if (e instanceof MalformedMultipart) {
        throw storageError(
          400,
          'InvalidRequest',
          'Invalid Input',
          'No file found in the multipart body',
        );
      }
      throw e;
    }
    if (!received.hasFile) {
      throw storageError(
        400,
        'InvalidRequest',
        'Invalid Input',
        'No file found in the multipart body',
      );
    }
    let cacheControl = header(req, 'cache-control') ?? 'max-age=3600';
    const cc = received.fields.get('cacheControl');
    if (cc) cacheControl = `max-age=${Number.parseInt(cc, 10) || 3600}`;
    // The bytes decide the type; the claimed type only appears in the error message.
    const mime = sniffMime(received.head);
    if (!mime || !mimeAllowed(mime, bucket.allowed_mime_types)) {
      throw storageError(
        415,
        'InvalidMimeType',
        'invalid_mime_type',
        `mime type ${received.declared.split(';')[0]} is not supported`,
      );
    }
    const now = new Date().toISOString();
    const metadata = {
      eTag: `"${received.md5}"`,
      size: received.size,
      mimetype: mime,
      cacheControl,
      lastModified: now,
      contentLength: received.size,
      httpStatusCode: 200,
    };
    const id = await asCaller(ctx.db, claims, info, async (tx) => {
      const objectId = await writeRow(tx, metadata);
      // Move the bytes into place before COMMIT, so a committed row always has its file.
      await rename(temp, filePath(ctx, bucket.id, objectId));
      return objectId;
    });
    sendJson(res, 200, { Id: id, Key: `${bucket.id}/${key}` });
  } finally {
    await rm(temp, { force: true });
  }
}

async function removeMany(
  ctx: Ctx,
  req: IncomingMessage,
  res: ServerResponse,
  bucketId: string,
  keys?: string[],
): Promise<void> {
  const claims = await caller(ctx, req);
  let prefixes = keys;
  if (!prefixes) {
    const body = await jsonBody(req);
    if (!Array.isArray(body.prefixes) || !body.prefixes.every((p) => typeof p === 'string')) {
      throw storageError(
        400,
        'InvalidRequest',
        'Invalid Input',
        'body/prefixes must be an array of strings',
      );
    }
    prefixes = body.prefixes as string[];
  }
  await getBucket(ctx, bucketId);
  const deleted = await asCaller(
    ctx.db,
    claims,
    { method: 'DELETE', path: `/object/${bucketId}` },
    async (tx) => {
      const rows = await tx.query<{ json: string }>(
        `delete from storage.objects o
        where o.bucket_id = $1 and o.name in (select jsonb_array_elements_text($2::jsonb))
        returning row_to_json(o)::text as json`,
        [bucketId, JSON.stringify(prefixes)],
      );
      return rows.map((r) => JSON.parse(r.json) as ObjectRow);
    },
  );
  await Promise.all(deleted.map((o) => rm(filePath(ctx, bucketId, o.id), { force: true })));
  if (keys) {
    if (deleted.length === 0) throw notFound();
    return sendJson(res, 200, { message: 'Successfully deleted' });
  }
  sendJson(res, 200, deleted);
}

async function sign(
  ctx: Ctx,
  req: IncomingMessage,
  res: ServerResponse,
  bucketId: string,
  key: string,
) {
  const claims = await caller(ctx, req);
  const body = await jsonBody(req);
  const expiresIn = Number(body.expiresIn);
  if (!Number.isInteger(expiresIn) || expiresIn <= 0 || expiresIn > 10 * 365 * 24 * 3600) {
    throw storageError(
      400,
      'InvalidRequest',
      'Invalid Input',
      'expiresIn must be a positive integer',
    );
  }
  await getBucket(ctx, bucketId);
  const urlFor = async (k: string) => {
    const token = await signJwt({ url: `${bucketId}/${k}` }, ctx.secret, expiresIn);
    return `/object/sign/${bucketId}/${k}?token=${token}`;
  };
  if (key === '') {
    if (!Array.isArray(body.paths) || !body.paths.every((p) => typeof p === 'string')) {
      throw storageError(
        400,
        'InvalidRequest',
        'Invalid Input',
        'paths must be an array of strings',
      );
    }
    const paths = body.paths as string[];
    const found = await asCaller(
      ctx.db,
      claims,
      { method: 'POST', path: `/object/sign/${bucketId}`, readOnly: true },
      (tx) =>
        tx.query<{ name: string }>(
          `select o.name from storage.objects o
          where o.bucket_id = $1 and o.name in (select jsonb_array_elements_text($2::jsonb))`,
          [bucketId, JSON.stringify(paths)],
        ),
    );
    const visible = new Set(found.map((r) => r.name));
    const out = [];
    for (const p of paths) {
      out.push(
        visible.has(p)
          ? { error: null, path: p, signedURL: await urlFor(p) }
          : {
              error: 'Either the object does not exist or you do not have access to it',
              path: p,
              signedURL: null,
            },
      );
    }
    return sendJson(res, 200, out);
  }
  checkKey(key);
  await asCaller(
    ctx.db,
    claims,
    { method: 'POST', path: `/object/sign/${bucketId}/${key}`, readOnly: true },
    (tx) => findObject(tx, bucketId, key),
  );
  sendJson(res, 200, { signedURL: await urlFor(key) });
}

async function verifySignedToken(ctx: Ctx, token: string, url: string): Promise<void> {
  try {
    const { payload } = await jwtVerify(token, ctx.secret, { algorithms: ['HS256'] });
    if (payload.url !== url) throw new Error('url mismatch');
  } catch (e) {
    const expired = e instanceof Error && e.name === 'JWTExpired';
    throw storageError(
      400,
      'InvalidJWT',
      'InvalidJWT',
      expired ? 'jwt expired' : 'invalid signature',
    );
  }
}

async function list(ctx: Ctx, req: IncomingMessage, res: ServerResponse, bucketId: string) {
  const claims = await caller(ctx, req);
  const body = await jsonBody(req);
  const prefixRaw = typeof body.prefix === 'string' ? body.prefix : '';
  const prefix = prefixRaw.replace(/^\/+|\/+$/g, '');
  const limit = Math.min(1000, Math.max(1, Number(body.limit) || 100));
  const offset = Math.max(0, Number(body.offset) || 0);
  const search = typeof body.search === 'string' ? body.search : '';
  const sortBy = isPlainObject(body.sortBy) ? body.sortBy : {};
  const column = ['name', 'created_at', 'updated_at', 'last_accessed_at'].includes(
    String(sortBy.column),
  )
    ? String(sortBy.column)
    : 'name';
  const desc = String(sortBy.order).toLowerCase() === 'desc';
  await getBucket(ctx, bucketId);
  const start = prefix ? `${prefix}/` : '';
  const rows = await asCaller(
    ctx.db,
    claims,
    { method: 'POST', path: `/object/list/${bucketId}`, readOnly: true },
    (tx) =>
      tx.query<{ json: string }>(
        `select row_to_json(o)::text as json from storage.objects o
        where o.bucket_id = $1 and left(o.name, length($2)) = $2`,
        [bucketId, start],
      ),
  );
  // Names are relative to the prefix; anything deeper shows as a folder entry (id null).
  const files = new Map<string, Record<string, unknown>>();
  const folders = new Set<string>();
  for (const r of rows) {
    const o = JSON.parse(r.json) as ObjectRow;
    const rel = o.name.slice(start.length);
    const slash = rel.indexOf('/');
    if (slash >= 0) folders.add(rel.slice(0, slash));
    else files.set(rel, { ...objectInfo(o), name: rel });
  }
  let entries: Record<string, unknown>[] = [
    ...[...folders].map((name) => ({
      name,
      id: null,
      updated_at: null,
      created_at: null,
      last_accessed_at: null,
      metadata: null,
    })),
    ...files.values(),
  ];
  if (search)
    entries = entries.filter((e) => String(e.name).toLowerCase().startsWith(search.toLowerCase()));
  entries.sort((a, b) => {
    // Folders first, as Storage does, then by the requested column.
    if ((a.id === null) !== (b.id === null)) return a.id === null ? -1 : 1;
    const av = String(a[column] ?? a.name);
    const bv = String(b[column] ?? b.name);
    return (av < bv ? -1 : av > bv ? 1 : 0) * (desc ? -1 : 1);
  });
  sendJson(res, 200, entries.slice(offset, offset + limit));
}

async function move(ctx: Ctx, req: IncomingMessage, res: ServerResponse) {
  const claims = await caller(ctx, req);
  const body = await jsonBody(req);
  const bucketId = String(body.bucketId ?? '');
  const from = checkKey(String(body.sourceKey ?? ''));
  const to = checkKey(String(body.destinationKey ?? ''));
  await getBucket(ctx, bucketId);
  const moved = await asCaller(ctx.db, claims, { method: 'POST', path: '/object/move' }, (tx) =>
    tx.query(
      'update storage.objects set name = $3, updated_at = now() where bucket_id = $1 and name = $2 returning id',
      [bucketId, from, to],
    ),
  );
  if (moved.length === 0) throw notFound();
  sendJson(res, 200, { message: 'Successfully moved' });
}

async function buckets(ctx: Ctx, req: IncomingMessage, res: ServerResponse, rest: string[]) {
  const claims = await caller(ctx, req);
  const method = req.method ?? 'GET';
  if (method !== 'GET') {
    throw storageError(
      405,
      'InvalidRequest',
      'Method not allowed',
      'Buckets are defined in SQL migrations',
    );
  }
  const rows = await asCaller(ctx.db, claims, { method, path: '/bucket', readOnly: true }, (tx) =>
    tx.query<{ json: string }>(
      rest[0]
        ? 'select row_to_json(b)::text as json from storage.buckets b where b.id = $1'
        : 'select row_to_json(b)::text as json from storage.buckets b order by b.id',
      rest[0] ? [rest[0]] : [],
    ),
  );
  const all = rows.map((r) => JSON.parse(r.json) as Bucket);
  if (rest[0]) {
    if (!all[0]) throw bucketNotFound();
    return sendJson(res, 200, all[0]);
  }
  sendJson(res, 200, all);
}
