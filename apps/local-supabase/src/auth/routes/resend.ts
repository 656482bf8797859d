/**
 * POST /resend (supabase-js `auth.resend`), GoTrue's Resend: its checks in its order, then
 * `200 {}` whether or not the address has an account or anything is pending, so the answer
 * does not tell. `signup` sends the confirmation e-mail again to an unconfirmed account (with
 * GoTrue's e-mail limits), `email_change` the pending change's e-mails (email-change.ts);
 * `sms` and `phone_change` meet GoTrue's answer for a phone provider that is not set up.
 */
import { json, type Reply } from '../../http/reply.js';
import type { ServiceRequest } from '../../http/request.js';
import { type AuthDeps, jsonBody, optionalString, validEmail } from '../context.js';
import { requestEmailChange } from '../email-change.js';
import { authError, validationFailed } from '../errors.js';
import { resolveRedirect } from '../links.js';
import { pkceParams } from '../pkce.js';
import { findUserByEmail } from '../users.js';
import { sendConfirmation } from './signup.js';

const TYPES = ['signup', 'email_change', 'sms', 'phone_change'];

export async function resend(deps: AuthDeps, req: ServiceRequest): Promise<Reply> {
  const body = await jsonBody(req);
  const type = optionalString(body.type, 'type') ?? '';
  const email = optionalString(body.email, 'email') ?? '';
  const phone = optionalString(body.phone, 'phone') ?? '';
  if (!TYPES.includes(type)) {
    throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
  }
  const pkce = type === 'signup' || type === 'email_change' ? pkceParams(body) : undefined;
  if (email === '' && type === 'signup') {
    throw validationFailed('Type provided requires an email address');
  }
  if (phone === '' && type === 'sms') {
    throw validationFailed('Type provided requires a phone number');
  }
  if (email && phone) {
    throw validationFailed('Only an email address or phone number should be provided.');
  }
  if (phone) throw authError(400, 'phone_provider_disabled', 'Phone logins are disabled');
  if (!email) throw validationFailed('Missing email address or phone number');
  if (!deps.config.email.enableSignup) {
    throw authError(400, 'email_provider_disabled', 'Email logins are disabled');
  }
  const address = validEmail(email);
  const user = await findUserByEmail(deps.db, address);
  if (!user) return json(200, {});
  if (type === 'signup') {
    if (user.email_confirmed_at) return json(200, {});
    const redirect = resolveRedirect(deps.redirects, req.query.get('redirect_to'));
    await deps.db.transaction((tx) => sendConfirmation(deps, tx, user, redirect, pkce));
    return json(200, {});
  }
  // email_change: as GoTrue, nothing is sent when no change of address is pending;
  // otherwise the change's e-mails again (GoTrue's sendEmailChange, with its frequency limit).
  const pending = await deps.db.query<{ change: string | null }>(
    'select email_change as change from auth.users where id = $1',
    [user.id],
  );
  const change = pending[0]?.change;
  if (change) await requestEmailChange(deps, req, user, change);
  return json(200, {});
}
