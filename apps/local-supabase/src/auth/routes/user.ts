/** GET /user and PUT /user: the signed-in user, and their own changes. */

import { clientAddress } from '../../http/client-ip.js';
import { json, type Reply } from '../../http/reply.js';
import type { ServiceRequest } from '../../http/request.js';
import { isPlainObject } from '../../http/util.js';
import { type AuthDeps, currentSession, jsonBody, optionalString, validEmail } from '../context.js';
import { requestEmailChange, requireAal2IfEnrolled } from '../email-change.js';
import { authError, emailExists, rateLimited, userNotFound } from '../errors.js';
import { validatePassword } from '../passwords.js';
import { checkReauthentication } from '../reauthentication.js';
import { endOtherSessions, markPasswordSession, sessionMethod } from '../sessions.js';
import {
  checkPassword,
  findUserByEmail,
  findUserById,
  makePermanent,
  type UserRow,
  updateUser,
  userJson,
} from '../users.js';

export async function getUser(deps: AuthDeps, req: ServiceRequest): Promise<Reply> {
  const { user } = await currentSession(deps, req);
  return json(200, userJson(user));
}

/**
 * A new password needs the current one (GoTrue's `current_password`, with
 * GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD on), so a session left open on a
 * shared computer cannot take the account over. Not asked: a user with no password yet (an
 * invitation), or a session begun by an invite or recovery link, once, which is how a
 * forgotten password is replaced. Wrong guesses count against the sign-in limits.
 */
async function checkCurrentPassword(
  deps: AuthDeps,
  req: ServiceRequest,
  user: UserRow,
  sessionId: string,
  current: string | undefined,
  next: string,
): Promise<void> {
  const method = await sessionMethod(deps.db, sessionId);
  const byLink = method === 'invite' || method === 'recovery';
  if (user.encrypted_password && !byLink) {
    if (!current) {
      throw authError(
        400,
        'current_password_required',
        'Current password required when setting new password.',
      );
    }
    const ip = clientAddress(req.raw, deps.trustedProxies);
    const account = (user.email ?? user.id).toLowerCase();
    const wait = deps.limiter.attempt(ip, account);
    if (wait > 0) throw rateLimited(wait);
    if (!(await checkPassword(current, user.encrypted_password))) {
      throw authError(400, 'current_password_mismatch', 'Current password does not match.');
    }
    deps.limiter.recordSuccess(account, ip);
  }
  if (user.encrypted_password && (await checkPassword(next, user.encrypted_password))) {
    throw authError(
      422,
      'same_password',
      'New password should be different from the old password.',
    );
  }
}

export async function updateOwnUser(deps: AuthDeps, req: ServiceRequest): Promise<Reply> {
  const { user, claims } = await currentSession(deps, req);
  const body = await jsonBody(req);
  const password = optionalString(body.password, 'password');
  const sessionId = claims.session_id ?? '';
  const given = optionalString(body.email, 'email');
  const email = given ? validEmail(given) : undefined;
  const newEmail = email !== undefined && email !== user.email?.toLowerCase() ? email : undefined;
  if (user.is_anonymous && password && !email) {
    throw authError(
      422,
      'validation_failed',
      'Updating password of an anonymous user without an email or phone is not allowed',
    );
  }
  if (newEmail !== undefined) {
    const taken = await findUserByEmail(deps.db, newEmail);
    if (taken && taken.id !== user.id) throw emailExists();
    await requireAal2IfEnrolled(deps, user, sessionId);
  }
  // As GoTrue: an anonymous user adding an address while confirmations are off becomes a
  // permanent e-mail user at once (below); anyone else confirms the new address by mail.
  const byMail =
    newEmail !== undefined && (!user.is_anonymous || deps.config.email.enableConfirmations);
  if (password !== undefined) {
    validatePassword(password, deps.config.password);
    await checkReauthentication(deps, user, sessionId, optionalString(body.nonce, 'nonce'));
    const current = optionalString(body.current_password, 'current_password');
    await checkCurrentPassword(deps, req, user, sessionId, current, password);
  }
  if (byMail && newEmail !== undefined) await requestEmailChange(deps, req, user, newEmail);
  const updated = await updateUser(deps.db, user.id, {
    password,
    userMetadata: isPlainObject(body.data) ? body.data : undefined,
  });
  if (!updated) throw userNotFound();
  // An anonymous user adding an address while confirmations are off becomes a permanent
  // e-mail user at once, as GoTrue's emailChangeVerify makes them.
  if (newEmail !== undefined && !byMail) await makePermanent(deps.db, user.id, newEmail);
  if (password !== undefined) {
    // As GoTrue: a new password ends every other session of the user; this one now counts
    // as a password session, so the next change asks for the password just set.
    await endOtherSessions(deps.db, user.id, claims.session_id);
    await markPasswordSession(deps.db, sessionId);
  }
  const latest = newEmail !== undefined ? await findUserById(deps.db, user.id) : updated;
  return json(200, userJson(latest ?? updated));
}
