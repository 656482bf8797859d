/**
 * POST /signup in GoTrue's order (api.go's /signup route, then signup.go): no e-mail and no
 * phone asks for an anonymous sign-in (anonymous.ts); otherwise the request counts against the client's
 * sign-up limit, sign-ups must be on ([auth] enable_signup), the password must meet the rules
 * and the e-mail provider must be on. With confirmations off ([auth.email]
 * enable_confirmations = false, GoTrue's autoconfirm) the new user is signed in at once;
 * with them on a confirmation e-mail goes out and the answer is the unconfirmed user.
 *
 * Someone signing up again with an address that has an account: with confirmations off,
 * GoTrue's "User already registered"; with them on, GoTrue's stand-in user, so the answer
 * does not tell that the address is taken. An unconfirmed account (never confirmed, or
 * invited and not yet accepted) gets a fresh confirmation e-mail when confirmations are on;
 * with them off this server refuses it as registered, where GoTrue would confirm it and hand
 * a session to whoever asked (docs/decisions.md, issue 38).
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types.js';
import { clientAddress } from '../../http/client-ip.js';
import { json, type Reply } from '../../http/reply.js';
import type { ServiceRequest } from '../../http/request.js';
import { isPlainObject } from '../../http/util.js';
import { type AuthDeps, jsonBody, optionalString, validEmail } from '../context.js';
import { takeEmailSend } from '../email-limit.js';
import { authError, rateLimited, validationFailed } from '../errors.js';
import { resolveRedirect } from '../links.js';
import { confirmationMail, expiryText } from '../mailer.js';
import { issue } from '../one-time.js';
import { validatePassword } from '../passwords.js';
import { flowToken, type Pkce, pkceParams, saveFlowState } from '../pkce.js';
import { startSession } from '../sessions.js';
import { createUser, findUserByEmail, findUserById, type UserRow, userJson } from '../users.js';
import { signInAnonymously } from './anonymous.js';
import { actionLink, siteName } from './links.js';
import { sessionResponse } from './token.js';

export async function signup(deps: AuthDeps, req: ServiceRequest): Promise<Reply> {
  const body = await jsonBody(req);
  const email = typeof body.email === 'string' ? body.email : '';
  const phone = typeof body.phone === 'string' ? body.phone : '';
  if (!email && !phone) return signInAnonymously(deps, req, body);
  const wait = deps.signupLimiter.wait(clientAddress(req.raw, deps.trustedProxies));
  if (wait > 0) throw rateLimited(wait);
  if (!deps.config.enableSignup) {
    throw authError(422, 'signup_disabled', 'Signups not allowed for this instance');
  }
  const password = optionalString(body.password, 'password') ?? '';
  if (password === '') throw validationFailed('Signup requires a valid password');
  validatePassword(password, deps.config.password);
  if (email && phone) {
    throw validationFailed('Only an email address or phone number should be provided on signup.');
  }
  if (phone) throw authError(400, 'phone_provider_disabled', 'Phone signups are disabled');
  if (!deps.config.email.enableSignup) {
    throw authError(400, 'email_provider_disabled', 'Email signups are disabled');
  }
  const address = validEmail(email);
  const data = isPlainObject(body.data) ? body.data : {};
  const redirect = resolveRedirect(deps.redirects, req.query.get('redirect_to'));
  const pkce = pkceParams(body);
  const confirm = deps.config.email.enableConfirmations;

  const existing = await findUserByEmail(deps.db, address);
  if (existing) {
    if (!confirm) {
      throw authError(422, 'user_already_exists', 'User already registered');
    }
    if (existing.email_confirmed_at) return json(200, standIn(address, data));
    const again = await deps.db.transaction((tx) =>
      sendConfirmation(deps, tx, existing, redirect, pkce),
    );
    // As GoTrue: an invited user's own details are not shown to whoever asked.
    return json(
      200,
      again.invited_at
        ? { ...userJson(again), user_metadata: {}, identities: [] }
        : userJson(again),
    );
  }
  if (!confirm) {
    const signedIn = await deps.db.transaction(async (tx) => {
      const user = await createUser(tx, { email: address, password, userMetadata: data });
      return startSession(tx, user, 'password');
    });
    const { user, sessionId, refresh } = signedIn;
    return json(200, await sessionResponse(deps, user, sessionId, refresh, 'password'));
  }
  const pending = await deps.db.transaction(async (tx) => {
    const user = await createUser(tx, {
      email: address,
      password,
      emailConfirm: false,
      userMetadata: data,
    });
    return sendConfirmation(deps, tx, user, redirect, pkce);
  });
  return json(200, userJson(pending));
}

/**
 * GoTrue's sendConfirmation: a new code and link, confirmation_sent_at stamped, the e-mail
 * sent inside the transaction so a failure leaves no half-made account behind.
 */
export async function sendConfirmation(
  deps: AuthDeps,
  tx: Queryable,
  user: UserRow,
  redirect: string,
  pkce?: Pkce,
): Promise<UserRow> {
  const address = user.email ?? '';
  takeEmailSend(deps.emailLimiter, address);
  if (!deps.mailer.configured) {
    deps.log('confirmation e-mail not sent: no SMTP server is configured (SMTP_URL)');
    throw authError(500, 'unexpected_failure', 'Error sending confirmation email');
  }
  const issued = await issue(tx, deps.oneTime, {
    userId: user.id,
    address,
    type: 'confirmation_token',
  });
  await tx.query('update auth.users set confirmation_sent_at = now() where id = $1', [user.id]);
  await saveFlowState(tx, user.id, 'signup', pkce);
  try {
    await deps.mailer.send(
      confirmationMail(
        address,
        actionLink(deps, flowToken(issued.linkToken, pkce), 'signup', redirect),
        issued.otp,
        siteName(deps),
        expiryText(deps.oneTime.expirySeconds),
      ),
    );
  } catch (e) {
    deps.log(`confirmation e-mail could not be sent: ${(e as Error).message}`);
    throw authError(500, 'unexpected_failure', 'Error sending confirmation email');
  }
  return (await findUserById(tx, user.id)) ?? user;
}

/** GoTrue's sanitizeUser: a made-up unconfirmed user, shaped as a real one is. */
function standIn(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return userJson({
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    encrypted_password: null,
    email_confirmed_at: null,
    last_sign_in_at: null,
    raw_app_meta_data: { provider: 'email', providers: ['email'] },
    raw_user_meta_data: data,
    phone: null,
    banned_until: null,
    is_anonymous: false,
    confirmation_sent_at: now,
    created_at: now,
    updated_at: now,
    identities: [],
  });
}
