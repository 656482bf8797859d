/**
 * The keys tokens are signed and verified with, as a hosted project has them: an ES256 key pair
 * signs new tokens (its public half published as JWKS, with a `kid` so supabase-js' getClaims
 * verifies locally), and the legacy HS256 secret still verifies what it signed (the anon and
 * service-role JWTs, tokens minted before the switch). In legacy mode the secret signs too, and
 * the JWKS is empty, as GoTrue never publishes a symmetric key.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { link, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  decodeProtectedHeader,
  errors,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose';
import { API_ROLES, type ApiRole, type Claims, type VerifyResult } from './claims.js';

/** PostgREST allows 30 s of clock skew; so do we. */
const CLOCK_TOLERANCE = 30;

export type SigningAlgorithm = 'ES256' | 'HS256';

export interface JwtKeys {
  /** What new tokens are signed with. */
  readonly algorithm: SigningAlgorithm;
  sign(payload: Record<string, unknown>, expiresIn: number): Promise<string>;
  /** A token signed by the current key or the legacy secret, with one of the API roles. */
  verify(token: string): Promise<VerifyResult>;
  /** The public keys, as GET /auth/v1/.well-known/jwks.json answers. */
  jwks(): { keys: JWK[] };
}

type VerifyKey = Parameters<typeof jwtVerify>[1];

function checked(payload: JWTPayload): VerifyResult {
  const role = payload.role;
  if (typeof role !== 'string' || !API_ROLES.includes(role as ApiRole)) {
    return { ok: false, reason: 'invalid', message: 'JWT role is not one of the API roles' };
  }
  return { ok: true, claims: payload as Claims };
}

async function verifyWith(token: string, key: VerifyKey, alg: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [alg],
      clockTolerance: CLOCK_TOLERANCE,
    });
    return checked(payload);
  } catch (e) {
    if (e instanceof errors.JWTExpired)
      return { ok: false, reason: 'expired', message: 'JWT expired' };
    return { ok: false, reason: 'invalid', message: 'invalid JWT' };
  }
}

function signWith(
  payload: Record<string, unknown>,
  key: Parameters<SignJWT['sign']>[0],
  header: { alg: string; typ: 'JWT'; kid?: string },
  expiresIn: number,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(payload)
    .setProtectedHeader(header)
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(key);
}

/** Legacy mode: the shared secret signs and verifies everything (HS256). */
export function legacyKeys(secret: Uint8Array): JwtKeys {
  return {
    algorithm: 'HS256',
    sign: (payload, expiresIn) =>
      signWith(payload, secret, { alg: 'HS256', typ: 'JWT' }, expiresIn),
    verify: (token) => verifyWith(token, secret, 'HS256'),
    jwks: () => ({ keys: [] }),
  };
}

interface StoredKey extends JWK {
  kid: string;
  alg: 'ES256';
}

/** `<dataDir>/signing-keys.json`: the private key, made once and kept (mode 0600). */
export function signingKeyFile(dataDir: string): string {
  return path.join(dataDir, 'signing-keys.json');
}

async function loadOrCreateKey(dataDir: string): Promise<StoredKey> {
  const file = signingKeyFile(dataDir);
  const read = async () => {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as { keys?: StoredKey[] };
    const key = parsed.keys?.[0];
    if (!key?.kid || key.alg !== 'ES256' || !key.d) {
      throw new Error(`${file} does not hold an ES256 private key`);
    }
    return key;
  };
  if (existsSync(file)) return read();
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk: StoredKey = {
    ...(await exportJWK(privateKey)),
    kid: randomUUID(),
    alg: 'ES256',
    use: 'sig',
  };
  // Written whole to a file of this process's own, then linked into place: link() creates the name
  // only if it does not exist, so of two processes racing, one wins and the other reads the
  // winner's complete file (a 'wx' create would let the loser read it half-written).
  const temp = `${file}.${process.pid}.${randomUUID()}`;
  await writeFile(temp, `${JSON.stringify({ keys: [jwk] }, null, 2)}\n`, { mode: 0o600 });
  const written = await link(temp, file)
    .then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'EEXIST') return false;
        throw error;
      },
    )
    .finally(() => unlink(temp));
  return written ? jwk : read();
}

/**
 * Asymmetric mode: the data directory's ES256 key signs; it and the legacy secret verify, each
 * only for its own algorithm, so an HS256 token made with the public key as its secret (the
 * algorithm-confusion forgery) is refused.
 */
export async function asymmetricKeys(dataDir: string, secret: Uint8Array): Promise<JwtKeys> {
  const stored = await loadOrCreateKey(dataDir);
  const { d: _private, ...publicJwk } = stored;
  const privateKey = await importJWK(stored, 'ES256');
  const publicKey = await importJWK(publicJwk, 'ES256');
  const published: JWK = { ...publicJwk, key_ops: ['verify'], ext: true };
  return {
    algorithm: 'ES256',
    sign: (payload, expiresIn) =>
      signWith(payload, privateKey, { alg: 'ES256', typ: 'JWT', kid: stored.kid }, expiresIn),
    async verify(token) {
      let header: ReturnType<typeof decodeProtectedHeader>;
      try {
        header = decodeProtectedHeader(token);
      } catch {
        return { ok: false, reason: 'invalid', message: 'invalid JWT' };
      }
      if (header.alg === 'HS256') return verifyWith(token, secret, 'HS256');
      if (header.alg === 'ES256' && header.kid === stored.kid) {
        return verifyWith(token, publicKey, 'ES256');
      }
      return { ok: false, reason: 'invalid', message: 'invalid JWT' };
    },
    jwks: () => ({ keys: [published] }),
  };
}

/**
 * LOCAL_SUPABASE_JWT_ALGORITHM=HS256 keeps the legacy shared-secret signing; anything else (the
 * default, as on new hosted projects) signs with the asymmetric key.
 */
export function signingAlgorithm(value: string | undefined): SigningAlgorithm {
  if (value === undefined || value === '' || value === 'ES256') return 'ES256';
  if (value === 'HS256') return 'HS256';
  throw new Error(`LOCAL_SUPABASE_JWT_ALGORITHM must be ES256 or HS256, got ${value}`);
}

export function loadJwtKeys(
  dataDir: string,
  secret: Uint8Array,
  algorithm: SigningAlgorithm,
): Promise<JwtKeys> {
  return algorithm === 'HS256'
    ? Promise.resolve(legacyKeys(secret))
    : asymmetricKeys(dataDir, secret);
}
