/**
 * POST /bucket/<id>/empty (emptyBucket). storage-api queues the removal and answers at once;
 * here it is done before the answer, as the caller, so the storage.objects DELETE policies
 * decide which objects go (docs/decisions.md, issue 39). Answers storage-api's message.
 */
import { asCaller } from '../../../db/role.js';
import { json, type Reply } from '../../../http/reply.js';
import type { ServiceRequest } from '../../../http/request.js';
import { caller, type StorageDeps } from '../../context.js';
import { bucketNotFound } from '../../errors.js';

export async function emptyBucket(
  deps: StorageDeps,
  req: ServiceRequest,
  id: string,
): Promise<Reply> {
  const claims = await caller(deps, req);
  const info = { method: 'POST', path: `/bucket/${id}/empty` };
  await deps.gate.shared(async () => {
    const deleted = await asCaller(deps.db, claims, info, async (tx) => {
      const seen = await tx.query('select 1 from storage.buckets where id = $1', [id]);
      if (seen.length === 0) throw bucketNotFound();
      return tx.query<{ id: string }>(
        'delete from storage.objects where bucket_id = $1 returning id::text',
        [id],
      );
    });
    await Promise.all(deleted.map((o) => deps.files.remove(id, o.id)));
  });
  return json(200, {
    message: 'Empty bucket has been queued. Completion may take up to an hour.',
  });
}
