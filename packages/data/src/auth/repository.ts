/** Sign-in and staff profiles over supabase-js (spec section 7). */

import type { DataClient } from '../lib/client';
import type { Database } from '../lib/database.types';
import { DataError, toDataError } from '../lib/errors';
import { NO_ROWS, unwrap } from '../lib/result';
import type { AdminUser, AdminUsersRepository, AuthRepository } from './types';

// Rows come back typed by the generated schema; the role is narrowed by the table's check.
const asAdminUser = (row: Database['public']['Tables']['admin_users']['Row']) => row as AdminUser;

export function createAuthRepository(client: DataClient): AuthRepository {
  return {
    async getSession() {
      const { data, error } = await client.auth.getSession();
      if (error) throw toDataError(error);
      return data.session;
    },
    onAuthStateChange(listener) {
      const { data } = client.auth.onAuthStateChange(listener);
      return () => data.subscription.unsubscribe();
    },
    async signInWithPassword({ email, password }) {
      const { data, error } = await client.auth.signInWithPassword({ email, password });
      if (error) throw toDataError(error);
      if (!data.session) throw new DataError('Auth session missing', { status: 500 });
      return data.session;
    },
    async signOut() {
      // This browser's session only, ended on the server too: supabase-js's default (global)
      // ended every session of the person, signing them out of their other devices as well.
      const { error } = await client.auth.signOut({ scope: 'local' });
      if (error) throw toDataError(error);
    },
    async checkSession() {
      const { data } = await client.auth.getSession();
      if (!data.session) return false;
      const { error } = await client.auth.getUser();
      if (!error) return true;
      // An ended session: supabase-js has removed it and emitted SIGNED_OUT already. A network
      // failure or a server error says nothing about the session.
      const { name, status } = error as { name?: string; status?: number };
      return !(name === 'AuthSessionMissingError' || status === 401 || status === 403);
    },
  };
}

export function createAdminUsersRepository(client: DataClient): AdminUsersRepository {
  return {
    async getByUserId(userId) {
      const result = await client.from('admin_users').select('*').eq('user_id', userId).single();
      // A signed-in user with no profile yet is a state, not a failure (spec section 4).
      if (result.error && (result.error as { code?: string }).code === NO_ROWS) return null;
      return asAdminUser(unwrap(result));
    },
    async createProfile({ userId, fullName, role }) {
      const result = await client
        .from('admin_users')
        .insert({ user_id: userId, full_name: fullName, role })
        .select()
        .single();
      return asAdminUser(unwrap(result));
    },
  };
}
