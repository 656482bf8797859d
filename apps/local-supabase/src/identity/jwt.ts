/** JWT checks every layer shares, and storage's signed-URL tokens (HS256 with the legacy secret). */
import { errors, jwtVerify, SignJWT } from 'jose';
import type { VerifyResult } from './claims.js';
import type { JwtKeys } from './keys.js';

/** A user's or an API key's JWT, checked against the project's keys (identity/keys.ts). */
export function verifyJwt(token: string, keys: JwtKeys): Promise<VerifyResult> {
  return keys.verify(token);
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
export async function identify(token: string | undefined, keys: JwtKeys): Promise<VerifyResult> {
  if (!token) return { ok: true, claims: { role: 'anon' } };
  return keys.verify(token);
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
