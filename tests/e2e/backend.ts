import { execFileSync } from 'node:child_process';
import { mkdir, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import { e2eEnv } from './env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What the e2e backend's CLI prints for `print-env` (NAME=value lines), as any other tool reads it. */
function printEnv(): string {
  return execFileSync(
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
}

/** The e2e backend's keys, read through its CLI like any other tool would. */
export function backendKeys(): { url: string; anonKey: string } {
  const out = printEnv();
  const anonKey = /^SUPABASE_ANON_KEY=(.*)$/m.exec(out)?.[1];
  if (!anonKey) throw new Error(`print-env gave no anon key:\n${out}`);
  return { url: e2eEnv.backendUrl, anonKey };
}

/** The backend's service-role key (for what only a real admin API may do). */
export function serviceRoleKey(): string {
  const key = /^SUPABASE_SERVICE_ROLE_KEY=(.*)$/m.exec(printEnv())?.[1];
  if (!key) throw new Error('print-env gave no service-role key');
  return key;
}

/** A supabase-js client of the e2e backend with `key`, keeping no session of its own. */
export function backendClient(key: string) {
  return createClient(e2eEnv.backendUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

/** A real supabase-js client signed in as the e2e run's first admin. */
export async function signedInAdminClient() {
  const client = backendClient(backendKeys().anonKey);
  // On a loaded machine a pooled connection the backend has just closed can fail a request
  // ("fetch failed", which auth-js marks retryable); a sign-in is safe to repeat.
  for (let attempt = 1; ; attempt += 1) {
    const { error } = await client.auth.signInWithPassword({
      email: e2eEnv.adminEmail,
      password: e2eEnv.adminPassword,
    });
    if (!error) return client;
    if (error.name !== 'AuthRetryableFetchError' || attempt === 3) throw error;
  }
}

/**
 * Runs `action` while no other spec changes the site settings or stops the backend (specs run
 * in parallel workers; these ones would see each other's changes).
 */
export async function withSiteSettingsLock<T>(action: () => Promise<T>): Promise<T> {
  const lock = path.join(process.env.E2E_DATA_DIR ?? root, 'e2e-settings.lock');
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${lock}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await action();
  } finally {
    // Whatever the holder changed (or put back) reaches the site server within its invalidation
    // time: the next holder starts from a site that shows the settings as they now are.
    await new Promise((resolve) => setTimeout(resolve, e2eEnv.revalidateMs + 1100));
    await rmdir(lock);
  }
}
