/**
 * Issue 25: the live pages staff placed in the site's navigation, after the built-in links. The
 * site server's live snapshot computes it (live-site.server.ts); the public layout renders it
 * into every page's header, mobile menu and footer, so it needs no JavaScript.
 */

/** A link the site's header or footer adds for a live page. */
export interface SiteNavLink {
  label: string;
  href: string;
}

export interface SiteNavigation {
  header: readonly SiteNavLink[];
  footer: readonly SiteNavLink[];
}

export const emptyNavigation: SiteNavigation = { header: [], footer: [] };
