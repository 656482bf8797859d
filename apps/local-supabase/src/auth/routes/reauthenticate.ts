/**
 * GET /reauthenticate (supabase-js `auth.reauthenticate()`), GoTrue's Reauthenticate: the
 * signed-in user with a confirmed address is e-mailed a code to pass as `nonce` with a
 * password change (reauthentication.ts). E-mail limits as every other e-mail this server
 * sends; the e-mail goes out inside the transaction, so a failed send leaves no code.
 */
import { json, type Reply } from '../../http/reply.js';
import type { ServiceRequest } from '../../http/request.js';
import { type AuthDeps, currentSession } from '../context.js';
import { takeEmailSend } from '../email-limit.js';
import { authError, validationFailed } from '../errors.js';
import { expiryText } from '../mailer.js';
import { issue } from '../one-time.js';
import { reauthenticationMail } from '../otp-mail.js';

export async function reauthenticate(deps: AuthDeps, req: ServiceRequest): Promise<Reply> {
  const { user } = await currentSession(deps, req);
  const email = user.email ?? '';
  if (!email && !user.phone) {
    throw validationFailed('Reauthentication requires the user to have an email or a phone number');
  }
  if (email && !user.email_confirmed_at) {
    throw authError(422, 'email_not_confirmed', 'Please verify your email first.');
  }
  takeEmailSend(deps.emailLimiter, email);
  await deps.db.transaction(async (tx) => {
    if (!deps.mailer.configured) {
      deps.log('reauthentication e-mail not sent: no SMTP server is configured (SMTP_URL)');
      throw authError(500, 'unexpected_failure', 'Error sending reauthentication email');
    }
    const issued = await issue(tx, deps.oneTime, {
      userId: user.id,
      address: email,
      type: 'reauthentication_token',
    });
    try {
      await deps.mailer.send(
        reauthenticationMail(email, issued.otp, expiryText(deps.oneTime.expirySeconds)),
      );
    } catch (e) {
      deps.log(`reauthentication e-mail could not be sent: ${(e as Error).message}`);
      throw authError(500, 'unexpected_failure', 'Error sending reauthentication email');
    }
  });
  return json(200, {});
}
