/**
 * The upload every route that writes an object's bytes shares (upload, update, a signed upload
 * URL's upload), as storage-api's uploader does it: the writer's right is checked before a byte
 * of the body is read; the declared type is checked against the bucket's allowed_mime_types
 * (before the body, for a raw body); the body streams to a temp file with the bucket's size cap
 * counted as it arrives; the row commits with the file moved into place inside the same
 * transaction.
 *
 * One difference, a setting of the bucket: in a byte-checked bucket (LOCAL_SUPABASE_BYTE_CHECKED_BUCKETS,
 * `media` unless set) the type is decided from the bytes instead, and a type they do not prove
 * is refused, so an HTML page sent as `image/png` never lands in the product's public media.
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { asCaller, Rollback } from '../db/role.js';
import { BodyTooLarge, HttpError } from '../http/errors.js';
import type { ServiceRequest } from '../http/request.js';
import { isPlainObject } from '../http/util.js';
import type { Claims } from '../identity/claims.js';
import { GLOBAL_FILE_SIZE_LIMIT } from './buckets.js';
import type { StorageDeps } from './context.js';
import { type Bucket, type ObjectWrite, writeObjectRow } from './db.js';
import { entityTooLarge, invalidMimeType, keyAlreadyExists, noFile, translate } from './errors.js';
import { MalformedMultipart, type Received, receiveUpload } from './receive.js';
import { mimeAllowed, sniffMime } from './sniff.js';

/** Room for multipart boundaries and the small text fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** storage-api's MAX_CUSTOM_METADATA_SIZE. */
const MAX_USER_METADATA = 1024 * 1024;

/** The buckets whose uploads are typed by their bytes (README, Storage). */
export function byteChecked(bucketId: string): boolean {
  const setting = process.env.LOCAL_SUPABASE_BYTE_CHECKED_BUCKETS ?? 'media';
  return setting
    .split(',')
    .map((s) => s.trim())
    .includes(bucketId);
}

/** storage-api's validateMimeType: `type/sub` or `type/*` in the list; anything else is 415. */
export function declaredTypeAllowed(mime: string, allowed: string[] | null): void {
  if (!allowed || allowed.length === 0) return;
  const [type, sub, ...rest] = mime.split('/');
  if (sub === undefined) throw invalidMimeType(mime);
  const ok = allowed.some((a) => {
    const [aType, aSub] = a.split('/');
    return aType === type && (aSub === '*' || (aSub === sub && rest.length === 0));
  });
  if (!ok) throw invalidMimeType(mime);
}

/** storage-api's parseUserMetadata: base64 JSON in x-metadata; anything unreadable is none. */
export function userMetadataHeader(req: ServiceRequest): Record<string, unknown> | undefined {
  const raw = req.header('x-metadata');
  if (raw === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
    return isPlainObject(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export interface StoreOptions {
  bucket: Bucket;
  key: string;
  /** Whose transaction writes the row: the caller's, or the platform's for a signed upload. */
  claims: Claims;
  owner: string | null;
  update: boolean;
  upsert: boolean;
}

/** Stores the request's body as the object; returns the object's id. */
export async function storeUpload(
  deps: StorageDeps,
  req: ServiceRequest,
  o: StoreOptions,
): Promise<string> {
  const { bucket, key } = o;
  const limit = Math.min(
    Number(bucket.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT),
    GLOBAL_FILE_SIZE_LIMIT,
  );
  const contentType = req.header('content-type') ?? 'application/octet-stream';
  const isMultipart = contentType.toLowerCase().startsWith('multipart/form-data');
  const checkBytes = byteChecked(bucket.id);
  const declaredLength = Number(req.header('content-length') ?? '0');
  const refuse = (e: unknown): never => {
    req.raw.resume(); // discard the body unread
    throw e;
  };
  if (!isMultipart && !checkBytes) {
    try {
      declaredTypeAllowed(contentType, bucket.allowed_mime_types);
    } catch (e) {
      refuse(e);
    }
  }
  // Refused unread: the server answers and closes rather than take in what it will not keep.
  if (declaredLength > limit + (isMultipart ? MULTIPART_OVERHEAD : 0)) throw new BodyTooLarge();
  const write: ObjectWrite = {
    bucketId: bucket.id,
    key,
    update: o.update,
    upsert: o.upsert,
    owner: o.owner,
    metadata: {},
    userMetadata: null,
    version: randomUUID(),
  };
  const info = { method: req.method, path: `/object/${bucket.id}/${key}` };
  // The same write, as the writer, rolled back: refused before the body is read.
  try {
    await asCaller(deps.db, o.claims, info, async (tx) => {
      await writeObjectRow(tx, write);
      throw new Rollback(null);
    });
  } catch (e) {
    if (!(e instanceof Rollback)) refuse(duplicateAsKey(e));
  }
  const temp = await deps.files.tempFile(bucket.id);
  try {
    let received: Received;
    try {
      received = await receiveUpload(req.raw, { file: temp, limit, contentType });
    } catch (e) {
      throw e instanceof MalformedMultipart
        ? noFile()
        : e instanceof BodyTooLarge
          ? entityTooLarge()
          : e;
    }
    if (!received.hasFile) throw noFile();
    let mime: string;
    let cacheControl = req.header('cache-control') ?? 'no-cache';
    let userMetadata = userMetadataHeader(req);
    if (isMultipart) {
      const cc = received.fields.get('cacheControl');
      cacheControl = cc ? `max-age=${cc}` : 'no-cache';
      mime = received.fields.get('contentType') || received.declared;
      const md = received.fields.get('metadata') ?? received.fields.get('userMetadata');
      if (md !== undefined) {
        if (Buffer.byteLength(md) > MAX_USER_METADATA) throw entityTooLarge('user_metadata');
        try {
          const parsed: unknown = JSON.parse(md);
          userMetadata = isPlainObject(parsed) ? parsed : undefined;
        } catch {
          userMetadata = undefined;
        }
      }
    } else {
      mime = contentType;
    }
    if (checkBytes) {
      // The bytes decide the type; the claimed type only appears in the error message.
      const sniffed = sniffMime(received.head);
      if (!sniffed || !mimeAllowed(sniffed, bucket.allowed_mime_types)) {
        throw invalidMimeType(received.declared.split(';')[0] ?? '');
      }
      mime = sniffed;
    } else if (isMultipart) {
      declaredTypeAllowed(mime, bucket.allowed_mime_types);
    }
    const metadata = {
      eTag: `"${received.md5}"`,
      size: received.size,
      mimetype: mime,
      cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: received.size,
      httpStatusCode: 200,
    };
    return await deps.gate
      .shared(() =>
        asCaller(deps.db, o.claims, info, async (tx) => {
          const objectId = await writeObjectRow(tx, {
            ...write,
            metadata,
            userMetadata: userMetadata ?? null,
          });
          // Moved into place before COMMIT, so a committed row always has its file.
          await deps.files.moveIntoPlace(temp, bucket.id, objectId);
          return objectId;
        }),
      )
      .catch((e: unknown) => {
        throw duplicateAsKey(e);
      });
  } finally {
    await rm(temp, { force: true });
  }
}

/** storage-api's createObject answers a taken name with KeyAlreadyExists. */
export function duplicateAsKey(e: unknown): unknown {
  const t = translate(e);
  return t instanceof HttpError && t.code === 'ResourceAlreadyExists' ? keyAlreadyExists() : t;
}
