/**
 * The site's public address (issue 23): `SITE_URL`, or the address the site prints on start
 * (`http://localhost:${PORT:-4173}`). Every absolute address the site writes (canonical,
 * link previews, sitemap, robots.txt, structured data) is built from it, never from a request's
 * Host header: the render cache keeps one copy of each page for everyone, so a Host header
 * reaching a page would serve an attacker's address to every visitor.
 *
 * (Issue 21 adds a config module to the site server; the two are to become one.)
 */

/** The address the site prints on start. */
export function localSiteUrl(port = process.env.PORT): string {
  return `http://localhost:${port || 4173}`;
}

/**
 * An http(s) origin with an optional base path, without query, fragment, credentials or a
 * trailing slash. Throws, naming the setting, for anything else: a wrong address would go into
 * every page, so the site refuses to start with one.
 */
export function parseSiteUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) address, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`SITE_URL must start with http:// or https://, got "${value}"`);
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new Error(
      `SITE_URL must be the site's address only (no query, fragment or credentials), got "${value}"`,
    );
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function fromEnvironment(): string {
  const configured = typeof process === 'undefined' ? undefined : process.env.SITE_URL;
  return configured?.trim() ? parseSiteUrl(configured) : localSiteUrl();
}

/** The site's public address, read once when the server starts. */
export const siteUrl: string = fromEnvironment();
