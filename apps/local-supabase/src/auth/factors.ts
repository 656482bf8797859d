/**
 * The SQL of MFA (auth.mfa_factors, mfa_challenges, mfa_amr_claims) and of a session's
 * assurance level: aal2 once a verified factor has been passed in it, with the methods passed
 * as its amr claims, most recent first, as GoTrue signs them.
 */
import type { Queryable } from '../db/types.js';
import { isUuid } from '../identity/claims.js';

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'verified' | 'unverified';
  secret: string;
  created_at: string;
  updated_at: string;
  last_challenged_at: string | null;
  last_step: number | null;
}

const FACTOR_JSON = 'row_to_json(f)::text as json';
const parse = (rows: { json: string }[]) => rows.map((r) => JSON.parse(r.json) as FactorRow);

/** A factor as GoTrue shows it (never its secret). */
export function factorJson(f: FactorRow): Record<string, unknown> {
  return {
    id: f.id,
    friendly_name: f.friendly_name ?? undefined,
    factor_type: f.factor_type,
    status: f.status,
    created_at: f.created_at,
    updated_at: f.updated_at,
    last_challenged_at: f.last_challenged_at,
  };
}

/** The SQL expression of a user's factors as JSON, for the user object (users.ts). */
export const FACTORS_OF_U = `(select coalesce(jsonb_agg(jsonb_build_object(
    'id', f.id, 'friendly_name', f.friendly_name, 'factor_type', f.factor_type,
    'status', f.status, 'created_at', f.created_at, 'updated_at', f.updated_at,
    'last_challenged_at', f.last_challenged_at) order by f.created_at), '[]'::jsonb)
  from auth.mfa_factors f where f.user_id = u.id)`;

export async function userFactors(db: Queryable, userId: string): Promise<FactorRow[]> {
  return parse(
    await db.query<{ json: string }>(
      `select ${FACTOR_JSON} from auth.mfa_factors f where f.user_id = $1 order by f.created_at`,
      [userId],
    ),
  );
}

export async function findFactor(
  db: Queryable,
  userId: string,
  factorId: string,
  lock = false,
): Promise<FactorRow | undefined> {
  if (!isUuid(factorId)) return undefined;
  const rows = await db.query<{ json: string }>(
    `select ${FACTOR_JSON} from auth.mfa_factors f where f.id = $1 and f.user_id = $2${lock ? ' for update' : ''}`,
    [factorId, userId],
  );
  return parse(rows)[0];
}

export async function insertFactor(
  db: Queryable,
  userId: string,
  friendlyName: string,
  secret: string,
): Promise<FactorRow> {
  const rows = await db.query<{ json: string }>(
    `insert into auth.mfa_factors as f (user_id, friendly_name, factor_type, secret)
     values ($1, $2, 'totp', $3) returning ${FACTOR_JSON}`,
    [userId, friendlyName, secret],
  );
  const factor = parse(rows)[0];
  if (!factor) throw new Error('insert returned no row');
  return factor;
}

export async function deleteFactor(db: Queryable, factorId: string): Promise<void> {
  await db.query('delete from auth.mfa_factors where id = $1', [factorId]);
}

/** GoTrue's DowngradeSessionsToAAL1: sessions that passed this factor fall back to aal1. */
export async function downgradeSessions(db: Queryable, factorId: string): Promise<void> {
  await db.query(
    `delete from auth.mfa_amr_claims c using auth.sessions s
      where c.session_id = s.id and s.factor_id = $1 and c.authentication_method = 'totp'`,
    [factorId],
  );
  await db.query(`update auth.sessions set aal = 'aal1', factor_id = null where factor_id = $1`, [
    factorId,
  ]);
}

/** Unverified factors older than GoTrue's factor expiry (5 minutes) are dropped. */
export async function deleteExpiredFactors(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified'
        and created_at < now() - interval '5 minutes'`,
    [userId],
  );
}

export async function sessionAal(db: Queryable, sessionId: string): Promise<'aal1' | 'aal2'> {
  const rows = await db.query<{ aal: 'aal1' | 'aal2' }>(
    'select aal from auth.sessions where id = $1',
    [isUuid(sessionId) ? sessionId : null],
  );
  return rows[0]?.aal ?? 'aal1';
}

export interface AmrEntry {
  method: string;
  timestamp: number;
}

/**
 * The session's amr: the way it began (its `method`, at its start) and every factor passed
 * since, most recent first.
 */
export async function sessionAmr(
  db: Queryable,
  sessionId: string,
): Promise<{
  aal: 'aal1' | 'aal2';
  amr: AmrEntry[];
}> {
  const id = isUuid(sessionId) ? sessionId : null;
  const rows = await db.query<{
    method: string;
    ts: number;
    aal: 'aal1' | 'aal2';
    began: boolean;
  }>(
    `select s.method, extract(epoch from s.created_at)::bigint as ts, s.aal, true as began
       from auth.sessions s where s.id = $1
     union all
     select c.authentication_method, extract(epoch from c.updated_at)::bigint, s.aal, false
       from auth.mfa_amr_claims c join auth.sessions s on s.id = c.session_id
      where c.session_id = $1 and c.authentication_method <> s.method`,
    [id],
  );
  // Timestamps are whole seconds: a factor passed in the session's first second still comes
  // before the way the session began.
  const amr = rows
    .sort((a, b) => Number(b.ts) - Number(a.ts) || Number(a.began) - Number(b.began))
    .map((r) => ({ method: r.method, timestamp: Number(r.ts) }));
  return { aal: rows[0]?.aal ?? 'aal1', amr };
}
