/**
 * POST /object/move {bucketId, sourceKey, destinationKey, destinationBucket?}, as storage-api's
 * moveObject: the caller must see the source and may update it into its new place (the
 * storage.objects policies decide, in one transaction); the row keeps its id, takes the new
 * bucket and name, a new version and the mover as owner. Files are named by object id, so a move
 * within a bucket leaves the bytes where they are and a move to another bucket moves the file
 * before the row commits (and back if the commit fails).
 */
import { randomUUID } from 'node:crypto';
import { asCaller } from '../../../db/role.js';
import { json, type Reply } from '../../../http/reply.js';
import type { ServiceRequest } from '../../../http/request.js';
import { callerAndBody, type StorageDeps } from '../../context.js';
import { relocateObject } from '../../db.js';
import { invalidInput } from '../../errors.js';
import { checkKey } from '../../keys.js';

export async function moveObjectRoute(deps: StorageDeps, req: ServiceRequest): Promise<Reply> {
  const { claims, body } = await callerAndBody(deps, req);
  for (const field of ['bucketId', 'sourceKey', 'destinationKey'] as const) {
    if (typeof body[field] !== 'string') {
      throw invalidInput(`body must have required property '${field}'`);
    }
  }
  const bucketId = String(body.bucketId);
  const toBucket = typeof body.destinationBucket === 'string' ? body.destinationBucket : bucketId;
  const from = { bucketId, key: String(body.sourceKey) };
  const to = { bucketId: toBucket, key: checkKey(String(body.destinationKey)) };
  const owner = claims.sub ?? null;
  const info = { method: 'POST', path: '/object/move' };
  let movedFile: string | undefined;
  const moved = await deps.gate.shared(() =>
    asCaller(deps.db, claims, info, async (tx) => {
      const row = await relocateObject(tx, from, to, owner, randomUUID());
      if (toBucket !== bucketId) {
        await deps.files.moveBetweenBuckets(row.id, bucketId, toBucket);
        movedFile = row.id;
      }
      return row;
    }).catch(async (e: unknown) => {
      // The file went ahead of a commit that did not happen: put it back.
      if (movedFile) await deps.files.moveBetweenBuckets(movedFile, toBucket, bucketId);
      throw e;
    }),
  );
  return json(200, { message: 'Successfully moved', Id: moved.id, Key: moved.name });
}
