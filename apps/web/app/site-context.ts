/**
 * The one seam between the site server (apps/web/server) and the app: what the server hands the
 * app's loaders through React Router's load context, and the constants both sides read. The
 * server makes a `RouterContextProvider` per request with `siteLoadContext` (React Router 8's
 * `getLoadContext` contract); a loader reads it with `siteFrom` (site-context.server.ts).
 */
import type { PublishedPage } from '@charitykit/data/public';
import { createContext, type RouterContext, RouterContextProvider } from 'react-router';
import type { LiveSite } from './live-site.server';
import type { MailingList } from './mailing-list.server';

/**
 * The response header that tells the site server a render's nonce: React Router's own inline
 * scripts carry it (entry.server.tsx), and the server allows exactly those scripts by their
 * hash (server/headers.ts). The server removes the header before anything is sent.
 */
export const RENDER_NONCE_HEADER = 'x-render-nonce';

/** What the loaders read of the live site (settings, navigation, published pages). */
export type LiveSiteReader = Pick<
  LiveSite<PublishedPage>,
  'refresh' | 'readPage' | 'isPublished' | 'redirectFor'
>;

/** What the site server hands the app's loaders. */
export interface SiteContext {
  /** The live site the server keeps fresh, checked against the backend once per interval. */
  live: LiveSiteReader;
  /** The site's public address (SITE_URL): every absolute address a page writes starts here. */
  siteUrl: string;
  /**
   * The visitor's address as the site server vouches for it (the socket's peer or, behind
   * SITE_TRUSTED_PROXIES, the nearest X-Forwarded-For entry that is not a trusted proxy), on
   * requests rendered for one visitor only (a post); never on a shared, cached render. An action
   * that stores something for a visitor names it to the backend, whose flood limit counts per
   * address (issue 34). Here, not in a header, so nothing a visitor writes can stand in for it.
   */
  clientAddress?: string;
  /**
   * Issue 37: the mailing list, where the server can send its e-mail (SMTP_URL and the service
   * role key); absent elsewhere (the dev server, the static export), where no sign-up is offered.
   */
  mailingList?: MailingList;
}

/**
 * React Router matches context keys by identity, and the site server is compiled apart from the
 * app's server build, so each has its own copy of this module: the key is registered once per
 * process, and both copies hand out that one.
 */
const KEY = Symbol.for('@charitykit/web:site-context');
const registry = globalThis as { [KEY]?: RouterContext<SiteContext | null> };

/** The site's context key; null where no site server gave one (the dev server, the build). */
registry[KEY] ??= createContext<SiteContext | null>(null);
export const siteContext: RouterContext<SiteContext | null> = registry[KEY];

/** The load context of one request: what the server hands the app. */
export function siteLoadContext(site: SiteContext): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(siteContext, site);
  return context;
}
