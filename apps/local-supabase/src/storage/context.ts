/** What every storage endpoint needs, and the two steps most of them start with. */
import type { Db } from '../db/types.js';
import type { Reply } from '../http/reply.js';
import type { ServiceRequest } from '../http/request.js';
import { isPlainObject, parseJson, readBody } from '../http/util.js';
import type { IdentifyCaller } from '../identity/caller.js';
import type { Claims } from '../identity/claims.js';
import type { WriteGate } from '../write-gate.js';
import { invalidInput, storageError } from './errors.js';
import type { ObjectFiles } from './files.js';

export interface StorageDeps {
  db: Db;
  /** Signs and checks signed-URL tokens. */
  secret: Uint8Array;
  identify: IdentifyCaller;
  files: ObjectFiles;
  /** Held shared by every change to rows and files together (write-gate.ts). */
  gate: WriteGate;
}

/** An endpoint on one object: `key` is the object's path inside the bucket. */
export type ObjectRoute = (
  deps: StorageDeps,
  req: ServiceRequest,
  bucketId: string,
  key: string,
) => Promise<Reply>;

/** An endpoint on a bucket's objects as a whole (list, remove many). */
export type BucketRoute = (
  deps: StorageDeps,
  req: ServiceRequest,
  bucketId: string,
) => Promise<Reply>;

/** The caller's claims; a bad or ended token is Storage's 403 AccessDenied. */
export async function caller(deps: StorageDeps, req: ServiceRequest): Promise<Claims> {
  // storage-api reads the Authorization header only (the apikey header is the gateway's), and
  // jose refuses the empty token it finds without one.
  const authorization = (req.header('authorization') ?? '').replace(/^bearer\s+/i, '');
  if (authorization.trim() === '') {
    throw storageError(403, 'AccessDenied', 'Unauthorized', 'Invalid Compact JWS');
  }
  const who = await deps.identify(authorization.trim());
  if (!who.ok) {
    throw storageError(
      403,
      'AccessDenied',
      'Unauthorized',
      who.reason === 'expired'
        ? 'jwt expired'
        : who.reason === 'session_ended'
          ? who.message
          : 'invalid signature',
    );
  }
  return who.claims;
}

/** A small JSON object body (list, sign, move, remove many). */
export async function jsonBody(req: ServiceRequest): Promise<Record<string, unknown>> {
  const buf = await readBody(req.raw, 1024 * 1024);
  if (buf.length === 0) return {};
  const parsed = parseJson(buf);
  if (!parsed.ok || !isPlainObject(parsed.value)) {
    throw invalidInput('Body must be a JSON object');
  }
  return parsed.value;
}

/** The caller's claims, then the request's JSON object body: how every endpoint with a body starts. */
export async function callerAndBody(
  deps: StorageDeps,
  req: ServiceRequest,
): Promise<{ claims: Claims; body: Record<string, unknown> }> {
  const claims = await caller(deps, req);
  return { claims, body: await jsonBody(req) };
}
