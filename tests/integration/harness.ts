/**
 * An in-process local-supabase on a free port over a throwaway data directory, and real
 * supabase-js clients for it. Only the promised public interface of the backend is used:
 * startLocalSupabase, and its HTTP API (the service role creates the editor accounts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDataClient, type DataClient } from '@charitykit/data';
import { startLocalSupabase } from '../../apps/local-supabase/src/index';

export const ADMIN = { email: 'admin@charitykit.test', password: 'admin-password-1' } as const;

export interface Backend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** A fresh, signed-out client with its session in memory. */
  client(): DataClient;
  /** Creates a confirmed auth user, with an admin_users row unless role is null. */
  createStaff(
    email: string,
    password: string,
    role: 'admin' | 'editor' | null,
    fullName?: string,
  ): Promise<string>;
  stop(): Promise<void>;
}

function nodeClient(url: string, key: string): DataClient {
  return createDataClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export async function startBackend(): Promise<Backend> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'charitykit-data-it-'));
  const server = await startLocalSupabase({ port: 0, dataDir, firstAdmin: ADMIN });
  const service = nodeClient(server.url, server.serviceRoleKey);
  return {
    url: server.url,
    anonKey: server.anonKey,
    serviceRoleKey: server.serviceRoleKey,
    client: () => nodeClient(server.url, server.anonKey),
    async createStaff(email, password, role, fullName) {
      const { data, error } = await service.auth.admin.createUser({
        email,
        password,
        email_confirm: true,
        user_metadata: fullName ? { full_name: fullName } : {},
      });
      if (error || !data.user) throw error ?? new Error('no user created');
      if (role) {
        const inserted = await service
          .from('admin_users')
          .insert({ user_id: data.user.id, full_name: fullName ?? email, role });
        if (inserted.error) throw new Error(inserted.error.message);
      }
      return data.user.id;
    },
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
