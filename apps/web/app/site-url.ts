/**
 * The site's public address (issue 23): everything the site writes as an absolute address
 * (canonical links, link previews, the sitemap, robots.txt) comes from `SITE_URL`, never from a
 * request's Host header. Read by the site server's settings (server/config.ts) and, where no
 * site server runs, by site-url.server.ts.
 */

/** The environment's variables, as `process.env` holds them. */
export type Environment = Readonly<Record<string, string | undefined>>;

/** The address the site prints on start. */
export function localSiteUrl(port?: string): string {
  return `http://localhost:${port || 4173}`;
}

/**
 * An http(s) origin with an optional base path, without query, fragment, credentials or a
 * trailing slash. Throws, naming the setting, for anything else.
 */
export function parseSiteUrl(value: string, setting = 'SITE_URL'): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`${setting} must be an absolute http(s) address, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${setting} must start with http:// or https://, got "${value}"`);
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new Error(
      `${setting} must be the site's address only (no query, fragment or credentials), got "${value}"`,
    );
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** The site's public address: `SITE_URL`, or the address the site prints on start. */
export function siteUrlFrom(env: Environment): string {
  const configured = env.SITE_URL?.trim();
  return configured ? parseSiteUrl(configured) : localSiteUrl(env.PORT);
}
