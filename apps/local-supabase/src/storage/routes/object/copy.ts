/**
 * POST /object/copy {bucketId, sourceKey, destinationKey, destinationBucket?, copyMetadata?,
 * metadata?}, as storage-api's copyObject: the caller must see the source and be allowed to
 * create the destination (or, with x-upsert, to replace it), both decided by the storage.objects
 * policies in a transaction that is then rolled back; the copy itself is written by the
 * platform. The bytes are copied to a fresh file that is moved into place before the row
 * commits. Answers storage-api's `{Id, Key, ...the new row}`.
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { asCaller, Rollback } from '../../../db/role.js';
import { HttpError } from '../../../http/errors.js';
import { json, type Reply } from '../../../http/reply.js';
import type { ServiceRequest } from '../../../http/request.js';
import { isPlainObject } from '../../../http/util.js';
import { callerAndBody, type StorageDeps } from '../../context.js';
import { type CopyTarget, findObject, writeCopyRow } from '../../db.js';
import { invalidInput, keyAlreadyExists, translate } from '../../errors.js';
import { checkKey } from '../../keys.js';
import { objectShape } from '../../shapes.js';
import { userMetadataHeader } from '../../store.js';

export async function copyObjectRoute(deps: StorageDeps, req: ServiceRequest): Promise<Reply> {
  const { claims, body } = await callerAndBody(deps, req);
  for (const field of ['sourceKey', 'bucketId', 'destinationKey'] as const) {
    if (typeof body[field] !== 'string') {
      throw invalidInput(`body must have required property '${field}'`);
    }
  }
  const bucketId = String(body.bucketId);
  const sourceKey = String(body.sourceKey);
  const toBucket = typeof body.destinationBucket === 'string' ? body.destinationBucket : bucketId;
  const toKey = checkKey(String(body.destinationKey));
  const upsert = req.header('x-upsert') === 'true';
  const info = { method: 'POST', path: '/object/copy' };

  const source = await asCaller(deps.db, claims, { ...info, readOnly: true }, (tx) =>
    findObject(tx, bucketId, sourceKey),
  );
  const copyMetadata = body.copyMetadata !== false;
  const metadata: Record<string, unknown> = { ...(source.metadata ?? {}) };
  if (!copyMetadata && isPlainObject(body.metadata)) {
    for (const k of ['cacheControl', 'mimetype'] as const) {
      if (typeof body.metadata[k] === 'string') metadata[k] = body.metadata[k];
    }
  }
  const target: CopyTarget = {
    bucketId: toBucket,
    key: toKey,
    owner: claims.sub ?? null,
    metadata,
    userMetadata: copyMetadata ? source.user_metadata : (userMetadataHeader(req) ?? null),
    version: randomUUID(),
  };
  // storage-api's canUpload: the caller's right to create (or upsert) the destination.
  try {
    await asCaller(deps.db, claims, info, async (tx) => {
      await writeCopyRow(tx, target, { upsert, returning: upsert });
      throw new Rollback(null);
    });
  } catch (e) {
    if (e instanceof Rollback) {
      // allowed
    } else {
      const t = translate(e);
      throw t instanceof HttpError && t.code === 'ResourceAlreadyExists' ? keyAlreadyExists() : t;
    }
  }
  const temp = await deps.files.copyToTemp(bucketId, source.id, toBucket);
  try {
    const row = await deps.gate.shared(() =>
      deps.db.transaction(async (tx) => {
        const written = await writeCopyRow(
          tx,
          { ...target, metadata: { ...metadata, lastModified: new Date().toISOString() } },
          { upsert: true, returning: true },
        );
        if (!written) throw new Error('copy wrote no row');
        await deps.files.moveIntoPlace(temp, toBucket, written.id);
        return written;
      }),
    );
    return json(200, { Id: row.id, Key: `${toBucket}/${toKey}`, ...objectShape({ ...row }) });
  } finally {
    await rm(temp, { force: true });
  }
}
