/**
 * POST /recover (resetPasswordForEmail): e-mails a recovery link when the address has an
 * account. The answer is `200 {}` either way, sent before the e-mail goes out so its timing
 * does not tell either; GoTrue's e-mail rate limits apply to every address alike.
 */
import { json, type Reply } from '../../http/reply.js';
import type { ServiceRequest } from '../../http/request.js';
import { type AuthDeps, jsonBody, optionalString, validEmail } from '../context.js';
import { takeEmailSend } from '../email-limit.js';
import { emailLoginsDisabled } from '../errors.js';
import { resolveRedirect } from '../links.js';
import { expiryText, recoveryMail } from '../mailer.js';
import { flowToken, type Pkce, pkceParams, saveFlowState } from '../pkce.js';
import { findUserByEmail } from '../users.js';
import { actionLink, issueFor, siteName } from './links.js';

export async function recover(deps: AuthDeps, req: ServiceRequest): Promise<Reply> {
  if (!deps.config.email.enableSignup) throw emailLoginsDisabled(400);
  const body = await jsonBody(req);
  const email = validEmail(optionalString(body.email, 'email'));
  takeEmailSend(deps.emailLimiter, email);
  const redirect = resolveRedirect(deps.redirects, req.query.get('redirect_to'));
  const pkce = pkceParams(body);
  void sendRecovery(deps, email, redirect, pkce).catch((e: unknown) => {
    deps.log(`recovery e-mail could not be sent: ${(e as Error).message}`);
  });
  return json(200, {});
}

async function sendRecovery(
  deps: AuthDeps,
  email: string,
  redirect: string,
  pkce: Pkce | undefined,
): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  if (!deps.mailer.configured) {
    deps.log('recovery e-mail not sent: no SMTP server is configured (SMTP_URL)');
    return;
  }
  const link = await issueFor(deps, user, 'recovery');
  await deps.db.query('update auth.users set recovery_sent_at = now() where id = $1', [user.id]);
  await saveFlowState(deps.db, user.id, 'recovery', pkce);
  await deps.mailer.send(
    recoveryMail(
      user.email ?? email,
      actionLink(deps, flowToken(link.linkToken, pkce), 'recovery', redirect),
      siteName(deps),
      expiryText(deps.oneTime.expirySeconds),
    ),
  );
}
