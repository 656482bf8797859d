/**
 * The site's public address (issue 23), from the site server's config module (issue 21), so the
 * pages and the server read `SITE_URL` the same way: see `apps/web/server/config.ts`.
 */
import { siteUrlFrom } from '../server/config';

export { localSiteUrl, parseSiteUrl } from '../server/config';

/** The site's public address, read once when the server starts. */
export const siteUrl: string = siteUrlFrom(typeof process === 'undefined' ? {} : process.env);
