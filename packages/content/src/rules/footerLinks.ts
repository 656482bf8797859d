// Issue 37: apart from constants.ts, which every page loads (the `ui` group in apps/web/chunks.ts):
// only the back-office's Settings and the settings reader need these.

/**
 * The footer entries the spec shows as dead text (Impact Reports, Careers, Fundraise) that staff
 * may point at a page or an address in Settings, in footer order.
 */
export const FOOTER_LINK_SLOTS = ['impact_reports', 'careers', 'fundraise'] as const;
export type FooterLinkSlot = (typeof FOOTER_LINK_SLOTS)[number];
/** Where each of them leads: a web address, a path on the site, or nowhere (`null`). */
export type FooterLinks = Record<FooterLinkSlot, string | null>;
/** The longest footer link target, in characters (the database holds the same limit). */
export const FOOTER_LINK_MAX_LENGTH = 2048;
