/**
 * The team and your own account over Supabase (issue 26). What RLS decides runs with the
 * signed-in user's client: the team list (the admins-only `team_members` function), role
 * changes (admin_users updates), your name, password and sessions. What needs the
 * service-role key (invite, remove with its sessions, reset links) is asked of the site's
 * server action at `actionUrl`, with the caller's access token; the key never reaches the
 * browser.
 */
import type { AdminRole } from '../auth/types';
import type { DataClient } from '../lib/client';
import { DataError, toDataError } from '../lib/errors';
import type { TeamMember } from './rules';
import type { AccountRepository, InviteResult, ResetLinkResult, TeamRepository } from './types';

export type { AccountRepository, InviteInput, InviteResult, TeamRepository } from './types';

export const TEAM_ACTION_URL = '/admin/api/team';

type ActionBody =
  | { intent: 'invite'; email: string; role: AdminRole; fullName?: string; redirectTo?: string }
  | { intent: 'remove'; userId: string }
  | { intent: 'resetLink'; userId: string; redirectTo?: string; password?: string };

async function callAction<T>(client: DataClient, url: string, body: ActionBody): Promise<T> {
  const { data } = await client.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new DataError('Auth session missing', { status: 401 });
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as
    | (T & { error?: undefined })
    | { error: { message: string; code?: string } }
    | null;
  if (!res.ok || !json || json.error) {
    const message = json?.error?.message ?? `Request failed (${res.status})`;
    throw new DataError(message, { status: res.status, code: json?.error?.code });
  }
  return json as T;
}

export function createTeamRepository(
  client: DataClient,
  actionUrl: string = TEAM_ACTION_URL,
): TeamRepository {
  return {
    async list() {
      // local-supabase's gen-types writes no Functions yet, so the typed rpc() knows none.
      const rpc = client.rpc.bind(client) as unknown as (
        fn: 'team_members',
      ) => PromiseLike<{ data: unknown; error: unknown; status: number }>;
      const { data, error, status } = await rpc('team_members');
      if (error) throw toDataError(error, status);
      return (data ?? []) as TeamMember[];
    },
    async changeRole(userId, role) {
      const { data, error, status } = await client
        .from('admin_users')
        .update({ role })
        .eq('user_id', userId)
        .select('user_id');
      if (error) throw toDataError(error, status);
      // RLS hides a row it does not let you change: no row means not allowed.
      if (!data || data.length === 0) {
        throw new DataError('You cannot change this role', { status: 403 });
      }
    },
    async invite(input) {
      return callAction<InviteResult>(client, actionUrl, { intent: 'invite', ...input });
    },
    async remove(userId) {
      await callAction<{ ok: true }>(client, actionUrl, { intent: 'remove', userId });
    },
    async resetLink(userId, options) {
      const redirectTo =
        typeof window === 'undefined'
          ? undefined
          : `${window.location.origin}/admin/reset-password`;
      return callAction<ResetLinkResult>(client, actionUrl, {
        intent: 'resetLink',
        userId,
        redirectTo,
        ...(options?.password ? { password: options.password } : {}),
      });
    },
  };
}

export function createAccountRepository(client: DataClient): AccountRepository {
  return {
    async requestPasswordReset(email, redirectTo) {
      const { error } = await client.auth.resetPasswordForEmail(email.trim(), { redirectTo });
      if (error) throw toDataError(error);
    },
    async setPassword(password, currentPassword) {
      const { error } = await client.auth.updateUser({
        password,
        ...(currentPassword ? { current_password: currentPassword } : {}),
      });
      if (error) throw toDataError(error);
    },
    async updateName(userId, fullName) {
      const { data, error, status } = await client
        .from('admin_users')
        .update({ full_name: fullName })
        .eq('user_id', userId)
        .select('user_id');
      if (error) throw toDataError(error, status);
      if (!data || data.length === 0) throw new DataError('Your profile was not found');
      await client.auth.updateUser({ data: { full_name: fullName } });
    },
    async signOutEverywhere() {
      const { error } = await client.auth.signOut({ scope: 'global' });
      if (error) throw toDataError(error);
    },
  };
}
