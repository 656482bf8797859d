import { z } from 'zod';
import {
  DEFAULT_RETENTION_MONTHS,
  DEFAULT_THEME_COLORS,
  RETENTION_MONTHS_RANGE,
} from './constants';
import type { FooterLinks } from './footerLinks';
import { linkPreviewMessages } from './linkPreviewMessages';
import { validationMessages } from './messages';
import { EMAIL_PATTERN, HEX_COLOR_PATTERN } from './patterns';
import { isFooterLinkTarget, isHttpUrl } from './urlChecks';

const m = validationMessages.settings;

/**
 * Settings: Site Information. The site name is required because the header, footer and
 * document title show it (decision 6); the contact e-mail may be empty, but when given it
 * must look like an address.
 */
/**
 * An http(s) address, or nothing: empty (or missing, or null as read from the database)
 * becomes `null`; anything else that is no web address is refused with `message`.
 */
function optionalHttpUrl(message: string) {
  return z
    .string()
    .nullish()
    .transform((value, ctx) => {
      const trimmed = value?.trim() ?? '';
      if (trimmed === '') return null;
      if (!isHttpUrl(trimmed)) {
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return trimmed;
    });
}

export const siteInformationSchema = z.object({
  site_name: z.string().trim().min(1, { error: m.siteNameRequired }),
  site_tagline: z.string().trim(),
  contact_email: z
    .string()
    .trim()
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), {
      error: m.contactEmailInvalid,
    }),
  contact_phone: z.string().trim(),
  // Issue 23: what link previews, search results and the app name show. Empty uses the site
  // name.
  organisation_name: z.string().trim().max(200),
  // England and Wales numbers are digits (1234567), Scotland's SC012345, Northern Ireland's
  // NIC100000; empty hides it from the footer and the structured data.
  registration_number: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || /^[A-Z0-9]{1,20}$/.test(value), {
      error: linkPreviewMessages.registrationNumberInvalid,
    }),
  // The default link-preview image: a media library file's public address, or none.
  share_image: optionalHttpUrl(linkPreviewMessages.shareImageInvalid),
});
export type SiteInformationValues = z.input<typeof siteInformationSchema>;
export type SiteInformation = z.output<typeof siteInformationSchema>;

export const siteInformationDefaults: SiteInformationValues = {
  site_name: '',
  site_tagline: '',
  contact_email: '',
  contact_phone: '',
  organisation_name: '',
  registration_number: '',
  share_image: null,
};

/**
 * Settings: Submissions & Donations (issue 24). The donation page is the charity's page on a
 * giving platform (JustGiving, Enthuse, a Stripe Payment Link), or none; the retention period
 * is a whole number of months.
 */
export const submissionSettingsSchema = z.object({
  donation_page: optionalHttpUrl(m.donationPageInvalid),
  submission_retention_months: z
    .number({ error: m.retentionInvalid })
    .int({ error: m.retentionInvalid })
    .min(RETENTION_MONTHS_RANGE.min, { error: m.retentionInvalid })
    .max(RETENTION_MONTHS_RANGE.max, { error: m.retentionInvalid }),
});
export type SubmissionSettingsValues = z.input<typeof submissionSettingsSchema>;
export type SubmissionSettings = z.output<typeof submissionSettingsSchema>;

export const submissionSettingsDefaults: SubmissionSettingsValues = {
  donation_page: null,
  submission_retention_months: DEFAULT_RETENTION_MONTHS,
};

/**
 * One social link: an http(s) address, or nothing. Empty (or missing, or null as read
 * from the database) becomes `null`, which is what is saved and what hides the link.
 */
export const socialLinkSchema = optionalHttpUrl(m.socialLinkInvalid);

/** Settings: Social Media. */
export const socialLinksSchema = z.object({
  facebook: socialLinkSchema,
  twitter: socialLinkSchema,
  instagram: socialLinkSchema,
  linkedin: socialLinkSchema,
});
export type SocialLinksValues = z.input<typeof socialLinksSchema>;
export type SocialLinks = z.output<typeof socialLinksSchema>;

/** Empty social-link inputs; they save as null. */
export const socialLinksDefaults = {
  facebook: '',
  twitter: '',
  instagram: '',
  linkedin: '',
} satisfies SocialLinksValues;

/**
 * Issue 37: one footer link's target (Impact Reports, Careers, Fundraise): an https address or
 * a path on this site, or nothing. Empty (or missing, or null as read) becomes `null`, which
 * leaves the spec's plain text.
 */
export const footerLinkSchema = z
  .string()
  .nullish()
  .transform((value, ctx) => {
    const trimmed = value?.trim() ?? '';
    if (trimmed === '') return null;
    if (!isFooterLinkTarget(trimmed)) {
      ctx.issues.push({ code: 'custom', message: m.footerLinkInvalid, input: value });
      return z.NEVER;
    }
    return trimmed;
  });

/** Settings: Footer Links. */
export const footerLinksSchema = z.object({
  impact_reports: footerLinkSchema,
  careers: footerLinkSchema,
  fundraise: footerLinkSchema,
}) satisfies z.ZodType<FooterLinks, unknown>;
export type FooterLinksValues = z.input<typeof footerLinksSchema>;

/** No footer link points anywhere until staff say: the spec's plain text. */
export const footerLinksDefaults: FooterLinks = {
  impact_reports: null,
  careers: null,
  fundraise: null,
};

const hexColor = z.string().trim().regex(HEX_COLOR_PATTERN, { error: m.colorInvalid });

/** Settings: Theme Colors. */
export const themeColorsSchema = z.object({
  primary: hexColor,
  secondary: hexColor,
  accent: hexColor,
});
export type ThemeColors = z.output<typeof themeColorsSchema>;

/** The theme form starts from the charity's default colours (spec section 9). */
export const themeColorsDefaults: ThemeColors = { ...DEFAULT_THEME_COLORS };
