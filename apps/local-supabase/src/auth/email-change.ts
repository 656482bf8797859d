/**
 * A signed-in user's change of e-mail address, as GoTrue's sendEmailChange (mail.go) asks for
 * it and its emailChangeVerify (verify.go) completes it.
 *
 * Asking: the new address gets a link and a code; with `[auth.email] double_confirm_changes`
 * (GoTrue's SECURE_EMAIL_CHANGE_ENABLED) the current address gets its own, and both must be
 * used, unless confirmations are off (GoTrue's autoconfirm), when either one completes the
 * change. The pending address is `email_change` on the user (`new_email` in its JSON). Asking
 * again replaces the earlier codes; asking within `max_frequency` of the last mails is refused.
 *
 * Completing: the user's address becomes the new one, confirmed, with its email identity
 * (an anonymous user becomes permanent), and every code the user still had is void.
 */
import type { Queryable } from '../db/types.js';
import type { ServiceRequest } from '../http/request.js';
import type { AuthDeps } from './context.js';
import { takeEmailSend } from './email-limit.js';
import { authError, emailExists } from './errors.js';
import { sessionAmr } from './factors.js';
import { resolveRedirect } from './links.js';
import { expiryText, linkAndCodeMail, type Mail } from './mailer.js';
import { type Issued, issue, type StoredToken } from './one-time.js';
import { actionLink, siteName } from './routes/links.js';
import type { UserRow } from './users.js';

/** GoTrue's answer to the first of two confirmations (verify.go). */
export const SINGLE_CONFIRMATION_ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/** GoTrue's email_change template (its default subject), with the code beside the link. */
export function emailChangeMail(
  to: string,
  newEmail: string,
  link: string,
  otp: string,
  site: string,
  expiry: string,
): Mail {
  return linkAndCodeMail(to, 'Confirm your new email address', {
    lead: `Follow this link to confirm ${newEmail} as the new email address of your ${site} account:`,
    link,
    otp,
    expiry,
    notAsked: 'If you did not ask for this change, ignore this e-mail.',
  });
}

/**
 * GoTrue refuses an e-mail or password change from a user with a verified factor unless the
 * session has passed it (user.go).
 */
export async function requireAal2IfEnrolled(
  deps: AuthDeps,
  user: UserRow,
  sessionId: string,
): Promise<void> {
  if (!user.factors?.some((f) => f.status === 'verified')) return;
  if ((await sessionAmr(deps.db, sessionId)).aal === 'aal2') return;
  throw authError(
    401,
    'insufficient_aal',
    'AAL2 session is required to update email or password when MFA is enabled.',
  );
}

/** Whether this change needs the current address to confirm too (sendEmailChange). */
const confirmsCurrent = (deps: AuthDeps, user: Pick<UserRow, 'email'>) =>
  deps.config.email.doubleConfirmChanges && Boolean(user.email);

/**
 * Stores the pending change and its codes, and sends the mails, in one transaction: a mail
 * that cannot be sent leaves nothing pending. The user's row is locked first, so two changes
 * asked at once are judged one after the other (the second meets the frequency limit).
 */
export async function requestEmailChange(
  deps: AuthDeps,
  req: ServiceRequest,
  user: UserRow,
  newEmail: string,
): Promise<void> {
  const redirect = resolveRedirect(deps.redirects, req.query.get('redirect_to'));
  await deps.db.transaction(async (tx) => {
    const [locked] = await tx.query<{ email: string | null; wait_ms: number | null }>(
      `select email, (extract(epoch from (email_change_sent_at + $2 * interval '1 millisecond'
                - now())) * 1000)::float8 as wait_ms
         from auth.users where id = $1 for update`,
      [user.id, deps.emailLimiter.perAddressMs],
    );
    if (!locked) throw authError(404, 'user_not_found', 'User not found');
    if (locked.wait_ms !== null && Number(locked.wait_ms) > 0) {
      // GoTrue's generateFrequencyLimitErrorMessage: whole seconds left, rounded down.
      const seconds = Math.floor(Number(locked.wait_ms) / 1000);
      throw authError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${seconds} seconds.`,
        { 'Retry-After': String(Math.max(1, Math.ceil(Number(locked.wait_ms) / 1000))) },
      );
    }
    // The hourly total of e-mails this server sends counts this request once, as GoTrue's.
    takeEmailSend(deps.emailLimiter, `email_change:${user.id}`);
    if (!deps.mailer.configured) {
      deps.log('e-mail change not sent: no SMTP server is configured (SMTP_URL)');
      throw authError(500, 'unexpected_failure', 'Error sending email change email');
    }
    const current = locked.email ?? '';
    const both = confirmsCurrent(deps, { email: current });
    const toNew = await issue(tx, deps.oneTime, {
      userId: user.id,
      address: newEmail,
      type: 'email_change_token_new',
    });
    let toCurrent: Issued | undefined;
    if (both) {
      toCurrent = await issue(tx, deps.oneTime, {
        userId: user.id,
        address: current,
        type: 'email_change_token_current',
      });
    } else {
      // A code for the current address from an earlier change must not complete this one.
      await tx.query(
        `delete from auth.one_time_tokens
          where user_id = $1 and token_type = 'email_change_token_current'`,
        [user.id],
      );
    }
    await tx.query(
      `update auth.users set email_change = $2, email_change_sent_at = now(),
              email_change_confirm_status = 0, updated_at = now()
        where id = $1`,
      [user.id, newEmail],
    );
    const site = siteName(deps);
    const expiry = expiryText(deps.oneTime.expirySeconds);
    const mails = [
      emailChangeMail(
        newEmail,
        newEmail,
        actionLink(deps, toNew.linkToken, 'email_change', redirect),
        toNew.otp,
        site,
        expiry,
      ),
    ];
    if (toCurrent) {
      mails.push(
        emailChangeMail(
          current,
          newEmail,
          actionLink(deps, toCurrent.linkToken, 'email_change', redirect),
          toCurrent.otp,
          site,
          expiry,
        ),
      );
    }
    try {
      await Promise.all(mails.map((m) => deps.mailer.send(m)));
    } catch (e) {
      deps.log(`e-mail change mail could not be sent: ${(e as Error).message}`);
      throw authError(500, 'unexpected_failure', 'Error sending email change email');
    }
  });
}

/**
 * A used email_change code or link (already consumed by the caller, in `tx`): either the first
 * of two confirmations, which is recorded and answered with GoTrue's message, or the one that
 * completes the change. A new address that someone else has taken meanwhile is GoTrue's
 * `email_exists`, and nothing changes (the caller's transaction is rolled back).
 */
export async function confirmEmailChange(
  deps: AuthDeps,
  tx: Queryable,
  row: StoredToken,
): Promise<'pending' | 'changed'> {
  const [user] = await tx.query<{ email: string | null; email_change: string; status: number }>(
    `select email, email_change, email_change_confirm_status as status
       from auth.users where id = $1 for update`,
    [row.user_id],
  );
  // The change was withdrawn or completed meanwhile: the code confirms nothing.
  if (!user?.email_change) {
    throw authError(403, 'otp_expired', 'Email link is invalid or has expired');
  }
  const waitsForOther =
    deps.config.email.enableConfirmations && confirmsCurrent(deps, user) && user.status === 0;
  if (waitsForOther) {
    await tx.query(
      'update auth.users set email_change_confirm_status = 1, updated_at = now() where id = $1',
      [row.user_id],
    );
    return 'pending';
  }
  const taken = await tx.query(
    'select 1 from auth.users where lower(email) = lower($1) and id <> $2',
    [user.email_change, row.user_id],
  );
  if (taken.length > 0) throw emailExists();
  await tx.query(
    `update auth.users set email = email_change, email_change = '',
            email_change_confirm_status = 0,
            email_confirmed_at = coalesce(email_confirmed_at, now()), is_anonymous = false,
            raw_app_meta_data = raw_app_meta_data
              || '{"provider":"email","providers":["email"]}'::jsonb,
            updated_at = now()
      where id = $1`,
    [row.user_id],
  );
  await tx.query(
    `insert into auth.identities as i (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1::text, $1::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text,
             'email_verified', true, 'phone_verified', false), 'email', now(), now())
     on conflict (provider_id, provider) do update
       set identity_data = i.identity_data
             || jsonb_build_object('email', $2::text, 'email_verified', true),
           updated_at = now()`,
    [row.user_id, user.email_change],
  );
  // As GoTrue's ConfirmEmailChange: every code the user still holds is void now.
  await tx.query('delete from auth.one_time_tokens where user_id = $1', [row.user_id]);
  return 'changed';
}
