/**
 * The team's server action (issue 26): invite, remove access, reset link. These need the
 * service-role key, which lives only in the site server's environment
 * (SUPABASE_SERVICE_ROLE_KEY) and never in a browser bundle (`.server` modules are kept out
 * of the client build; tests/e2e/team.spec.ts scans the built assets for the key). Every
 * request first proves the caller is an admin: their access token must name a live session
 * and their own admin_users row must say admin. The same code works against hosted Supabase.
 *
 * Removing someone deletes their profile with the caller's own token, so RLS and the
 * last-admin trigger decide exactly as for a direct request, then bans the account, which
 * ends all its sessions at once (their access token is refused by REST within seconds).
 */
import { createDataClient, type DataClient, isEmailAddress } from '@charitykit/data';
import { serverBackend, siteBackend } from './backend';
import { siteUrl } from './site-url.server';

type Json = Record<string, unknown>;

/** The generated types list tables only, so the activity log's two functions are typed here. */
type Rpc = (
  fn: 'give_staff_access' | 'record_reset_link',
  args: Json,
) => PromiseLike<{ data: unknown; error: { message: string } | null }>;
const rpc = (client: DataClient, ...call: Parameters<Rpc>) =>
  (client.rpc as unknown as Rpc).call(client, ...call);

/** A ban long enough to mean "until re-invited" (GoTrue takes hours). */
const REMOVED_BAN = '876000h';

export interface TeamActionEnv {
  supabaseUrl?: string | undefined;
  anonKey?: string | undefined;
  serviceRoleKey?: string | undefined;
  /** With SMTP set up on the auth server, invitations are e-mailed; otherwise a link is shown. */
  sendsEmail: boolean;
  siteUrl: string;
}

export function teamActionEnv(env: NodeJS.ProcessEnv = process.env): TeamActionEnv {
  const backend = serverBackend(env, siteBackend);
  return {
    supabaseUrl: backend.url,
    anonKey: backend.anonKey,
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY,
    sendsEmail: Boolean(env.SMTP_URL) || env.AUTH_SENDS_EMAIL === 'true',
    siteUrl,
  };
}

const reply = (status: number, body: Json) => Response.json(body, { status });
const fail = (status: number, message: string, code?: string) =>
  reply(status, { error: { message, ...(code ? { code } : {}) } });

function serverClient(url: string, key: string, accessToken?: string): DataClient {
  return createDataClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(accessToken ? { global: { headers: { Authorization: `Bearer ${accessToken}` } } } : {}),
  });
}

function bearer(request: Request): string | null {
  const value = request.headers.get('authorization') ?? '';
  const m = /^Bearer\s+(\S+)$/i.exec(value);
  return m?.[1] ?? null;
}

/** Only a site-relative path under /admin, or the site's own address, is a link target. */
function linkTarget(env: TeamActionEnv, given: unknown, fallback: string): string {
  const base = `${env.siteUrl}${fallback}`;
  if (typeof given !== 'string') return base;
  try {
    const url = new URL(given, env.siteUrl);
    const site = new URL(env.siteUrl);
    const sameHost =
      url.origin === site.origin ||
      // The site prints localhost; a browser may have come in on 127.0.0.1.
      (['localhost', '127.0.0.1'].includes(url.hostname) &&
        ['localhost', '127.0.0.1'].includes(site.hostname) &&
        url.port === site.port);
    return sameHost && url.pathname.startsWith('/admin/') ? url.href : base;
  } catch {
    return base;
  }
}

export async function handleTeamAction(
  request: Request,
  env: TeamActionEnv = teamActionEnv(),
): Promise<Response> {
  if (request.method !== 'POST') return fail(405, 'Method not allowed');
  if (!env.supabaseUrl || !env.anonKey || !env.serviceRoleKey) {
    return fail(503, 'Team management is not set up on this server (SUPABASE_SERVICE_ROLE_KEY).');
  }
  const token = bearer(request);
  if (!token) return fail(401, 'Sign in first.');
  const service = serverClient(env.supabaseUrl, env.serviceRoleKey);
  const caller = await service.auth.getUser(token);
  if (caller.error || !caller.data.user) return fail(401, 'Your session has ended. Sign in again.');
  const callerRole = await service
    .from('admin_users')
    .select('role')
    .eq('user_id', caller.data.user.id)
    .maybeSingle();
  if (callerRole.data?.role !== 'admin') return fail(403, 'Only admins can manage the team.');

  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return fail(400, 'The request could not be read.');
  }
  // `null`, a list, a number: well-formed JSON, but not an action.
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return fail(400, 'The request could not be read.');
  }
  const action = body as Json;
  const asCaller = serverClient(env.supabaseUrl, env.anonKey, token);
  const callerUser = { id: caller.data.user.id, email: caller.data.user.email ?? '' };
  switch (action.intent) {
    case 'invite':
      return invite(env, service, callerUser.id, action);
    case 'remove':
      return remove(service, asCaller, action);
    case 'resetLink':
      return resetLink(env, service, callerUser, action);
    default:
      return fail(400, 'Unknown action.');
  }
}

async function findUserByEmail(service: DataClient, email: string) {
  for (let page = 1; page < 50; page++) {
    const { data, error } = await service.auth.admin.listUsers({ page, perPage: 1000 });
    if (error) throw error;
    const found = data.users.find((u) => u.email?.toLowerCase() === email.toLowerCase());
    if (found || data.users.length < 1000) return found;
  }
  return undefined;
}

async function invite(
  env: TeamActionEnv,
  service: DataClient,
  actingAdmin: string,
  body: Json,
): Promise<Response> {
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  if (!isEmailAddress(email)) return fail(400, 'Enter a valid e-mail address.');
  const role = body.role === 'admin' ? 'admin' : 'editor';
  const typedName = typeof body.fullName === 'string' ? body.fullName.trim().slice(0, 200) : '';
  const fullName = typedName || email.split('@')[0] || email;
  const redirectTo = linkTarget(env, body.redirectTo, '/admin/set-password');
  const data = { full_name: fullName };

  const existing = await findUserByEmail(service, email);
  const was = existing ? await memberRole(service, existing.id) : null;
  if (existing?.email_confirmed_at) {
    // Someone who already has an account: a member cannot be invited twice; a removed
    // member is given access again (and keeps their password).
    if (was) return fail(409, `${email} is already a member of the team.`, 'member_exists');
    return giveAccess(service, { userId: existing.id, fullName, role, email, actingAdmin }, null);
  }
  if (was && was !== role) {
    // Invited before and not yet signed in: inviting again sends a new link in the same role;
    // a different role is a change made with "Change role", never silently here.
    return fail(
      409,
      `${email} has already been invited as ${was === 'admin' ? 'an admin' : 'an editor'}. Change their role in the team list instead.`,
      'invited_with_other_role',
    );
  }
  return sendInvite(env, service, { email, data, redirectTo, role, fullName, actingAdmin });
}

async function memberRole(service: DataClient, userId: string): Promise<string | null> {
  const profile = await service
    .from('admin_users')
    .select('role')
    .eq('user_id', userId)
    .maybeSingle();
  return (profile.data?.role as string | undefined) ?? null;
}

interface Invitation {
  email: string;
  data: Json;
  redirectTo: string;
  role: string;
  fullName: string;
  actingAdmin: string;
}

async function sendInvite(
  env: TeamActionEnv,
  service: DataClient,
  { email, data, redirectTo, role, fullName, actingAdmin }: Invitation,
): Promise<Response> {
  let userId: string;
  let link: string | null = null;
  if (env.sendsEmail) {
    const sent = await service.auth.admin.inviteUserByEmail(email, { data, redirectTo });
    if (sent.error || !sent.data.user) {
      return fail(502, sent.error?.message ?? 'The invitation could not be sent.');
    }
    userId = sent.data.user.id;
  } else {
    const made = await service.auth.admin.generateLink({
      type: 'invite',
      email,
      options: { data, redirectTo },
    });
    if (made.error || !made.data.user) {
      return fail(502, made.error?.message ?? 'The invitation could not be made.');
    }
    userId = made.data.user.id;
    link = made.data.properties.action_link;
  }
  return giveAccess(service, { userId, fullName, role, email, actingAdmin }, link);
}

interface Access {
  userId: string;
  fullName: string;
  role: string;
  email: string;
  /** The admin who asked: the activity log names them (issue 33). */
  actingAdmin: string;
}

async function giveAccess(
  service: DataClient,
  { userId, fullName, role, email, actingAdmin }: Access,
  link: string | null,
): Promise<Response> {
  // Lift a removal's ban, then give the profile in the invited role (the service role's insert
  // also clears the removed-staff mark in the database). The database function writes the
  // profile and its activity entry in one transaction, naming the admin who asked.
  await service.auth.admin.updateUserById(userId, { ban_duration: 'none' });
  const profile = await rpc(service, 'give_staff_access', {
    member: userId,
    full_name: fullName,
    member_role: role,
    acting_admin: actingAdmin,
  });
  if (profile.error) return fail(400, profile.error.message);
  return reply(200, { email, link });
}

async function remove(service: DataClient, asCaller: DataClient, body: Json): Promise<Response> {
  const userId = typeof body.userId === 'string' ? body.userId : '';
  if (!userId) return fail(400, 'Choose whom to remove.');
  const removed = await asCaller
    .from('admin_users')
    .delete()
    .eq('user_id', userId)
    .select('user_id');
  if (removed.error) return fail(400, removed.error.message, removed.error.code);
  if (!removed.data || removed.data.length === 0) return fail(404, 'That person is not a member.');
  const ban = await service.auth.admin.updateUserById(userId, { ban_duration: REMOVED_BAN });
  if (ban.error) return fail(502, ban.error.message);
  return reply(200, { ok: true });
}

/**
 * A password reset for a member. A recovery link signs whoever follows it in as that member,
 * so it must reach only them: with e-mail set up it is e-mailed to them and the admin is told
 * only that it was sent; without e-mail it is shown for an editor or for oneself, and for
 * another admin only once the calling admin has confirmed their own password (so a stolen
 * admin session cannot become every other admin).
 */
async function resetLink(
  env: TeamActionEnv,
  service: DataClient,
  caller: { id: string; email: string },
  body: Json,
): Promise<Response> {
  const userId = typeof body.userId === 'string' ? body.userId : '';
  const member = await service
    .from('admin_users')
    .select('user_id, full_name, role')
    .eq('user_id', userId)
    .maybeSingle();
  if (!member.data) return fail(404, 'That person is not a member.');
  const user = await service.auth.admin.getUserById(userId);
  const email = user.data.user?.email;
  if (!email) return fail(404, 'That person has no e-mail address.');
  const redirectTo = linkTarget(env, body.redirectTo, '/admin/reset-password');
  if (env.sendsEmail) {
    const sent = await serverClient(
      env.supabaseUrl ?? '',
      env.anonKey ?? '',
    ).auth.resetPasswordForEmail(email, { redirectTo });
    if (sent.error) return fail(502, sent.error.message);
    // The e-mail has gone: the answer says so even if the entry could not be written.
    await recordResetLink(service, userId, caller.id, true);
    return reply(200, { sentTo: email });
  }
  if (member.data.role === 'admin' && userId !== caller.id) {
    const password = typeof body.password === 'string' ? body.password : '';
    if (!password) {
      return fail(
        403,
        'A reset link for another admin needs your own password: enter it to confirm.',
        'password_required',
      );
    }
    if (!(await passwordIsRight(env, caller.email, password))) {
      return fail(403, 'That is not your password.', 'password_wrong');
    }
  }
  const made = await service.auth.admin.generateLink({
    type: 'recovery',
    email,
    options: { redirectTo },
  });
  if (made.error) return fail(502, made.error.message);
  if (!(await recordResetLink(service, userId, caller.id, false))) {
    return fail(
      502,
      'The reset link could not be recorded in Activity, so it is not shown. Try again.',
    );
  }
  return reply(200, { link: made.data.properties.action_link });
}

/**
 * The activity log's entry for a reset link (issue 33). Made once the link exists: no table of
 * ours changes when GoTrue makes one, so the database cannot see it by itself.
 */
async function recordResetLink(
  service: DataClient,
  member: string,
  actingAdmin: string,
  emailed: boolean,
): Promise<boolean> {
  const recorded = await rpc(service, 'record_reset_link', {
    member,
    acting_admin: actingAdmin,
    emailed,
  });
  if (recorded.error) console.error(`activity log: ${recorded.error.message}`);
  return !recorded.error;
}

/** Checks the caller's password by signing in once, then ends that session at once. */
async function passwordIsRight(
  env: TeamActionEnv,
  email: string,
  password: string,
): Promise<boolean> {
  const check = serverClient(env.supabaseUrl ?? '', env.anonKey ?? '');
  const signedIn = await check.auth.signInWithPassword({ email, password });
  if (signedIn.error || !signedIn.data.session) return false;
  await check.auth.signOut({ scope: 'local' });
  return true;
}
