/**
 * Where one-time links lead, as GoTrue decides it: `redirect_to` is used when it is the site
 * URL or matches the allow list (`additional_redirect_urls` in config.toml; an entry ending
 * in `*` or `**` matches any path below it), otherwise the site URL is used, so a link can
 * never hand a session to somebody else's site.
 */
import type { AuthConfig } from './config.js';

export interface RedirectRules {
  siteUrl: string;
  allowList: readonly string[];
}

function matches(candidate: URL, entry: string): boolean {
  const wildcard = /\*+$/.exec(entry);
  const base = wildcard ? entry.slice(0, wildcard.index) : entry;
  let allowed: URL;
  try {
    allowed = new URL(base);
  } catch {
    return false;
  }
  if (candidate.origin !== allowed.origin) return false;
  if (!wildcard) {
    // An exact entry (or a bare origin) allows itself and any path under it, as GoTrue does
    // for the site URL.
    return (
      candidate.pathname.startsWith(allowed.pathname.replace(/\/?$/, '/')) ||
      candidate.pathname === allowed.pathname ||
      allowed.pathname === '/'
    );
  }
  return candidate.href.startsWith(allowed.href);
}

export function resolveRedirect(
  rules: RedirectRules,
  requested: string | null | undefined,
): string {
  if (requested) {
    try {
      const candidate = new URL(requested);
      if (candidate.protocol === 'http:' || candidate.protocol === 'https:') {
        if ([rules.siteUrl, ...rules.allowList].some((entry) => matches(candidate, entry))) {
          return candidate.href;
        }
      }
    } catch {
      // not a URL: the site URL is used
    }
  }
  return rules.siteUrl;
}

/**
 * config.toml's [auth] site_url and additional_redirect_urls, then LOCAL_SUPABASE_SITE_URL
 * and LOCAL_SUPABASE_REDIRECT_URLS (comma-separated), which a start script sets to the
 * address the site actually runs on.
 */
export function redirectRules(
  config: Pick<AuthConfig, 'siteUrl' | 'additionalRedirectUrls'>,
  env: { siteUrl?: string | undefined; redirectUrls?: string | undefined } = {},
): RedirectRules {
  const extra = (env.redirectUrls ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    siteUrl: env.siteUrl || config.siteUrl,
    allowList: [...config.additionalRedirectUrls, ...extra],
  };
}
