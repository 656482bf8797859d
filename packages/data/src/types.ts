import type {
  NavPlacement,
  PageStatus,
  PageTemplate,
  SocialLinks,
  ThemeColors,
} from '@charitykit/content';
import type { Tables } from './database.types';

/** Staff roles stored in admin_users.role (spec section 6). */
export const ADMIN_ROLES = ['admin', 'editor'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** A staff profile: the admin_users row, with the role narrowed by the table's check. */
export type AdminUser = Omit<Tables<'admin_users'>, 'role'> & { role: AdminRole };

/** A saved builder section (spec section 3): ids are local to the editor and never stored. */
export interface StoredSection {
  type: string;
  title: string;
  content: Record<string, unknown>;
}

/** What `pages.content` holds: a list of sections (a new page has none yet). */
export interface PageContent {
  sections?: StoredSection[];
}

/** A pages row with its status, template and content narrowed. */
export type Page = Omit<
  Tables<'pages'>,
  'status' | 'template_name' | 'content' | 'nav_placement'
> & {
  status: PageStatus;
  template_name: PageTemplate;
  content: PageContent;
  nav_placement: NavPlacement;
};

/** The fields of the create and edit page dialogs. */
export interface PageInput {
  title: string;
  slug: string;
  meta_title: string | null;
  meta_description: string | null;
  status: PageStatus;
  template_name: PageTemplate;
  /** The page's link-preview image (issue 23); left out, an edit keeps the stored one. */
  share_image_url?: string | null;
  /** Issue 25: the page's place in the site's navigation; left out, an edit keeps it. */
  nav_placement?: NavPlacement;
  nav_order?: number;
  /** Issue 25: when a draft goes live and when the page stops being live (ISO), or null. */
  publish_at?: string | null;
  unpublish_at?: string | null;
}

/** A share-preview link (issue 25): its token shows the page to anyone until it ends. */
export type PreviewLink = Tables<'page_preview_links'>;

/**
 * A page as the builder loads it: what it edits, and the version it was loaded at (a save
 * filtered on it cannot overwrite someone else's newer save).
 */
export type BuilderPage = Pick<Page, 'id' | 'title' | 'slug' | 'content' | 'version'>;

/** An earlier content of a page, kept when its content was replaced (newest 50 per page). */
export type PageRevision = {
  id: number;
  page_id: string;
  /** When this content was saved (it was the page's content from then until the next save). */
  saved_at: string | null;
  /** Who saved it, as their staff profile names them; null when unknown (seed, a script). */
  saved_by_name: string | null;
  section_count: number;
};

/** A deleted page in the trash (its whole row is kept, to be restored with the same id). */
export type TrashedPage = {
  id: string;
  title: string;
  slug: string;
  status: PageStatus;
  deleted_at: string;
  deleted_by_name: string | null;
};

/** A deleted media file in the trash: its stored file is kept until the item is purged. */
export type TrashedMediaFile = {
  id: string;
  file_name: string;
  original_name: string;
  file_path: string;
  mime_type: string;
  file_size: number;
  alt_text: string | null;
  deleted_at: string;
  deleted_by_name: string | null;
};

/** How many days an item stays in a trash before it is purged. */
export const TRASH_RETENTION_DAYS = 30;

/** A section as the builder holds it; any extra field (its local id) is dropped on save. */
export interface SectionInput {
  type: string;
  title: string;
  content: Record<string, unknown>;
}

/** A media_library row. */
export type MediaFile = Tables<'media_library'>;

/** The media edit dialog's fields. */
export interface MediaDetailsInput {
  alt_text: string | null;
  caption: string | null;
}

/** Dashboard cards: pages with published and draft counts, media with images and videos. */
export interface DashboardCounts {
  pages: { total: number; published: number; draft: number };
  media: { total: number; images: number; videos: number };
}

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
}
