/**
 * The site's public address (issue 23) for the app's server modules where no site server hands
 * it over (site-context.server.ts): read from `SITE_URL` by the same rules as the site server's
 * settings (site-url.ts), once, when the server build loads.
 */
import { siteUrlFrom } from './site-url';

export { localSiteUrl, parseSiteUrl } from './site-url';

/** The site's public address, read once when the server starts. */
export const siteUrl: string = siteUrlFrom(typeof process === 'undefined' ? {} : process.env);
