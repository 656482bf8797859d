/**
 * POST /invite (auth.admin.inviteUserByEmail) and POST /admin/generate_link
 * (auth.admin.generateLink), service role only. Both make a one-time link to
 * /auth/v1/verify; /invite e-mails it, generate_link hands it back without sending anything.
 */
import { json, type Reply } from '../../http/reply.js';
import type { ServiceRequest } from '../../http/request.js';
import { isPlainObject } from '../../http/util.js';
import {
  type AuthDeps,
  jsonBody,
  optionalString,
  requireServiceRole,
  validEmail,
} from '../context.js';
import { emailChangeLink } from '../email-change-link.js';
import { authError, emailExists, userNotFound, validationFailed } from '../errors.js';
import { resolveRedirect } from '../links.js';
import { expiryText, inviteMail } from '../mailer.js';
import { ISSUED_AS, type Issued, issue, type LinkType } from '../one-time.js';
import { validatePassword } from '../passwords.js';
import {
  createUser,
  findUserByEmail,
  findUserById,
  type UserRow,
  updateUser,
  userJson,
} from '../users.js';
import { signupLinkUser } from './signup-link.js';

export function actionLink(
  deps: AuthDeps,
  token: string,
  type: LinkType | 'email_change',
  redirect: string,
) {
  const q = new URLSearchParams({ token, type, redirect_to: redirect });
  return `${deps.url()}/auth/v1/verify?${q.toString()}`;
}

/** An invited user: created unconfirmed, or an earlier invitation not yet accepted. */
async function invitedUser(
  deps: AuthDeps,
  email: string,
  data: Record<string, unknown> | undefined,
): Promise<UserRow> {
  const existing = await findUserByEmail(deps.db, email);
  if (existing) {
    // As GoTrue: only someone who never accepted can be invited again.
    if (existing.email_confirmed_at) throw emailExists();
    if (data) await updateUser(deps.db, existing.id, { userMetadata: data });
    return markInvited(deps, existing.id);
  }
  const user = await createUser(deps.db, { email, emailConfirm: false, userMetadata: data ?? {} });
  return markInvited(deps, user.id);
}

async function markInvited(deps: AuthDeps, id: string): Promise<UserRow> {
  await deps.db.query('update auth.users set invited_at = now() where id = $1', [id]);
  const user = await findUserById(deps.db, id);
  if (!user) throw userNotFound();
  return user;
}

function emailOf(body: Record<string, unknown>): string {
  return validEmail(optionalString(body.email, 'email'));
}

/** A new code and link of `type` for the user, replacing their earlier one of its kind. */
export function issueFor(deps: AuthDeps, user: UserRow, type: LinkType): Promise<Issued> {
  return issue(deps.db, deps.oneTime, {
    userId: user.id,
    address: user.email ?? '',
    type: ISSUED_AS[type],
  });
}

function redirectOf(deps: AuthDeps, req: ServiceRequest, body: Record<string, unknown>): string {
  const fromBody = optionalString(body.redirect_to ?? body.redirectTo, 'redirect_to');
  return resolveRedirect(deps.redirects, req.query.get('redirect_to') ?? fromBody);
}

export async function invite(deps: AuthDeps, req: ServiceRequest): Promise<Reply> {
  await requireServiceRole(deps, req);
  const body = await jsonBody(req);
  const email = emailOf(body);
  if (!deps.mailer.configured) {
    // GoTrue cannot send without a mailer either; generate_link hands the link out instead.
    throw authError(500, 'email_provider_disabled', 'Error sending invite email');
  }
  const user = await invitedUser(deps, email, isPlainObject(body.data) ? body.data : undefined);
  const link = await issueFor(deps, user, 'invite');
  const redirect = redirectOf(deps, req, body);
  try {
    await deps.mailer.send(
      inviteMail(
        email,
        actionLink(deps, link.linkToken, 'invite', redirect),
        siteName(deps),
        expiryText(deps.oneTime.expirySeconds),
      ),
    );
  } catch (e) {
    deps.log(`invite e-mail to a new member could not be sent: ${(e as Error).message}`);
    throw authError(500, 'unexpected_failure', 'Error sending invite email');
  }
  return json(200, userJson(user));
}

export function siteName(deps: AuthDeps): string {
  try {
    return new URL(deps.redirects.siteUrl).host;
  } catch {
    return 'the site';
  }
}

export async function generateLink(deps: AuthDeps, req: ServiceRequest): Promise<Reply> {
  await requireServiceRole(deps, req);
  const body = await jsonBody(req);
  const type = optionalString(body.type, 'type');
  const email = emailOf(body);
  const data = isPlainObject(body.data) ? body.data : undefined;
  let user: UserRow | undefined;
  let linkType: LinkType;
  if (type === 'invite') {
    user = await invitedUser(deps, email, data);
    linkType = 'invite';
  } else if (type === 'recovery' || type === 'magiclink') {
    user = await findUserByEmail(deps.db, email);
    linkType = type;
    if (!user && type === 'magiclink') {
      user = await signupLinkUser(deps, email, undefined, data, true);
      linkType = 'signup';
    }
    if (!user) throw userNotFound();
  } else if (type === 'email_change_current' || type === 'email_change_new') {
    const pending = await emailChangeLink(deps, body, email, type);
    const redirect = redirectOf(deps, req, body);
    return json(200, {
      ...userJson(pending.user),
      action_link: actionLink(deps, pending.link.linkToken, 'email_change', redirect),
      email_otp: pending.link.otp,
      hashed_token: pending.link.linkToken,
      redirect_to: redirect,
      verification_type: type,
    });
  } else if (type === 'signup') {
    const password = optionalString(body.password, 'password');
    user = await signupLinkUser(deps, email, password, data);
    linkType = 'signup';
  } else {
    throw validationFailed(`Invalid email action link type requested: ${type ?? ''}`);
  }
  const password = optionalString(body.password, 'password');
  if (password !== undefined && type === 'invite') validatePassword(password, deps.config.password);
  const link = await issueFor(deps, user, linkType);
  const redirect = redirectOf(deps, req, body);
  return json(200, {
    ...userJson(user),
    action_link: actionLink(deps, link.linkToken, linkType, redirect),
    email_otp: link.otp,
    hashed_token: link.linkToken,
    redirect_to: redirect,
    verification_type: linkType,
  });
}
