/**
 * POST /object/move {bucketId, sourceKey, destinationKey}. Only the row changes: files are
 * named by object id, so the bytes stay where they are.
 */
import { asCaller } from '../../../db/role.js';
import { json, type Reply } from '../../../http/reply.js';
import type { ServiceRequest } from '../../../http/request.js';
import { callerAndBody, type StorageDeps } from '../../context.js';
import { getBucket, moveObject } from '../../db.js';
import { notFound } from '../../errors.js';
import { checkKey } from '../../keys.js';

export async function moveObjectRoute(deps: StorageDeps, req: ServiceRequest): Promise<Reply> {
  const { claims, body } = await callerAndBody(deps, req);
  const bucketId = String(body.bucketId ?? '');
  const from = checkKey(String(body.sourceKey ?? ''));
  const to = checkKey(String(body.destinationKey ?? ''));
  await getBucket(deps.db, bucketId);
  const info = { method: 'POST', path: '/object/move' };
  const moved = await asCaller(deps.db, claims, info, (tx) => moveObject(tx, bucketId, from, to));
  if (!moved) throw notFound();
  return json(200, { message: 'Successfully moved' });
}
