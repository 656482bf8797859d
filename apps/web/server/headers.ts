/**
 * The headers the site server sends: caching, and the security headers on every HTML response
 * (Content-Security-Policy, frame-ancestors, Permissions-Policy, HSTS).
 *
 * Scripts are allowed by hash. A render is cached and sent to many visitors, so a nonce in it
 * would be the same for all of them; instead each render marks React Router's own inline
 * scripts with a nonce nobody else ever sees (entry.server), and the server lists the SHA-256
 * of exactly those scripts. A script that reached the HTML any other way (an injection through
 * saved content) has no such mark and is not listed, so the browser refuses it.
 */
import { createHash } from 'node:crypto';
import type { SiteServerConfig } from './config';

/** How long a CDN may keep a page (seconds), and serve it stale while it fetches a new one. */
export const CDN_MAX_AGE = 5;
export const CDN_STALE_WHILE_REVALIDATE = 60;
export const HTML_CACHE_CONTROL = `public, max-age=0, s-maxage=${CDN_MAX_AGE}, stale-while-revalidate=${CDN_STALE_WHILE_REVALIDATE}, stale-if-error=86400`;
/** The back-office: personal data, kept by no browser or proxy cache. */
export const ADMIN_CACHE_CONTROL = 'no-store';
/** The answer to a post (a public form's, with what the visitor typed): theirs alone, kept nowhere. */
export const POST_CACHE_CONTROL = 'private, no-store';

/** On every response. */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Features the site never uses, turned off for it and anything it frames. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'bluetooth=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Issue 25: the headers of every preview address (staff's Preview, share-preview links). The
 * page itself is read in the browser, so the HTML holds nothing of it; these make sure even that
 * shell is kept by no shared cache, indexed by no search engine, and that a link followed from
 * a previewed page does not pass the preview's address (a share token) on as the referrer. Sent
 * by the site server for every `/preview/` address (a route module's `headers` would stop the
 * static export's build, which has no server to send them).
 */
export const PREVIEW_HEADERS = {
  'cache-control': 'private, no-store',
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
} as const;

/** The stock-photo host the spec's hero and about images come from (content's STOCK_PHOTO_HOST). */
export const STOCK_PHOTO_ORIGIN = 'https://images.unsplash.com';

export interface PolicyOptions {
  /** `'sha256-…'` sources for the document's own inline scripts. */
  scriptHashes: readonly string[];
  /** Who may frame the document: `'none'` under /admin, `'self'` elsewhere. */
  frameAncestors: "'none'" | "'self'";
}

/** The other origins the site's pages talk to or show images from. */
function origins(config: Pick<SiteServerConfig, 'backendOrigin' | 'storageOrigin'>): string[] {
  return [...new Set([config.backendOrigin, config.storageOrigin].filter((o): o is string => !!o))];
}

/**
 * The Content-Security-Policy of one HTML document. Scripts are strict; styles are not: the
 * theme's colours are CSS variables in a `style` attribute, and the component libraries insert
 * `<style>` elements while the page runs (react-aria's press styles, Radix's scroll lock, whose
 * content carries the scrollbar's width), which neither a hash nor a nonce can cover. A style
 * cannot run script, and saved content reaches the page as text, never as markup.
 */
export function contentSecurityPolicy(
  config: Pick<SiteServerConfig, 'backendOrigin' | 'storageOrigin' | 'https'>,
  { scriptHashes, frameAncestors }: PolicyOptions,
): string {
  const others = origins(config);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    ['script-src-attr', "'none'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...others, STOCK_PHOTO_ORIGIN],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...others],
    ['media-src', "'self'", ...others],
    ['frame-src', "'self'"],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', frameAncestors],
  ];
  if (config.https) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * The `'sha256-…'` sources of the inline scripts in `html` that carry `nonce="<nonce>"`: the
 * render's own scripts, and no others.
 */
export function inlineScriptHashes(html: string, nonce: string): string[] {
  if (!/^[A-Za-z0-9_-]{16,}$/.test(nonce)) return [];
  const hashes = new Set<string>();
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const match of html.matchAll(pattern)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (!new RegExp(`\\snonce="${nonce}"(?=[\\s/]|$)`).test(attributes)) continue;
    if (/\ssrc=/.test(attributes) || body === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/') || pathname.startsWith('/admin.');
}

/**
 * The security headers of an HTML document at `pathname`: its CSP (scripts by hash), framing,
 * Permissions-Policy and, when the site is https, HSTS.
 */
export function documentHeaders(
  config: Pick<SiteServerConfig, 'backendOrigin' | 'storageOrigin' | 'https'>,
  pathname: string,
  scriptHashes: readonly string[],
): Record<string, string> {
  const admin = isAdminPath(pathname);
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(config, {
      scriptHashes,
      frameAncestors: admin ? "'none'" : "'self'",
    }),
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
  if (admin) headers['X-Frame-Options'] = 'DENY';
  else headers['X-Frame-Options'] = 'SAMEORIGIN';
  if (config.https) headers['Strict-Transport-Security'] = HSTS;
  return headers;
}

/** Headers sent on every response whatever its type (HSTS too when the site is https). */
export function baseHeaders(config: Pick<SiteServerConfig, 'https'>): Record<string, string> {
  return config.https
    ? { ...BASE_HEADERS, 'Strict-Transport-Security': HSTS }
    : { ...BASE_HEADERS };
}
