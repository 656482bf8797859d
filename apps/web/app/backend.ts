/**
 * The backend's address and public key, read in this one place. The browser talks to the backend
 * the site was built against (VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY, replaced at build
 * time); the site server may be pointed elsewhere when it starts (SUPABASE_URL /
 * SUPABASE_ANON_KEY), and otherwise uses the same one. No imports but types, so the browser's
 * submission code, the back-office's client and the site server can all carry it.
 */
import type { PublicBackend } from '@charitykit/data/public';

export interface BackendAddress {
  /** The Supabase project URL; undefined when the site runs without a backend. */
  url: string | undefined;
  /** The anon (public) key. */
  anonKey: string | undefined;
}

/** The backend the site was built against: what every browser-side read and write uses. */
export const siteBackend = {
  url: import.meta.env.VITE_SUPABASE_URL,
  anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY,
} satisfies BackendAddress & PublicBackend;

/** No backend: the site renders content's defaults and asks nothing. */
export const NO_BACKEND: BackendAddress = { url: undefined, anonKey: undefined };

/**
 * The backend the site server reads: SUPABASE_URL / SUPABASE_ANON_KEY from `env` when it starts,
 * else the VITE_ values in `env`, else `built` (the site server passes `siteBackend`, the ones
 * the site was built with).
 */
export function serverBackend(
  env: Readonly<Record<string, string | undefined>>,
  built: BackendAddress = NO_BACKEND,
): BackendAddress {
  return {
    url: env.SUPABASE_URL || env.VITE_SUPABASE_URL || built.url || undefined,
    anonKey: env.SUPABASE_ANON_KEY || env.VITE_SUPABASE_ANON_KEY || built.anonKey || undefined,
  };
}
