/**
 * POST /object/upload/sign/<bucket>/<key> (createSignedUploadUrl) and PUT with ?token=
 * (uploadToSignedUrl), as storage-api: signing checks, as the caller, that they may create (or
 * with x-upsert replace) the object, and signs {owner, url, upsert, scope: upload} for two hours;
 * the upload then needs no other authority and is written by the platform, owned by the signer.
 */
import { jwtVerify } from 'jose';
import { asCaller, Rollback } from '../../../db/role.js';
import { json } from '../../../http/reply.js';
import { signJwt } from '../../../identity/jwt.js';
import { caller, type ObjectRoute } from '../../context.js';
import { getBucket, writeObjectRow } from '../../db.js';
import { invalidJwt, invalidSignature } from '../../errors.js';
import { duplicateAsKey, storeUpload, userMetadataHeader } from '../../store.js';

/** storage-api's uploadSignedUrlExpirationTime. */
const TWO_HOURS = 2 * 60 * 60;

export const createSignedUploadUrl: ObjectRoute = async (deps, req, bucketId, key) => {
  const claims = await caller(deps, req);
  const bucket = await getBucket(deps.db, bucketId);
  const upsert = req.header('x-upsert') === 'true';
  const owner = claims.sub ?? null;
  const info = { method: 'POST', path: `/object/upload/sign/${bucket.id}/${key}` };
  // storage-api's canUpload: the insert (or upsert) the upload will make, tried and rolled back.
  try {
    await asCaller(deps.db, claims, info, async (tx) => {
      await writeObjectRow(tx, {
        bucketId: bucket.id,
        key,
        update: false,
        upsert,
        owner,
        metadata: { mimetype: req.header('content-type') },
        userMetadata: userMetadataHeader(req) ?? null,
        version: '',
      });
      throw new Rollback(null);
    });
  } catch (e) {
    if (!(e instanceof Rollback)) throw duplicateAsKey(e);
  }
  const url = `${bucket.id}/${key}`;
  const token = await signJwt(
    { owner: owner ?? undefined, url, upsert, scope: 'upload' },
    deps.secret,
    TWO_HOURS,
  );
  return json(200, { url: `/object/upload/sign/${url}?token=${token}`, token });
};

export const uploadToSignedUrl: ObjectRoute = async (deps, req, bucketId, key) => {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(req.query.get('token') ?? '', deps.secret, {
      algorithms: ['HS256'],
    }));
  } catch (e) {
    req.raw.resume();
    // jose's own message, as storage-api's verifyJWT passes it on ("exp" claim ... failed).
    throw invalidJwt(e instanceof Error && e.message ? e.message : undefined);
  }
  if (!(payload.scope === 'upload' || (payload.scope === undefined && 'upsert' in payload))) {
    req.raw.resume();
    throw invalidSignature('Token is not scoped for upload');
  }
  if (payload.url !== `${bucketId}/${key}`) {
    req.raw.resume();
    throw invalidSignature();
  }
  const bucket = await getBucket(deps.db, bucketId);
  const owner = typeof payload.owner === 'string' ? payload.owner : null;
  await storeUpload(deps, req, {
    bucket,
    key,
    claims: { role: 'service_role' },
    owner,
    update: false,
    upsert: payload.upsert === true,
  });
  return json(200, { Key: `${bucket.id}/${key}` });
};
