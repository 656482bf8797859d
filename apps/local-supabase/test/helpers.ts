/** Shared test set-up: a server on a random port over a temp data dir, and supabase-js clients. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { type LocalSupabase, type StartOptions, startLocalSupabase } from '../src/index.js';

export interface TestServer extends LocalSupabase {
  dataDir: string;
  cleanup(): Promise<void>;
}

export async function startTestServer(
  opts: Partial<Omit<StartOptions, 'dataDir' | 'port'>> = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'local-supabase-test-'));
  const server = await startLocalSupabase({ port: 0, dataDir, ...opts });
  return {
    ...server,
    dataDir,
    async cleanup() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A supabase-js client as a Node app would make one (Node 20 needs the ws transport). */
export function client(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as never },
  });
}

export const PASSWORD = 'correct-horse-battery';

/** Creates an auth user and, unless role is null, its admin_users profile (as service role). */
export async function createStaff(
  server: LocalSupabase,
  email: string,
  role: 'admin' | 'editor' | null,
): Promise<string> {
  const admin = client(server.url, server.serviceRoleKey);
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: email.split('@')[0] },
  });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
  if (role) {
    const res = await admin
      .from('admin_users')
      .insert({ user_id: data.user.id, full_name: email.split('@')[0], role });
    if (res.error) throw new Error(`profile insert failed: ${res.error.message}`);
  }
  return data.user.id;
}

/** A signed-in client for `email`. */
export async function signedIn(server: LocalSupabase, email: string): Promise<SupabaseClient> {
  const c = client(server.url, server.anonKey);
  const { error } = await c.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw new Error(`sign-in failed for ${email}: ${error.message}`);
  return c;
}

export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
