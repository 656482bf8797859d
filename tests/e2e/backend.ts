import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { e2eEnv } from './env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The e2e backend's keys, read through its CLI like any other tool would. */
export function backendKeys(): { url: string; anonKey: string } {
  const out = execFileSync(
    process.execPath,
    [path.join(root, 'apps/local-supabase/bin/local-supabase.mjs'), 'print-env'],
    {
      env: {
        ...process.env,
        LOCAL_SUPABASE_PORT: String(e2eEnv.backendPort),
        LOCAL_SUPABASE_DATA_DIR: process.env.E2E_DATA_DIR,
      },
    },
  ).toString();
  const anonKey = /^SUPABASE_ANON_KEY=(.*)$/m.exec(out)?.[1];
  if (!anonKey) throw new Error(`print-env gave no anon key:\n${out}`);
  return { url: e2eEnv.backendUrl, anonKey };
}

/** A real supabase-js client signed in as the e2e run's first admin. */
export async function signedInAdminClient() {
  const { url, anonKey } = backendKeys();
  const client = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket, and supabase-js refuses to start without one.
    realtime: { transport: WebSocket as never },
  });
  const { error } = await client.auth.signInWithPassword({
    email: e2eEnv.adminEmail,
    password: e2eEnv.adminPassword,
  });
  if (error) throw error;
  return client;
}
