/** HS256 JWTs: user access tokens, the API keys, and storage's signed-URL tokens. */
import { errors, jwtVerify, SignJWT } from 'jose';
import { API_ROLES, type ApiRole, type Claims, type VerifyResult } from './claims.js';

/** PostgREST allows 30 s of clock skew; so do we. */
const CLOCK_TOLERANCE = 30;

export async function verifyJwt(token: string, secret: Uint8Array): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      clockTolerance: CLOCK_TOLERANCE,
    });
    const role = payload.role;
    if (typeof role !== 'string' || !API_ROLES.includes(role as ApiRole)) {
      return { ok: false, reason: 'invalid', message: 'JWT role is not one of the API roles' };
    }
    return { ok: true, claims: payload as Claims };
  } catch (e) {
    if (e instanceof errors.JWTExpired)
      return { ok: false, reason: 'expired', message: 'JWT expired' };
    return { ok: false, reason: 'invalid', message: 'invalid JWT' };
  }
}

export function signJwt(
  payload: Record<string, unknown>,
  secret: Uint8Array,
  expiresIn: number,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(secret);
}

/** Resolves the request's identity: no token means the anonymous role. */
export async function identify(
  token: string | undefined,
  secret: Uint8Array,
): Promise<VerifyResult> {
  if (!token) return { ok: true, claims: { role: 'anon' } };
  return verifyJwt(token, secret);
}

/** A signed-URL token's payload check (storage): right signature, not expired, same URL. */
export async function verifyUrlToken(
  token: string,
  secret: Uint8Array,
  url: string,
): Promise<'ok' | 'expired' | 'invalid'> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    // A signed upload URL's token (storage-api's upload scope) never reads the object.
    if (payload.scope === 'upload' || (payload.scope === undefined && 'upsert' in payload)) {
      return 'invalid';
    }
    return payload.url === url ? 'ok' : 'invalid';
  } catch (e) {
    return e instanceof errors.JWTExpired ? 'expired' : 'invalid';
  }
}
