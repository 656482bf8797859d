/**
 * Turning site_settings rows into settings and back. Kept free of supabase-js and React so
 * the public entry can use it within the public size budget.
 */
import {
  DEFAULT_RETENTION_MONTHS,
  defaultSiteSettings,
  FOOTER_LINK_SLOTS,
  type FooterLinks,
  HEX_COLOR_PATTERN,
  isFooterLinkTarget,
  isHttpUrl,
  RETENTION_MONTHS_RANGE,
  SETTING_KEYS,
  type SiteSettings,
  SOCIAL_NETWORKS,
  type SocialLinks,
  type ThemeColors,
} from '@charitykit/content';
import type { Json } from '../lib/database.types';
import type { SiteSettingValues } from './types';

/** The bits of a site_settings row that carry the setting. */
export interface SettingRowLike {
  setting_key: string;
  setting_value: Json | null;
}

const COLOURS = ['primary', 'secondary', 'accent'] as const;

const NO_FOOTER_LINKS: FooterLinks = { impact_reports: null, careers: null, fundraise: null };

/** content's defaults in setting_key form. */
export function defaultSettingValues(
  defaults: SiteSettings = defaultSiteSettings,
): SiteSettingValues {
  return {
    site_name: defaults.siteName,
    site_tagline: defaults.siteTagline,
    contact_email: defaults.contactEmail,
    contact_phone: defaults.contactPhone,
    social_links: { ...defaults.socialLinks },
    theme_colors: { ...defaults.themeColors },
    organisation_name: defaults.organisationName,
    registration_number: defaults.registrationNumber,
    share_image: defaults.shareImage,
    donation_page: defaults.donationPage ?? null,
    submission_retention_months: defaults.submissionRetentionMonths ?? DEFAULT_RETENTION_MONTHS,
    footer_links: { ...(defaults.footerLinks ?? NO_FOOTER_LINKS) },
  };
}

/** setting_key form to content's camel-cased SiteSettings. */
export function toSiteSettings(values: SiteSettingValues): SiteSettings {
  return {
    siteName: values.site_name,
    siteTagline: values.site_tagline,
    contactEmail: values.contact_email,
    contactPhone: values.contact_phone,
    socialLinks: { ...values.social_links },
    themeColors: { ...values.theme_colors },
    organisationName: values.organisation_name,
    registrationNumber: values.registration_number,
    shareImage: values.share_image,
    donationPage: values.donation_page ?? null,
    submissionRetentionMonths: values.submission_retention_months ?? DEFAULT_RETENTION_MONTHS,
    footerLinks: { ...(values.footer_links ?? NO_FOOTER_LINKS) },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown, fallback: string, allowEmpty: boolean): string {
  if (typeof value !== 'string') return fallback;
  const trimmed = value.trim();
  return trimmed === '' && !allowEmpty ? fallback : trimmed;
}

// A stored link is rendered as an <a href> on every public page, so anything that is not an
// http(s) address (a `javascript:` URL typed into the table by hand, say) is dropped, and a
// missing or null link stays null, which hides it (decision 6).
function socialLinks(value: unknown, fallback: SocialLinks): SocialLinks {
  if (!isRecord(value)) return { ...fallback };
  const links = { ...fallback };
  for (const network of SOCIAL_NETWORKS) {
    const link = value[network];
    links[network] = typeof link === 'string' && isHttpUrl(link.trim()) ? link.trim() : null;
  }
  return links;
}

// Issue 37: each footer link is rendered as an <a href> on every public page, so only an https
// address or a site path (the database's own check) is kept; anything else is plain text again.
function footerLinks(value: unknown): FooterLinks {
  const links = { ...NO_FOOTER_LINKS };
  if (!isRecord(value)) return links;
  for (const slot of FOOTER_LINK_SLOTS) {
    const link = value[slot];
    links[slot] = typeof link === 'string' && isFooterLinkTarget(link.trim()) ? link.trim() : null;
  }
  return links;
}

// Colours end up in CSS variables; one malformed colour falls back on its own instead of
// discarding the whole theme.
function themeColors(value: unknown, fallback: ThemeColors): ThemeColors {
  if (!isRecord(value)) return { ...fallback };
  const colours = { ...fallback };
  for (const name of COLOURS) {
    const colour = value[name];
    if (typeof colour === 'string' && HEX_COLOR_PATTERN.test(colour.trim())) {
      colours[name] = colour.trim();
    }
  }
  return colours;
}

// The share image is printed as an absolute address into every link preview: anything but an
// http(s) address keeps the default, and a stored null removes it on purpose.
function shareImage(value: unknown, fallback: string | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' && isHttpUrl(value.trim()) ? value.trim() : fallback;
}

// The same rule the database applies (private.retention_months): a whole number of months from
// 1 to 120, else the default.
function retentionMonths(value: unknown, fallback: number): number {
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= RETENTION_MONTHS_RANGE.min &&
    value <= RETENTION_MONTHS_RANGE.max
    ? value
    : fallback;
}

/**
 * The stored settings merged over the defaults: a missing key, or a value of the wrong shape,
 * keeps the default. An empty site name keeps the default because every page shows it; the
 * other texts may be emptied on purpose.
 */
export function settingsFromRows(
  rows: readonly SettingRowLike[],
  defaults: SiteSettingValues = defaultSettingValues(),
): SiteSettingValues {
  const stored = new Map(rows.map((row) => [row.setting_key, row.setting_value] as const));
  const has = (key: string) => stored.has(key);
  return {
    site_name: has('site_name')
      ? text(stored.get('site_name'), defaults.site_name, false)
      : defaults.site_name,
    site_tagline: has('site_tagline')
      ? text(stored.get('site_tagline'), defaults.site_tagline, true)
      : defaults.site_tagline,
    contact_email: has('contact_email')
      ? text(stored.get('contact_email'), defaults.contact_email, true)
      : defaults.contact_email,
    contact_phone: has('contact_phone')
      ? text(stored.get('contact_phone'), defaults.contact_phone, true)
      : defaults.contact_phone,
    social_links: has('social_links')
      ? socialLinks(stored.get('social_links'), defaults.social_links)
      : { ...defaults.social_links },
    theme_colors: has('theme_colors')
      ? themeColors(stored.get('theme_colors'), defaults.theme_colors)
      : { ...defaults.theme_colors },
    organisation_name: has('organisation_name')
      ? text(stored.get('organisation_name'), defaults.organisation_name, true)
      : defaults.organisation_name,
    registration_number: has('registration_number')
      ? text(stored.get('registration_number'), defaults.registration_number, true)
      : defaults.registration_number,
    share_image: has('share_image')
      ? shareImage(stored.get('share_image'), defaults.share_image)
      : defaults.share_image,
    // Rendered as a link on every donation form: an http(s) address or none, like the image.
    donation_page: has('donation_page')
      ? shareImage(stored.get('donation_page'), defaults.donation_page ?? null)
      : (defaults.donation_page ?? null),
    submission_retention_months: retentionMonths(
      stored.get('submission_retention_months'),
      defaults.submission_retention_months ?? DEFAULT_RETENTION_MONTHS,
    ),
    footer_links: has('footer_links')
      ? footerLinks(stored.get('footer_links'))
      : { ...(defaults.footer_links ?? NO_FOOTER_LINKS) },
  };
}

/** The rows an upsert writes for the given settings, in a stable order. */
export function settingRows(
  values: Partial<SiteSettingValues>,
): { setting_key: keyof SiteSettingValues; setting_value: Json }[] {
  const rows: { setting_key: keyof SiteSettingValues; setting_value: Json }[] = [];
  for (const key of SETTING_KEYS) {
    const value = values[key];
    if (value !== undefined) rows.push({ setting_key: key, setting_value: toJson(value) });
  }
  return rows;
}

function toJson(value: string | number | null | SocialLinks | ThemeColors | FooterLinks): Json {
  return typeof value === 'string' || typeof value === 'number' || value === null
    ? value
    : { ...value };
}
