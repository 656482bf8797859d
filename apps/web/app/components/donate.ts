import { donationLink, type NavLink } from '@charitykit/content';
import { usePublicSettings } from '@charitykit/data/public';

/**
 * Issue 24: where the site's giving buttons (Donate Now in the header, Donate Today on the hero,
 * Make a Donation, the About page's Donate Now, the footer's Donate) lead: the donation page
 * staff set in Settings, or nowhere (the spec's buttons without an action) when none is set.
 * They are links, rendered on the server, so they work before and without JavaScript.
 */
export function useDonateHref(): string | undefined {
  return donationLink(usePublicSettings().donationPage) ?? undefined;
}

/** A giving action (`donate: true`) without a page of its own leads to the donation page. */
export function withDonatePage<T extends NavLink>(link: T, donateHref: string | undefined): T {
  return link.donate && link.href === null && donateHref ? { ...link, href: donateHref } : link;
}
