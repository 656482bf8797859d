/**
 * POST /object/sign/<bucket>/<key> and /object/sign/<bucket> {paths} create signed URLs for
 * objects the caller can see; GET /object/sign/<bucket>/<key>?token= serves one to anyone.
 */
import { asCaller } from '../../../db/role.js';
import { json } from '../../../http/reply.js';
import { signJwt, verifyUrlToken } from '../../../identity/jwt.js';
import { callerAndBody, type ObjectRoute } from '../../context.js';
import { findObject, getBucket, visibleNames } from '../../db.js';
import { invalidInput, storageError } from '../../errors.js';
import { checkKey } from '../../keys.js';
import { transformToQuery } from '../render/image.js';
import { download } from './get.js';

const TEN_YEARS = 10 * 365 * 24 * 3600;

export const createSignedUrls: ObjectRoute = async (deps, req, bucketId, key) => {
  const { claims, body } = await callerAndBody(deps, req);
  const expiresIn = Number(body.expiresIn);
  if (!Number.isInteger(expiresIn) || expiresIn <= 0 || expiresIn > TEN_YEARS) {
    throw invalidInput('expiresIn must be a positive integer');
  }
  await getBucket(deps.db, bucketId);
  // With `transform`, the URL is a signed image render that carries its options in the token.
  const transform = body.transform === undefined ? undefined : transformToQuery(body.transform);
  const urlFor = async (k: string) => {
    const claims =
      transform === undefined
        ? { url: `${bucketId}/${k}`, scope: 'download' }
        : { url: `${bucketId}/${k}`, scope: 'download', transform };
    const token = await signJwt(claims, deps.secret, expiresIn);
    const route = transform === undefined ? 'object/sign' : 'render/image/sign';
    return `/${route}/${bucketId}/${k}?token=${token}`;
  };
  if (key === '') {
    if (!Array.isArray(body.paths) || !body.paths.every((p) => typeof p === 'string')) {
      throw invalidInput('paths must be an array of strings');
    }
    const paths = body.paths as string[];
    const info = { method: 'POST', path: `/object/sign/${bucketId}`, readOnly: true };
    const visible = await asCaller(deps.db, claims, info, (tx) =>
      visibleNames(tx, bucketId, paths),
    );
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
    return json(200, out);
  }
  checkKey(key);
  const info = { method: 'POST', path: `/object/sign/${bucketId}/${key}`, readOnly: true };
  await asCaller(deps.db, claims, info, (tx) => findObject(tx, bucketId, key));
  return json(200, { signedURL: await urlFor(key) });
};

export const getSignedObject: ObjectRoute = async (deps, req, bucketId, key) => {
  const checked = checkKey(key);
  const verdict = await verifyUrlToken(
    req.query.get('token') ?? '',
    deps.secret,
    `${bucketId}/${checked}`,
  );
  if (verdict !== 'ok') {
    throw storageError(
      400,
      'InvalidJWT',
      'InvalidJWT',
      verdict === 'expired' ? 'jwt expired' : 'invalid signature',
    );
  }
  // The token is the permission: the platform reads the row itself.
  return download(deps, req, await findObject(deps.db, bucketId, checked));
};
