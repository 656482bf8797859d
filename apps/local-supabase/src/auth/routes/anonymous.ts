/**
 * Anonymous sign-in (POST /signup with neither e-mail nor phone), as GoTrue's /signup route
 * and SignupAnonymously answer it: off unless [auth] enable_anonymous_sign_ins, then at most
 * [auth.rate_limit] anonymous_users per client address an hour, then refused while sign-ups
 * are off, else a user with `is_anonymous` and a session whose JWT says so (amr `anonymous`).
 */
import { clientAddress } from '../../http/client-ip.js';
import { json, type Reply } from '../../http/reply.js';
import type { ServiceRequest } from '../../http/request.js';
import { isPlainObject } from '../../http/util.js';
import type { AuthDeps } from '../context.js';
import { authError, rateLimited } from '../errors.js';
import { startSession } from '../sessions.js';
import { createAnonymousUser } from '../users.js';
import { sessionResponse } from './token.js';

export async function signInAnonymously(
  deps: AuthDeps,
  req: ServiceRequest,
  body: Record<string, unknown>,
): Promise<Reply> {
  if (!deps.config.anonymousSignIns) {
    throw authError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  const wait = deps.anonymousLimiter.wait(clientAddress(req.raw, deps.trustedProxies));
  if (wait > 0) throw rateLimited(wait);
  if (!deps.config.enableSignup) {
    throw authError(422, 'signup_disabled', 'Signups not allowed for this instance');
  }
  const data = isPlainObject(body.data) ? body.data : {};
  const { user, sessionId, refresh } = await deps.db.transaction(async (tx) =>
    startSession(tx, await createAnonymousUser(tx, data), 'anonymous'),
  );
  return json(200, await sessionResponse(deps, user, sessionId, refresh, 'anonymous'));
}
