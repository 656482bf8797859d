/**
 * Runs work as the API caller, the way PostgREST and Supabase Storage do: one transaction,
 * `role` set transaction-locally to anon / authenticated / service_role, and the JWT claims
 * published in `request.jwt.claims` (plus the legacy per-claim settings storage uses), so the
 * RLS policies in supabase/migrations make every decision.
 */
import type { Claims } from '../auth/jwt.js';
import type { Db, Queryable } from './index.js';

export interface RequestInfo {
  method: string;
  path: string;
  readOnly?: boolean;
}

export async function setRole(tx: Queryable, claims: Claims, info: RequestInfo): Promise<void> {
  // One round trip: transaction_read_only may be switched on at any point of a transaction.
  await tx.query(
    `select set_config('transaction_read_only', $7, true),
            set_config('role', $1, true),
            set_config('request.jwt.claims', $2, true),
            set_config('request.jwt.claim.sub', $3, true),
            set_config('request.jwt.claim.role', $1, true),
            set_config('request.jwt.claim.email', $4, true),
            set_config('request.method', $5, true),
            set_config('request.path', $6, true)`,
    [
      claims.role,
      JSON.stringify(claims),
      claims.sub ?? '',
      claims.email ?? '',
      info.method,
      info.path,
      info.readOnly ? 'on' : 'off',
    ],
  );
}

export function asCaller<T>(
  db: Db,
  claims: Claims,
  info: RequestInfo,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await setRole(tx, claims, info);
    return fn(tx);
  });
}

/** Thrown inside a transaction to roll it back while still answering (Prefer: tx=rollback). */
export class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super('rollback');
  }
}
