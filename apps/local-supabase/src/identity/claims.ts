/**
 * Who a request speaks for, as every layer sees it: the API roles and the JWT claims that carry
 * them. Kept apart from auth/ (the GoTrue service that issues tokens), so the database, REST and
 * storage layers depend on the shape of an identity and not on the service that makes one.
 */
import type { JWTPayload } from 'jose';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';
export const API_ROLES: readonly ApiRole[] = ['anon', 'authenticated', 'service_role'];

export interface Claims extends JWTPayload {
  role: ApiRole;
  sub?: string;
  email?: string;
  session_id?: string;
}

export type VerifyResult =
  | { ok: true; claims: Claims }
  | { ok: false; reason: 'expired' | 'invalid'; message: string };

/** The anonymous caller: no token at all. */
export const ANON: Claims = { role: 'anon' };

/** User ids and session ids are UUIDs; anything else never reaches a uuid-typed query. */
export function isUuid(s: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);
}
