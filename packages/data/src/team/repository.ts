/**
 * The team and your own account over Supabase (issue 26). What RLS decides runs with the
 * signed-in user's client: the team list (the admins-only `team_members` function), role
 * changes (admin_users updates), your name, password and sessions. What needs the
 * service-role key (invite, remove with its sessions, reset links) is asked of the site's
 * server action at `actionUrl`, with the caller's access token; the key never reaches the
 * browser.
 */
import { DataError, toDataError } from '../errors';
import type { DataClient } from '../repositories/supabase';
import type { AdminRole } from '../types';
import type { TeamMember } from './rules';

export interface InviteInput {
  email: string;
  role: AdminRole;
  fullName?: string;
  /** Where the link leads: the site's "Set your password" page. */
  redirectTo?: string;
}

/** `link` is set when no e-mail was sent: the admin copies it (shown once). */
export interface InviteResult {
  email: string;
  link: string | null;
}

export interface TeamRepository {
  list(): Promise<TeamMember[]>;
  changeRole(userId: string, role: AdminRole): Promise<void>;
  invite(input: InviteInput): Promise<InviteResult>;
  /** Deletes the profile and ends every session of the person at once. */
  remove(userId: string): Promise<void>;
  /** A one-time link to "Set a new password" for a colleague. */
  resetLink(userId: string): Promise<string>;
}

export interface AccountRepository {
  /** resetPasswordForEmail: the same answer whether or not the address has an account. */
  requestPasswordReset(email: string, redirectTo: string): Promise<void>;
  /** A new password; the current one is asked again except in a session begun by a link. */
  setPassword(password: string, currentPassword?: string): Promise<void>;
  updateName(userId: string, fullName: string): Promise<void>;
  signOutEverywhere(): Promise<void>;
}

export const TEAM_ACTION_URL = '/admin/api/team';

type ActionBody =
  | { intent: 'invite'; email: string; role: AdminRole; fullName?: string; redirectTo?: string }
  | { intent: 'remove'; userId: string }
  | { intent: 'resetLink'; userId: string; redirectTo?: string };

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
    async resetLink(userId) {
      const redirectTo =
        typeof window === 'undefined'
          ? undefined
          : `${window.location.origin}/admin/reset-password`;
      const result = await callAction<{ link: string }>(client, actionUrl, {
        intent: 'resetLink',
        userId,
        redirectTo,
      });
      return result.link;
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
