/**
 * POST /object/<bucket>/<key> (create, or replace with x-upsert) and PUT (update). The caller's
 * right to write is checked before a byte of the body is read; the body streams to a temp file
 * with the bucket's size cap counted as it arrives; the bytes decide the type; the row commits
 * with the file moved into place inside the same transaction.
 */
import { rm } from 'node:fs/promises';
import { asCaller, Rollback } from '../../../db/role.js';
import { BodyTooLarge, HttpError } from '../../../http/errors.js';
import { json } from '../../../http/reply.js';
import { caller, type ObjectRoute } from '../../context.js';
import { getBucket, type ObjectWrite, writeObjectRow } from '../../db.js';
import { keyAlreadyExists, noFile, storageError, translate } from '../../errors.js';
import { MalformedMultipart, type Received, receiveUpload } from '../../receive.js';
import { mimeAllowed, sniffMime } from '../../sniff.js';

/** A bucket without file_size_limit takes up to config.toml's 50 MiB. */
export const DEFAULT_FILE_SIZE_LIMIT = 50 * 1024 * 1024;
/** Room for multipart boundaries and the small text fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

export const uploadObject: ObjectRoute = async (deps, req, bucketId, key) => {
  const isUpdate = req.method === 'PUT';
  const claims = await caller(deps, req);
  const bucket = await getBucket(deps.db, bucketId);
  const limit = Number(bucket.file_size_limit ?? DEFAULT_FILE_SIZE_LIMIT);
  const contentType = req.header('content-type') ?? 'application/octet-stream';
  const isMultipart = contentType.toLowerCase().startsWith('multipart/form-data');
  const declaredLength = Number(req.header('content-length') ?? '0');
  if (declaredLength > limit + (isMultipart ? MULTIPART_OVERHEAD : 0)) throw new BodyTooLarge();
  const write: ObjectWrite = {
    bucketId: bucket.id,
    key,
    update: isUpdate,
    upsert: !isUpdate && (req.header('x-upsert') ?? '').toLowerCase() === 'true',
    owner: claims.role === 'authenticated' && claims.sub ? claims.sub : null,
    metadata: {},
  };
  const info = { method: req.method, path: `/object/${bucket.id}/${key}` };
  // The same write, as the caller, rolled back: refused before the body is read.
  try {
    await asCaller(deps.db, claims, info, async (tx) => {
      await writeObjectRow(tx, write);
      throw new Rollback(null);
    });
  } catch (e) {
    if (!(e instanceof Rollback)) {
      req.raw.resume(); // discard the body unread
      throw duplicateAsKey(e);
    }
  }
  const temp = await deps.files.tempFile(bucket.id);
  try {
    let received: Received;
    try {
      received = await receiveUpload(req.raw, { file: temp, limit, contentType });
    } catch (e) {
      throw e instanceof MalformedMultipart ? noFile() : e;
    }
    if (!received.hasFile) throw noFile();
    let cacheControl = req.header('cache-control') ?? 'max-age=3600';
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
    const metadata = {
      eTag: `"${received.md5}"`,
      size: received.size,
      mimetype: mime,
      cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: received.size,
      httpStatusCode: 200,
    };
    const id = await deps.gate
      .shared(() =>
        asCaller(deps.db, claims, info, async (tx) => {
          const objectId = await writeObjectRow(tx, { ...write, metadata });
          // Moved into place before COMMIT, so a committed row always has its file.
          await deps.files.moveIntoPlace(temp, bucket.id, objectId);
          return objectId;
        }),
      )
      .catch((e: unknown) => {
        throw duplicateAsKey(e);
      });
    return json(200, { Id: id, Key: `${bucket.id}/${key}` });
  } finally {
    await rm(temp, { force: true });
  }
};

/** storage-api's createObject answers a taken name with KeyAlreadyExists. */
function duplicateAsKey(e: unknown): unknown {
  const t = translate(e);
  return t instanceof HttpError && t.code === 'ResourceAlreadyExists' ? keyAlreadyExists() : t;
}
