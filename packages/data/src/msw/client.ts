import { createDataClient, type DataClient } from '../lib/client';

/** Where stories point a client: any address works, since the handlers answer every origin. */
export const mswBackend = { url: 'http://127.0.0.1:54321', anonKey: 'storybook-anon-key' } as const;

/**
 * A supabase-js client for a story answered by these handlers. Each call gets its own storage
 * key (`sb-<name>-<uuid>`), so no two stories share a session, and keeps the session in memory.
 */
export function createMswDataClient(name = 'story'): DataClient {
  return createDataClient(mswBackend.url, mswBackend.anonKey, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storageKey: `sb-${name}-${crypto.randomUUID()}`,
    },
  });
}
