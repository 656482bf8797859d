/**
 * Who is calling REST or Storage: the verified JWT, and, for a user's access token, a session
 * that still exists. GoTrue ends sessions on logout, ban, password change and refresh-token
 * reuse; a token naming an ended session is refused here within SESSION_CACHE_MS, instead of
 * working until it expires. Live sessions are remembered that long so a page of requests
 * costs one lookup.
 */
import type { Queryable } from '../db/types.js';
import { isUuid, type VerifyResult } from './claims.js';
import { identify } from './jwt.js';
import type { JwtKeys } from './keys.js';

export const SESSION_CACHE_MS = 2000;
export const SESSION_ENDED = 'Session from session_id claim in JWT does not exist';

export type CallerResult = VerifyResult | { ok: false; reason: 'session_ended'; message: string };

/** Resolves a bearer token (or none) to the caller, checking the session behind it. */
export type IdentifyCaller = (token: string | undefined) => Promise<CallerResult>;

export function createCallerIdentifier(db: Queryable, keys: JwtKeys): IdentifyCaller {
  const alive = new Map<string, number>();

  const sessionAlive = async (sessionId: string, sub: string | undefined): Promise<boolean> => {
    if (!isUuid(sessionId) || !sub || !isUuid(sub)) return false;
    const key = `${sessionId}:${sub}`;
    const now = Date.now();
    if ((alive.get(key) ?? 0) > now) return true;
    const rows = await db.query('select 1 from auth.sessions where id = $1 and user_id = $2', [
      sessionId,
      sub,
    ]);
    if (rows.length === 0) {
      alive.delete(key);
      return false;
    }
    if (alive.size > 10_000) alive.clear();
    alive.set(key, now + SESSION_CACHE_MS);
    return true;
  };

  return async (token) => {
    const who = await identify(token, keys);
    if (!who.ok || who.claims.role !== 'authenticated' || who.claims.session_id === undefined) {
      return who;
    }
    if (await sessionAlive(who.claims.session_id, who.claims.sub)) return who;
    return { ok: false, reason: 'session_ended', message: SESSION_ENDED };
  };
}
