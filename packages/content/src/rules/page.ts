import { z } from 'zod';
import { linkPreviewMessages } from './linkPreviewMessages';
import { validationMessages } from './messages';
import { SLUG_PATTERN } from './patterns';
import {
  DEFAULT_NAV_PLACEMENT,
  NAV_ORDER_MAX,
  NAV_ORDER_MIN,
  NAV_PLACEMENTS,
  ukLocalToIso,
} from './publishing';
import { publishingMessages } from './publishingMessages';
import { isHttpUrl } from './urlChecks';

/** Page statuses, in the order the status picker lists them; new pages are drafts. */
export const PAGE_STATUSES = ['draft', 'published', 'archived'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];
export const DEFAULT_PAGE_STATUS: PageStatus = 'draft';

export const pageStatusLabels: Record<PageStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};

/** The badge variant for each status in the pages table (spec section 4). */
export type PageStatusBadgeVariant = 'default' | 'secondary' | 'outline';
export const pageStatusBadgeVariant: Record<PageStatus, PageStatusBadgeVariant> = {
  published: 'default',
  draft: 'secondary',
  archived: 'outline',
};

/** Page templates with their labels; `page` (Default Page) is the default. */
export const PAGE_TEMPLATES = ['page', 'home', 'landing'] as const;
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];
export const DEFAULT_PAGE_TEMPLATE: PageTemplate = 'page';

export const pageTemplateLabels: Record<PageTemplate, string> = {
  page: 'Default Page',
  home: 'Homepage',
  landing: 'Landing Page',
};

// The pattern lives with the other patterns, so code that only checks a slug carries no schema.
export { SLUG_PATTERN };

/**
 * A slug suggested from a title: accents dropped, lowercase, anything else between words
 * becomes one hyphen ("Water & Sanitation!" -> "water-sanitation"). Always matches
 * SLUG_PATTERN, or is `''` when the title has no letters or digits.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Slugs a builder page may not take, because `/{slug}` would sit on a route of the site
 * (decision 5: a static route always wins, so such a page could never be seen) or on a path
 * the site needs. The database refuses them too (migration 20261123000100).
 */
export const RESERVED_SLUGS = [
  'about',
  'admin',
  'api',
  'assets',
  'contact',
  'gaza-emergency',
  'privacy-policy',
  'programs',
  'rohingya-crisis',
  'subscribe',
  'terms-conditions',
  'unsubscribe',
  'volunteer',
] as const;

/** True when `/{slug}` would shadow, or be shadowed by, a route of the site. */
export function isReservedSlug(slug: string): boolean {
  return (RESERVED_SLUGS as readonly string[]).includes(slug.trim().toLowerCase());
}

const m = validationMessages.page;

/**
 * The create/edit page dialog. Title and slug are required (the spec leaves this to the
 * browser; the words are ours); the slug must be lowercase words joined by hyphens, so it
 * can be the public address `/{slug}` (decision 5). The meta fields are optional.
 */
export const pageFormSchema = z
  .object({
    title: z.string().trim().min(1, { error: m.titleRequired }),
    slug: z
      .string()
      .trim()
      .min(1, { error: m.slugRequired, abort: true })
      .regex(SLUG_PATTERN, { error: m.slugFormat, abort: true })
      .refine((slug) => !isReservedSlug(slug), { error: m.slugReserved }),
    meta_title: z.string().trim().default(''),
    meta_description: z.string().trim().default(''),
    status: z.enum(PAGE_STATUSES).default(DEFAULT_PAGE_STATUS),
    template_name: z.enum(PAGE_TEMPLATES).default(DEFAULT_PAGE_TEMPLATE),
    // Issue 23: the page's link-preview image, a media library file's address; empty uses the
    // site's default share image.
    share_image_url: z
      .string()
      .trim()
      .default('')
      .refine((url) => url === '' || isHttpUrl(url), {
        error: linkPreviewMessages.shareImageInvalid,
      }),
    // Issue 25: the page's place in the site's navigation, and its schedule in UK time
    // ("YYYY-MM-DDTHH:mm" as a datetime-local input gives it; empty for none).
    nav_placement: z.enum(NAV_PLACEMENTS).default(DEFAULT_NAV_PLACEMENT),
    nav_order: z
      .number({ error: publishingMessages.navOrderRange })
      .int({ error: publishingMessages.navOrderRange })
      .min(NAV_ORDER_MIN, { error: publishingMessages.navOrderRange })
      .max(NAV_ORDER_MAX, { error: publishingMessages.navOrderRange })
      .default(0),
    publish_at: z
      .string()
      .trim()
      .default('')
      .refine((local) => local === '' || ukLocalToIso(local) !== null, {
        error: publishingMessages.publishAtInvalid,
      }),
    unpublish_at: z
      .string()
      .trim()
      .default('')
      .refine((local) => local === '' || ukLocalToIso(local) !== null, {
        error: publishingMessages.unpublishAtInvalid,
      }),
  })
  .refine(
    ({ publish_at, unpublish_at }) => {
      const from = publish_at ? ukLocalToIso(publish_at) : null;
      const to = unpublish_at ? ukLocalToIso(unpublish_at) : null;
      return !from || !to || Date.parse(to) > Date.parse(from);
    },
    { error: publishingMessages.unpublishBeforePublish, path: ['unpublish_at'] },
  );

export type PageFormValues = z.input<typeof pageFormSchema>;
export type PageFormData = z.output<typeof pageFormSchema>;

/** A new page's form: empty text, a draft, the default template. */
export const pageFormDefaults: PageFormData = {
  title: '',
  slug: '',
  meta_title: '',
  meta_description: '',
  status: DEFAULT_PAGE_STATUS,
  template_name: DEFAULT_PAGE_TEMPLATE,
  share_image_url: '',
  nav_placement: DEFAULT_NAV_PLACEMENT,
  nav_order: 0,
  publish_at: '',
  unpublish_at: '',
};
