import type { FooterLinks, SocialLinks, ThemeColors } from '@charitykit/content';
import type { Tables } from '../lib/database.types';

/** A site_settings row. */
export type SiteSettingRow = Tables<'site_settings'>;

/**
 * Every setting the site uses, keyed by setting_key (spec section 3): the vocabulary of the
 * table and of content's settings forms. The public site reads content's camel-cased
 * `SiteSettings` instead (see `toSiteSettings`).
 */
export interface SiteSettingValues {
  site_name: string;
  site_tagline: string;
  contact_email: string;
  contact_phone: string;
  social_links: SocialLinks;
  theme_colors: ThemeColors;
  organisation_name: string;
  registration_number: string;
  share_image: string | null;
  /** Issue 24: the giving platform's page the Donate buttons go to, or none. */
  donation_page?: string | null;
  /** Issue 24: months after which submissions are deleted. */
  submission_retention_months?: number;
  /** Issue 37: where the footer's Impact Reports, Careers and Fundraise lead, or nowhere. */
  footer_links?: FooterLinks;
}

export interface SettingsRepository {
  /** Every site_settings row. */
  listRows(): Promise<SiteSettingRow[]>;
  /** The settings merged over content's defaults. */
  read(): Promise<SiteSettingValues>;
  /** Upserts each given setting by setting_key, stamped with updatedBy. */
  save(values: Partial<SiteSettingValues>, updatedBy: string | null): Promise<void>;
}

/** The repositories the settings' hooks use. */
export interface SettingsRepositories {
  settings: SettingsRepository;
}
