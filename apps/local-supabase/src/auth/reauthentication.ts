/**
 * GoTrue's reauthentication nonce ([auth.email] secure_password_change, GoTrue's
 * GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION): a session that began more than
 * 24 hours ago may change the password only with the code /reauthenticate e-mailed. The code
 * is an auth.one_time_tokens row of type reauthentication_token (one-time.ts), used once;
 * wrong codes count against it as wrong one-time codes do, and retire it.
 */
import type { Queryable } from '../db/types.js';
import type { AuthDeps } from './context.js';
import { authError } from './errors.js';
import { consume, findByCode, retire } from './one-time.js';
import type { UserRow } from './users.js';

/** GoTrue's window: a session younger than this changes its password without a nonce. */
export const RECENT_SIGN_IN_SECONDS = 24 * 60 * 60;

const INVALID_NONCE = 'Nonce has expired or is invalid';

async function sessionAgeSeconds(db: Queryable, sessionId: string): Promise<number | undefined> {
  const rows = await db.query<{ age: number }>(
    `select extract(epoch from (now() - created_at))::float8 as age
       from auth.sessions where id::text = $1`,
    [sessionId],
  );
  return rows[0] === undefined ? undefined : Number(rows[0].age);
}

/**
 * Throws GoTrue's answer when a password change needs a nonce and `nonce` is missing or not
 * the user's current reauthentication code; uses the code up when it is.
 */
export async function checkReauthentication(
  deps: AuthDeps,
  user: UserRow,
  sessionId: string,
  nonce: string | undefined,
): Promise<void> {
  if (!deps.config.email.securePasswordChange) return;
  const age = await sessionAgeSeconds(deps.db, sessionId);
  const recent = deps.recentSignInSeconds ?? RECENT_SIGN_IN_SECONDS;
  if (age !== undefined && age <= recent) return;
  if (!nonce) {
    throw authError(400, 'reauthentication_needed', 'Password update requires reauthentication');
  }
  const invalid = authError(422, 'reauthentication_not_valid', INVALID_NONCE);
  const valid = await deps.db.transaction(async (tx) => {
    const found = await findByCode(tx, user.id, nonce, ['reauthentication_token']);
    if (found.kind === 'none') return false;
    if (found.kind === 'wrong') {
      for (const row of found.rows) {
        if (deps.verifyLimits.wrongTry(row.id)) await retire(tx, row);
      }
      return false;
    }
    deps.verifyLimits.forget(found.row.id);
    if (Number(found.row.age) > deps.oneTime.expirySeconds) {
      await retire(tx, found.row);
      return false;
    }
    return consume(tx, found.row);
  });
  if (!valid) throw invalid;
}
