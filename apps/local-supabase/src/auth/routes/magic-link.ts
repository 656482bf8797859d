/**
 * POST /otp with an e-mail address (signInWithOtp): GoTrue's Otp then MagicLink handlers.
 * `create_user: false` and no account is GoTrue's "Signups not allowed for otp". An address
 * with no confirmed account is signed up first, as GoTrue's MagicLink calls its Signup: with
 * sign-ups off that is `signup_disabled`; with confirmations on the confirmation e-mail (link
 * and code) is what arrives; with them off the account is made confirmed and the magic link
 * follows. A confirmed account gets "Your Magic Link": a link to /verify?type=magiclink and a
 * code, both a recovery token as in GoTrue, so verifyOtp takes `magiclink` or `email`.
 *
 * The answer is `200 {}` in every one of those cases, so it does not tell whether the
 * address has an account. Sending counts against the e-mail limits (email-limit.ts) before
 * anything is written; the e-mail goes out inside the transaction, so a failed send leaves no
 * account or code behind.
 */
import type { Queryable } from '../../db/types.js';
import { json, type Reply } from '../../http/reply.js';
import type { ServiceRequest } from '../../http/request.js';
import { isPlainObject } from '../../http/util.js';
import { type AuthDeps, validEmail } from '../context.js';
import { takeEmailSend } from '../email-limit.js';
import { authError, emailLoginsDisabled } from '../errors.js';
import { resolveRedirect } from '../links.js';
import { expiryText } from '../mailer.js';
import { ISSUED_AS, issue } from '../one-time.js';
import { magicLinkMail } from '../otp-mail.js';
import { flowToken, type Pkce, pkceParams, saveFlowState } from '../pkce.js';
import { createUser, findUserByEmail, type UserRow } from '../users.js';
import { actionLink, siteName } from './links.js';
import { sendConfirmation } from './signup.js';

const otpDisabled = () => authError(422, 'otp_disabled', 'Signups not allowed for otp');

export async function magicLink(
  deps: AuthDeps,
  req: ServiceRequest,
  body: Record<string, unknown>,
  email: string,
): Promise<Reply> {
  const pkce = pkceParams(body);
  if (body.create_user === false) {
    // GoTrue's shouldCreateUser answers "not allowed" for a malformed address too.
    let address: string;
    try {
      address = validEmail(email);
    } catch {
      throw otpDisabled();
    }
    if (!(await findUserByEmail(deps.db, address))) throw otpDisabled();
  }
  if (!deps.config.email.enableSignup) throw emailLoginsDisabled(422);
  const address = validEmail(email);
  const data = isPlainObject(body.data) ? body.data : {};
  const redirect = resolveRedirect(deps.redirects, req.query.get('redirect_to'));
  const existing = await findUserByEmail(deps.db, address);
  if (existing?.email_confirmed_at) {
    takeEmailSend(deps.emailLimiter, address);
    await deps.db.transaction((tx) => sendMagicLink(deps, tx, existing, redirect, pkce));
    return json(200, {});
  }
  // GoTrue's Signup, as MagicLink calls it for an address with no confirmed account.
  if (!deps.config.enableSignup) {
    throw authError(422, 'signup_disabled', 'Signups not allowed for this instance');
  }
  if (deps.config.email.enableConfirmations) {
    await deps.db.transaction(async (tx) => {
      const user =
        existing ??
        (await createUser(tx, { email: address, emailConfirm: false, userMetadata: data }));
      await sendConfirmation(deps, tx, user, redirect, pkce);
    });
    return json(200, {});
  }
  takeEmailSend(deps.emailLimiter, address);
  await deps.db.transaction(async (tx) => {
    const user = existing ?? (await createUser(tx, { email: address, userMetadata: data }));
    await sendMagicLink(deps, tx, user, redirect, pkce);
  });
  return json(200, {});
}

/** GoTrue's sendMagicLink: a recovery token with the magic link template. */
async function sendMagicLink(
  deps: AuthDeps,
  tx: Queryable,
  user: UserRow,
  redirect: string,
  pkce: Pkce | undefined,
): Promise<void> {
  if (!deps.mailer.configured) {
    deps.log('magic link e-mail not sent: no SMTP server is configured (SMTP_URL)');
    throw authError(500, 'unexpected_failure', 'Error sending magic link email');
  }
  const address = user.email ?? '';
  const issued = await issue(tx, deps.oneTime, {
    userId: user.id,
    address,
    type: ISSUED_AS.magiclink,
  });
  await tx.query('update auth.users set recovery_sent_at = now() where id = $1', [user.id]);
  await saveFlowState(tx, user.id, 'magiclink', pkce);
  try {
    await deps.mailer.send(
      magicLinkMail(
        address,
        actionLink(deps, flowToken(issued.linkToken, pkce), 'magiclink', redirect),
        issued.otp,
        siteName(deps),
        expiryText(deps.oneTime.expirySeconds),
      ),
    );
  } catch (e) {
    deps.log(`magic link e-mail could not be sent: ${(e as Error).message}`);
    throw authError(500, 'unexpected_failure', 'Error sending magic link email');
  }
}
