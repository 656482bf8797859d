import type { FooterLinks } from '../rules/footerLinks';
import type { NavLink } from './types';

/** The header's links, in order. "All Programs" also opens the programmes dropdown. */
export const headerLinks = {
  home: { label: 'Home', href: '/' },
  programmes: { label: 'All Programs', href: '/programs' },
  about: { label: 'About', href: '/about' },
  contact: { label: 'Contact', href: '/contact' },
} as const satisfies Record<string, NavLink>;

/**
 * The dropdown under "All Programs": the eight programme pages. Written out rather than derived
 * from `programmes`, so the header (on every page) does not carry every programme page's copy;
 * a test keeps the two in step.
 */
export const programmeLinks = [
  { label: 'Food Security', href: '/programs/food' },
  { label: 'Clean Water', href: '/programs/water' },
  { label: 'Education', href: '/programs/education' },
  { label: 'Healthcare', href: '/programs/healthcare' },
  { label: 'Women Empowerment', href: '/programs/empowerment' },
  { label: 'Orphan Care', href: '/programs/orphan-care' },
  { label: 'Emergency Relief', href: '/programs/emergency' },
  { label: 'Environment', href: '/programs/environment' },
] as const satisfies readonly NavLink[];

/** The mobile submenu's last entry. */
export const viewAllProgrammesLink: NavLink = { label: 'View All Programs', href: '/programs' };

export const donateNowLabel = 'Donate Now';

/**
 * Footer columns. `href: null` marks a page that does not exist yet: shown, not linked. An entry
 * with a `setting` leads where staff point it in Settings (issue 37; see `pointFooterLink`).
 */
export const footerNavigation = {
  about:
    'We are a UK humanitarian charity bringing food, clean water, education, healthcare and emergency relief to communities in need around the world.',
  quickLinks: {
    title: 'Quick Links',
    links: [
      { label: 'About Us', href: '/about' },
      { label: 'Our Programs', href: '/programs' },
      { label: 'Volunteer', href: '/volunteer' },
      { label: 'Impact Reports', href: null, setting: 'impact_reports' },
      { label: 'Careers', href: null, setting: 'careers' },
    ],
  },
  support: {
    title: 'Support',
    links: [
      { label: 'Donate', href: null, donate: true },
      { label: 'Fundraise', href: null, setting: 'fundraise' },
      { label: 'Volunteer', href: '/volunteer' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  contactTitle: 'Contact Us',
  legal: [
    { label: 'Privacy Policy', href: '/privacy-policy' },
    { label: 'Terms & Conditions', href: '/terms-conditions' },
  ],
} as const satisfies {
  about: string;
  quickLinks: { title: string; links: readonly NavLink[] };
  support: { title: string; links: readonly NavLink[] };
  contactTitle: string;
  legal: readonly NavLink[];
};

/**
 * Issue 37: a footer entry with the target staff set for it in Settings; any other entry, or one
 * with no target, is returned as it is, so the spec's plain text stands until staff say otherwise.
 * `targets` are the settings as read (data's `settingsFromRows`, the site's only reader), which
 * keeps only https addresses and site paths (`isFooterLinkTarget`, the database's own check), so
 * the footer on every page does not carry that check again.
 */
export function pointFooterLink<T extends NavLink>(link: T, targets: FooterLinks | undefined): T {
  const target = link.setting ? targets?.[link.setting] : null;
  return target ? { ...link, href: target } : link;
}
