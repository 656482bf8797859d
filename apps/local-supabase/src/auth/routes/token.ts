/**
 * POST /token?grant_type=password|refresh_token: sign-in and refresh with rotation
 * (grant_type=pkce: pkce-grant.ts).
 */

import { clientAddress } from '../../http/client-ip.js';
import { json, type Reply } from '../../http/reply.js';
import type { ServiceRequest } from '../../http/request.js';
import { type AuthDeps, jsonBody } from '../context.js';
import {
  authError,
  emailLoginsDisabled,
  invalidCredentials,
  rateLimited,
  validationFailed,
} from '../errors.js';
import { sessionAmr } from '../factors.js';
import {
  endSession,
  lockRefreshToken,
  rotateRefreshToken,
  type SessionMethod,
  sessionMethod,
  startSession,
} from '../sessions.js';
import { checkPassword, findUserByEmail, findUserById, type UserRow, userJson } from '../users.js';
import { idTokenGrant, phoneLoginsDisabled, web3Disabled } from './disabled.js';

export async function token(deps: AuthDeps, req: ServiceRequest): Promise<Reply> {
  const body = await jsonBody(req);
  const grant = req.query.get('grant_type');
  if (grant === 'password') return json(200, await passwordGrant(deps, req, body));
  if (grant === 'refresh_token') return json(200, await refreshGrant(deps, body));
  if (grant === 'id_token') idTokenGrant(body);
  if (grant === 'web3') throw web3Disabled();
  throw authError(400, 'invalid_credentials', 'unsupported_grant_type');
}

export function banned(user: UserRow): boolean {
  return user.banned_until !== null && new Date(user.banned_until).getTime() > Date.now();
}

async function passwordGrant(deps: AuthDeps, req: ServiceRequest, body: Record<string, unknown>) {
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  const phone = typeof body.phone === 'string' ? body.phone.trim() : '';
  if (email && phone) {
    throw validationFailed('Only an email address or phone number should be provided on login.');
  }
  if (phone) throw phoneLoginsDisabled();
  if (email && !deps.config.email.enableSignup) throw emailLoginsDisabled(422);
  if (!email || !password) throw validationFailed('missing email or phone');
  const ip = clientAddress(req.raw, deps.trustedProxies);
  const account = email.toLowerCase();
  // Counted before the hash is checked: parallel guesses cannot all pass the check.
  const wait = deps.limiter.attempt(ip, account);
  if (wait > 0) throw rateLimited(wait);
  const user = await findUserByEmail(deps.db, email);
  // Always run bcrypt, against a dummy hash for unknown users: same answer, same time.
  const good = await checkPassword(password, user?.encrypted_password ?? null);
  if (!user || !good || !user.encrypted_password) throw invalidCredentials();
  if (banned(user)) throw invalidCredentials();
  deps.limiter.recordSuccess(account, ip);
  // Only after the password was right, as GoTrue: the answer tells nothing to a guesser.
  if (!user.email_confirmed_at) throw authError(400, 'email_not_confirmed', 'Email not confirmed');
  const signedIn = await deps.db.transaction((tx) => startSession(tx, user));
  return sessionResponse(deps, signedIn.user, signedIn.sessionId, signedIn.refresh);
}

async function refreshGrant(deps: AuthDeps, body: Record<string, unknown>) {
  const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
  if (!token) throw validationFailed('Refresh Token is missing');
  const notFound = () =>
    authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  const result = await deps.db.transaction(async (tx) => {
    const stored = await lockRefreshToken(tx, token);
    if (!stored) return { error: notFound() };
    // A rotated token presented again. Shortly after rotation it is a benign race (two tabs
    // refreshing at once): hand out a fresh child. Later it means the token leaked: revoke the
    // whole session so neither holder keeps access.
    if (stored.revoked && stored.age_ms >= deps.refreshReuseIntervalMs) {
      await endSession(tx, stored.session_id);
      return {
        error: authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
      };
    }
    const refresh = await rotateRefreshToken(tx, stored, token);
    const user = await findUserById(tx, stored.user_id);
    if (!user) return { error: notFound() };
    if (banned(user)) return { error: authError(400, 'user_banned', 'User is banned') };
    const method = await sessionMethod(tx, stored.session_id);
    return { user, sessionId: stored.session_id, refresh, method };
  });
  // The session revocation above must commit, so the error is thrown after the transaction.
  if ('error' in result) throw result.error;
  return sessionResponse(deps, result.user, result.sessionId, result.refresh, result.method);
}

/** GoTrue's session JSON: a signed access token, its expiry, the refresh token, the user. */
export async function sessionResponse(
  deps: AuthDeps,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  method: SessionMethod = 'password',
) {
  const now = Math.floor(Date.now() / 1000);
  const passed = await sessionAmr(deps.db, sessionId);
  const claims = {
    iss: `${deps.url()}/auth/v1`,
    aud: 'authenticated',
    sub: user.id,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    role: 'authenticated',
    aal: passed.aal,
    amr: passed.amr.length ? passed.amr : [{ method, timestamp: now }],
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
  const accessToken = await deps.keys.sign(claims, deps.jwtExpiry);
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: deps.jwtExpiry,
    expires_at: now + deps.jwtExpiry,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}
