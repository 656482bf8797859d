/**
 * Runs work as the API caller, the way PostgREST and Supabase Storage do: one transaction,
 * `role` set transaction-locally to anon / authenticated / service_role, and the JWT claims
 * published in `request.jwt.claims` (plus the legacy per-claim settings storage uses), so the
 * RLS policies in supabase/migrations make every decision.
 *
 * Like PostgREST, it applies the role's own settings: `alter role anon set statement_timeout`
 * (db/platform.sql, as hosted Supabase configures it) becomes the transaction's timeout.
 */
import type { Claims } from '../identity/claims.js';
import type { Db, Queryable } from './types.js';

export interface RequestInfo {
  method: string;
  path: string;
  readOnly?: boolean;
  /** The transaction's search_path (REST: the request's schema, then extra_search_path). */
  searchPath?: readonly string[] | undefined;
  /** The request's headers as PostgREST publishes them in `request.headers` (JSON text). */
  headers?: string | undefined;
}

export async function setRole(
  tx: Queryable,
  claims: Claims,
  info: RequestInfo,
  timeoutMs = 0,
): Promise<void> {
  // One round trip: transaction_read_only may be switched on at any point of a transaction.
  await tx.query(
    `select set_config('transaction_read_only', $7, true),
            set_config('role', $1, true),
            set_config('request.jwt.claims', $2, true),
            set_config('request.jwt.claim.sub', $3, true),
            set_config('request.jwt.claim.role', $1, true),
            set_config('request.jwt.claim.email', $4, true),
            set_config('request.method', $5, true),
            set_config('request.path', $6, true),
            set_config('statement_timeout', $8, true),
            set_config('search_path', coalesce($9, current_setting('search_path')), true),
            set_config('request.headers', $10, true)`,
    [
      claims.role,
      JSON.stringify(claims),
      claims.sub ?? '',
      claims.email ?? '',
      info.method,
      info.path,
      info.readOnly ? 'on' : 'off',
      `${timeoutMs}ms`,
      info.searchPath ? info.searchPath.map((s) => `"${s.replace(/"/g, '""')}"`).join(', ') : null,
      info.headers ?? '{}',
    ],
  );
}

export function asCaller<T>(
  db: Db,
  claims: Claims,
  info: RequestInfo,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const timeoutMs = db.roleTimeoutsMs.get(claims.role) ?? 0;
  return db.transaction(
    async (tx) => {
      await setRole(tx, claims, info, timeoutMs);
      return fn(tx);
    },
    { statementTimeoutMs: timeoutMs },
  );
}

/** Thrown inside a transaction to roll it back while still answering (Prefer: tx=rollback). */
export class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super('rollback');
  }
}

/** Parses a PostgreSQL duration setting ("3s", "8000", "2min") into milliseconds. */
export function durationMs(value: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(us|ms|s|min|h|d)?\s*$/.exec(value);
  if (!m) return 0;
  const n = Number(m[1]);
  const unit = m[2] ?? 'ms';
  const factor: Record<string, number> = {
    us: 0.001,
    ms: 1,
    s: 1000,
    min: 60_000,
    h: 3_600_000,
    d: 86_400_000,
  };
  return Math.round(n * (factor[unit] ?? 1));
}

/** Reads each API role's statement_timeout (from ALTER ROLE ... SET) into db.roleTimeoutsMs. */
export async function loadRoleTimeouts(db: Db): Promise<void> {
  const rows = await db.query<{ role: string; setting: string }>(
    `select r.rolname as role, substr(c, length('statement_timeout=') + 1) as setting
       from pg_db_role_setting s
       join pg_roles r on r.oid = s.setrole
       cross join lateral unnest(s.setconfig) c
      where s.setdatabase = 0
        and r.rolname in ('anon', 'authenticated', 'service_role')
        and c like 'statement_timeout=%'`,
  );
  db.roleTimeoutsMs.clear();
  for (const r of rows) db.roleTimeoutsMs.set(r.role, durationMs(r.setting));
}
