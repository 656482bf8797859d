/** DELETE /object/<bucket>/<key> (one) and DELETE /object/<bucket> with {prefixes} (many). */
import { asCaller } from '../../../db/role.js';
import { json } from '../../../http/reply.js';
import type { Claims } from '../../../identity/claims.js';
import {
  type BucketRoute,
  caller,
  callerAndBody,
  type ObjectRoute,
  type StorageDeps,
} from '../../context.js';
import { deleteObjects, getBucket } from '../../db.js';
import { invalidInput, notFound } from '../../errors.js';

export const removeObject: ObjectRoute = async (deps, req, bucketId, key) => {
  const claims = await caller(deps, req);
  const deleted = await remove(deps, claims, bucketId, [key]);
  if (deleted.length === 0) throw notFound();
  return json(200, { message: 'Successfully deleted' });
};

export const removeObjects: BucketRoute = async (deps, req, bucketId) => {
  const { claims, body } = await callerAndBody(deps, req);
  if (!Array.isArray(body.prefixes) || !body.prefixes.every((p) => typeof p === 'string')) {
    throw invalidInput('body/prefixes must be an array of strings');
  }
  return json(200, await remove(deps, claims, bucketId, body.prefixes as string[]));
};

/** Rows go as the caller; their files go before the gate opens again (write-gate.ts). */
async function remove(deps: StorageDeps, claims: Claims, bucketId: string, keys: string[]) {
  await getBucket(deps.db, bucketId);
  return deps.gate.shared(async () => {
    const info = { method: 'DELETE', path: `/object/${bucketId}` };
    const deleted = await asCaller(deps.db, claims, info, (tx) =>
      deleteObjects(tx, bucketId, keys),
    );
    await Promise.all(deleted.map((o) => deps.files.remove(bucketId, o.id)));
    return deleted;
  });
}
