/**
 * POST /bucket {name, id?, public?, file_size_limit?, allowed_mime_types?} (createBucket), as
 * storage-api does it: the row is inserted as the caller, so only the service role or an
 * INSERT policy on storage.buckets lets it in. Answers `{name}`.
 */
import { asCaller } from '../../../db/role.js';
import { HttpError } from '../../../http/errors.js';
import { json, type Reply } from '../../../http/reply.js';
import type { ServiceRequest } from '../../../http/request.js';
import { bucketOptions, checkNewBucketName } from '../../buckets.js';
import { callerAndBody, type StorageDeps } from '../../context.js';
import { bucketAlreadyExists, invalidInput, translate } from '../../errors.js';

export async function createBucket(deps: StorageDeps, req: ServiceRequest): Promise<Reply> {
  const { claims, body } = await callerAndBody(deps, req);
  if (typeof body.name !== 'string') {
    throw invalidInput("body must have required property 'name'");
  }
  if (body.id !== undefined && typeof body.id !== 'string') {
    throw invalidInput('body/id must be string');
  }
  const name = checkNewBucketName(body.name);
  const id = checkNewBucketName(typeof body.id === 'string' && body.id !== '' ? body.id : name);
  const options = bucketOptions(body);
  const owner = claims.sub ?? null;
  const info = { method: 'POST', path: '/bucket' };
  try {
    await asCaller(deps.db, claims, info, (tx) =>
      tx.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, case when $3 ~* '^[0-9a-f-]{36}$' then $3::uuid end, $3, $4, $5, $6::text[])`,
        [
          id,
          name,
          owner,
          options.public ?? false,
          options.file_size_limit ?? null,
          options.allowed_mime_types ?? null,
        ],
      ),
    );
  } catch (e) {
    const t = translate(e);
    throw t instanceof HttpError && t.code === 'ResourceAlreadyExists' ? bucketAlreadyExists() : t;
  }
  return json(200, { name });
}
