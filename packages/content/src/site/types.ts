/**
 * The shapes of a charity's public-site content. Another charity fills the same types with its
 * own words and figures; the ui composites take these values through their props.
 */

import type { FooterLinkSlot, FooterLinks } from '../rules/footerLinks';

/** An image from a stock-photo host or the charity's own storage, with its intrinsic size. */
export interface SiteImageSource {
  /** The default address (also the fallback when `srcSet` is not understood). */
  src: string;
  /** Width-described candidates (`… 640w, … 1280w`), so the browser picks a fitting size. */
  srcSet?: string;
  /** Says what the picture shows; also the readable fallback when it cannot load (decision 7). */
  alt: string;
  width: number;
  height: number;
}

/** A headline figure: "500,000+" and what it counts, "Meals". */
export interface Statistic {
  value: string;
  label: string;
}

export interface TitledText {
  title: string;
  description: string;
}

/** A link in the header or footer. `href: null` marks a dead link: shown as text, never a link. */
export interface NavLink {
  label: string;
  href: string | null;
  /**
   * A giving action (Donate, Donate Now, Make a Donation): with no `href` of its own, it leads to
   * the donation page staff set in Settings, when there is one (issue 24).
   */
  donate?: true;
  /**
   * Issue 37: a footer entry staff may point somewhere in Settings (Impact Reports, Careers,
   * Fundraise); until they do, its own `href` (none: plain text) stands.
   */
  setting?: FooterLinkSlot;
}

/** One slide of the home hero carousel (spec section 3). */
export interface HeroSlide {
  title: string;
  subtitle: string;
  description: string;
  image: SiteImageSource;
}

/** Names of the icons the content refers to; the app maps each to a drawn icon. */
export type SiteIconName =
  | 'utensils'
  | 'droplet'
  | 'graduation-cap'
  | 'heart-pulse'
  | 'users'
  | 'baby'
  | 'siren'
  | 'leaf'
  | 'heart'
  | 'eye'
  | 'globe'
  | 'award'
  | 'phone'
  | 'mail'
  | 'map-pin'
  | 'clock'
  | 'shield-check'
  | 'hand-heart'
  | 'bell';

/** The hero at the top of a page. */
export interface PageHeroContent {
  title: string;
  subtitle?: string;
  description: string;
}

/** What a programme's card says: the home page's carousel and the programmes page. */
export interface ProgrammeCardContent {
  slug: string;
  title: string;
  description: string;
  /** A CSS colour for the card accent and the page hero. Readable white text sits on it. */
  colour: string;
  icon: SiteIconName;
  /** The programme page's path, `/programs/{slug}`. */
  link: string;
}

/** One of the charity's programme areas and its static page (spec sections 2 and 3). */
export interface Programme extends ProgrammeCardContent {
  fullDescription: string;
  impact: string;
  page: {
    hero: PageHeroContent;
    textBlock: { title: string; paragraphs: readonly string[] };
    /** The two action buttons of the text block (no behaviour). */
    actions: readonly [string, string];
    stats: readonly [Statistic, Statistic, Statistic];
    approach: {
      title: string;
      steps: readonly [TitledText, TitledText, TitledText, TitledText];
    };
  };
}

/** One amount of an appeal's "what your gift does" list. */
export interface ImpactTier {
  /** Whole pounds. */
  amount: number;
  description: string;
}

/** A crisis-appeal donation page (spec section 2, decision 1). */
export interface Appeal {
  path: string;
  meta: { title: string; description: string };
  badge: string;
  hero: PageHeroContent & { donateLabel: string; learnMoreLabel: string };
  raised: { label: string; amount: number; percent: number; caption: string };
  stats: { title: string; items: readonly [Statistic, Statistic, Statistic, Statistic] };
  situation: { title: string; paragraphs: readonly string[] };
  impact: { title: string; tiers: readonly [ImpactTier, ImpactTier, ImpactTier, ImpactTier] };
  donation: { title: string; description: string; quickAmounts: readonly number[] };
  /** Trust figures, where the spec gives them. */
  trust: { title: string; items: readonly Statistic[] } | null;
  /** The note under the donation form: all of the gift goes to aid. */
  note: string;
}

/** A call-to-action band: a title, a line, and buttons. */
export interface CallToActionContent {
  title: string;
  description: string;
  actions: readonly NavLink[];
}

/** Editable site settings (decision 6): read from the backend, these defaults otherwise. */
export interface SiteSettings {
  siteName: string;
  siteTagline: string;
  contactEmail: string;
  contactPhone: string;
  socialLinks: {
    facebook: string | null;
    twitter: string | null;
    instagram: string | null;
    linkedin: string | null;
  };
  themeColors: { primary: string; secondary: string; accent: string };
  /** The charity's name for previews, search and the app name; empty uses `siteName`. */
  organisationName: string;
  /** The charity registration number; empty shows none. */
  registrationNumber: string;
  /** The default link-preview image (an absolute http(s) address), or none. */
  shareImage: string | null;
  /**
   * Issue 24: the charity's page on a giving platform; when set, the Donate buttons and every
   * valid donation amount go there. None: the spec's behaviour (nothing is sent).
   */
  donationPage?: string | null;
  /** Issue 24: months after which submissions are deleted (24 when not given). */
  submissionRetentionMonths?: number;
  /** Issue 37: where the footer's Impact Reports, Careers and Fundraise lead (none when not given). */
  footerLinks?: FooterLinks;
}

/** Legal and contact facts shown in the footer and on the contact page. */
export interface SiteFacts {
  registeredCharityNumber: string;
  companyNumber: string;
  address: { street: string; city: string; postcode: string; country: string };
  copyrightYear: number;
}

/** A section of a legal page: a title, paragraphs and an optional list. */
export interface LegalSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface LegalPage {
  title: string;
  meta: { title: string; description: string };
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
}
