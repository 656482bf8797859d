/**
 * The site server's settings, read once from the environment when it starts: the site's public
 * address (issue 23), the backend, the limits. The server hands the app what it needs of them
 * (the public address, the live site made from the backend's) through the load context
 * (app/site-context.ts). Everything the site writes as an absolute address comes from
 * `SITE_URL`, never from a request's Host header: the render cache keeps one copy of each page
 * for everyone, so a Host header reaching a page would serve an attacker's address to everyone.
 *
 * Any malformed setting stops the server with a message naming it: a wrong address or limit
 * would go into every page or answer, so the site refuses to start with one.
 */
import { type BackendAddress, NO_BACKEND, serverBackend } from '../app/backend';
import { DEFAULT_REVALIDATE_MS } from '../app/live-site.server';
import { type Environment, parseSiteUrl, siteUrlFrom } from '../app/site-url';

export type { Environment };

function integer(env: Environment, name: string, fallback: number, min = 0): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  }
  return value;
}

/**
 * Which peers are trusted proxies: `SITE_TRUSTED_PROXIES`, a comma-separated list of addresses
 * (`127.0.0.1`, `::1`, `10.0.0.5`) or `loopback`. Empty (the default): no proxy is trusted and
 * the client is the socket's peer, whatever `X-Forwarded-For` says.
 */
export function parseTrustedProxies(value: string | undefined): ReadonlySet<string> {
  const trusted = new Set<string>();
  for (const part of (value ?? '').split(',')) {
    const entry = part.trim();
    if (!entry) continue;
    if (entry === 'loopback') {
      for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) trusted.add(address);
    } else if (/^[0-9a-f:.]+$/i.test(entry)) {
      trusted.add(entry.toLowerCase());
      if (/^\d+\.\d+\.\d+\.\d+$/.test(entry)) trusted.add(`::ffff:${entry}`);
    } else {
      throw new Error(`SITE_TRUSTED_PROXIES lists addresses or "loopback", got "${entry}"`);
    }
  }
  return trusted;
}

function origin(value: string | undefined, setting: string): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  return new URL(parseSiteUrl(trimmed, setting)).origin;
}

export interface SiteServerConfig {
  /** The public address (no trailing slash). */
  siteUrl: string;
  /** Whether the public address is https: HSTS is sent. */
  https: boolean;
  port: number;
  host: string;
  /** The backend the live site reads (SUPABASE_URL / SUPABASE_ANON_KEY), if any. */
  backend: BackendAddress;
  /** The backend's origin (Auth, REST), or null when the site runs without one. */
  backendOrigin: string | null;
  /** At most one check of the backend per this many milliseconds (SITE_REVALIDATE_MS). */
  revalidateMs: number;
  /** Where uploaded media are served from, when not the backend itself. */
  storageOrigin: string | null;
  trustedProxies: ReadonlySet<string>;
  /** The render cache's limits. */
  cacheEntries: number;
  cacheBytes: number;
  /** At most this many renders at once; more wait their turn. */
  renderConcurrency: number;
  /** A client may miss the cache this many times per window before it is answered 429. */
  missesPerWindow: number;
  missWindowMs: number;
}

export const DEFAULTS = {
  cacheEntries: 1000,
  cacheBytes: 64 * 1024 * 1024,
  renderConcurrency: 4,
  missesPerWindow: 60,
  missWindowMs: 10_000,
} as const;

/**
 * Every setting, from `env` (process.env in production); the backend falls back to `built`, the
 * one the site was built with. Throws naming a malformed setting.
 */
export function readConfig(env: Environment, built: BackendAddress = NO_BACKEND): SiteServerConfig {
  const siteUrl = siteUrlFrom(env);
  const backend = serverBackend(env, built);
  return {
    siteUrl,
    https: siteUrl.startsWith('https:'),
    port: integer(env, 'PORT', 4173),
    host: env.HOST?.trim() || '127.0.0.1',
    backend,
    backendOrigin: origin(backend.url, 'SUPABASE_URL'),
    revalidateMs: integer(env, 'SITE_REVALIDATE_MS', DEFAULT_REVALIDATE_MS),
    storageOrigin: origin(env.SUPABASE_STORAGE_URL, 'SUPABASE_STORAGE_URL'),
    trustedProxies: parseTrustedProxies(env.SITE_TRUSTED_PROXIES),
    cacheEntries: integer(env, 'SITE_CACHE_ENTRIES', DEFAULTS.cacheEntries, 1),
    cacheBytes: integer(env, 'SITE_CACHE_MB', DEFAULTS.cacheBytes / 1024 / 1024, 1) * 1024 * 1024,
    renderConcurrency: integer(env, 'SITE_RENDER_CONCURRENCY', DEFAULTS.renderConcurrency, 1),
    missesPerWindow: integer(env, 'SITE_CLIENT_MISSES', DEFAULTS.missesPerWindow, 1),
    missWindowMs: DEFAULTS.missWindowMs,
  };
}
