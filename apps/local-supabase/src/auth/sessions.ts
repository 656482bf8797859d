/**
 * The SQL of sessions and refresh tokens (auth.sessions, auth.refresh_tokens). Refresh tokens
 * are opaque and stored only as SHA-256 hashes; each use rotates them.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/types.js';
import { isUuid } from '../identity/claims.js';
import { USER_JSON, type UserRow } from './users.js';

/** How a session began: its access tokens' amr method. */
export type SessionMethod = 'password' | 'invite' | 'recovery' | 'otp' | 'anonymous';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function newRefreshToken(
  tx: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await tx.query(
    'insert into auth.refresh_tokens (token_hash, user_id, session_id, parent) values ($1, $2, $3, $4)',
    [hashToken(token), userId, sessionId, parent],
  );
  return token;
}

/** A signed-in user: last_sign_in_at stamped, a new session and its first refresh token. */
export async function startSession(
  tx: Queryable,
  user: UserRow,
  method: SessionMethod = 'password',
): Promise<{ user: UserRow; sessionId: string; refresh: string }> {
  const rows = await tx.query<{ json: string }>(
    `update auth.users u set last_sign_in_at = now() where id = $1 returning ${USER_JSON}`,
    [user.id],
  );
  const fresh = rows[0] ? (JSON.parse(rows[0].json) as UserRow) : user;
  const session = await tx.query<{ id: string }>(
    'insert into auth.sessions (user_id, method) values ($1, $2) returning id::text',
    [user.id, method],
  );
  const sessionId = session[0]?.id ?? '';
  const refresh = await newRefreshToken(tx, user.id, sessionId, null);
  return { user: fresh, sessionId, refresh };
}

export interface StoredRefreshToken {
  id: string;
  user_id: string;
  session_id: string;
  revoked: boolean;
  /** Milliseconds since it was issued or rotated. */
  age_ms: number;
}

/** The refresh token behind `token`, locked for this transaction. */
export async function lockRefreshToken(
  tx: Queryable,
  token: string,
): Promise<StoredRefreshToken | undefined> {
  const rows = await tx.query<{
    id: string;
    user_id: string;
    session_id: string;
    revoked: boolean;
    age_ms: number;
  }>(
    `select id::text, user_id::text, session_id::text, revoked,
            (extract(epoch from (now() - updated_at)) * 1000)::int as age_ms
       from auth.refresh_tokens where token_hash = $1 for update`,
    [hashToken(token)],
  );
  return rows[0];
}

/** Marks a token used and hands out its successor in the same session. */
export async function rotateRefreshToken(
  tx: Queryable,
  stored: StoredRefreshToken,
  token: string,
): Promise<string> {
  await tx.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1 and not revoked',
    [stored.id],
  );
  await tx.query('update auth.sessions set updated_at = now() where id = $1', [stored.session_id]);
  return newRefreshToken(tx, stored.user_id, stored.session_id, hashToken(token));
}

export async function sessionExists(
  db: Queryable,
  sessionId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db.query('select 1 from auth.sessions where id = $1 and user_id = $2', [
    isUuid(sessionId) ? sessionId : null,
    userId,
  ]);
  return rows.length > 0;
}

export async function endSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('delete from auth.sessions where id = $1', [sessionId]);
}

export async function endUserSessions(db: Queryable, userId: string): Promise<void> {
  await db.query('delete from auth.sessions where user_id = $1', [userId]);
}

export async function endOtherSessions(
  db: Queryable,
  userId: string,
  keep: string | undefined,
): Promise<void> {
  await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, keep]);
}

/** How the session began (password when it no longer exists). */
export async function sessionMethod(db: Queryable, sessionId: string): Promise<SessionMethod> {
  const rows = await db.query<{ method: SessionMethod }>(
    'select method from auth.sessions where id = $1',
    [isUuid(sessionId) ? sessionId : null],
  );
  return rows[0]?.method ?? 'password';
}

/** After the password is set, the session counts as a password one. */
export async function markPasswordSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query(`update auth.sessions set method = 'password' where id = $1`, [
    isUuid(sessionId) ? sessionId : null,
  ]);
}
