/**
 * Who is calling REST or Storage: the verified JWT, and, for a user's access token, a session
 * that still exists. GoTrue ends sessions on logout, ban, password change and refresh-token
 * reuse; a token naming an ended session is refused here within SESSION_CACHE_MS, instead of
 * working until it expires. Live sessions are remembered that long so a page of requests
 * costs one lookup.
 */
import type { Ctx } from '../context.js';
import { type Claims, identify, type VerifyResult } from './jwt.js';
import { isUuid } from './users.js';

export const SESSION_CACHE_MS = 2000;
export const SESSION_ENDED = 'Session from session_id claim in JWT does not exist';

const alive = new WeakMap<Ctx, Map<string, number>>();

async function sessionAlive(ctx: Ctx, claims: Claims): Promise<boolean> {
  const id = claims.session_id ?? '';
  if (!isUuid(id) || !claims.sub || !isUuid(claims.sub)) return false;
  let cache = alive.get(ctx);
  if (!cache) {
    cache = new Map();
    alive.set(ctx, cache);
  }
  const key = `${id}:${claims.sub}`;
  const now = Date.now();
  if ((cache.get(key) ?? 0) > now) return true;
  const rows = await ctx.db.query('select 1 from auth.sessions where id = $1 and user_id = $2', [
    id,
    claims.sub,
  ]);
  if (rows.length === 0) {
    cache.delete(key);
    return false;
  }
  if (cache.size > 10_000) cache.clear();
  cache.set(key, now + SESSION_CACHE_MS);
  return true;
}

export type CallerResult = VerifyResult | { ok: false; reason: 'session_ended'; message: string };

export async function identifyCaller(ctx: Ctx, token: string | undefined): Promise<CallerResult> {
  const who = await identify(token, ctx.secret);
  if (!who.ok || who.claims.role !== 'authenticated' || who.claims.session_id === undefined) {
    return who;
  }
  if (await sessionAlive(ctx, who.claims)) return who;
  return { ok: false, reason: 'session_ended', message: SESSION_ENDED };
}
