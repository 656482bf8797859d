/**
 * What search engines and link previews read from a public page's head (issue 23): the
 * canonical address, OpenGraph and Twitter card tags, and schema.org JSON-LD. Every absolute
 * address is built from the site's public address (`SITE_URL`), which the public layout's loader
 * hands down from the server; a request's Host header never reaches this module, so the render
 * cache can never keep an attacker's host for everyone.
 *
 * Every public route loads this module, so it holds only what each page's head needs; the
 * structured data and picture helpers of a few pages are in their own modules.
 */
import type { SiteSettings } from '@charitykit/content';
import type { MetaDescriptor } from 'react-router';

/** The route matches a meta function is given (only what is read here). */
export type SeoMatches = ReadonlyArray<
  { id: string; pathname?: string; loaderData?: unknown } | undefined
>;

/** The public layout's loader data, as meta functions find it among the matches. */
export interface PublicLayoutData {
  settings: SiteSettings;
  /** The site's public address, without a trailing slash. */
  siteUrl?: string;
}

/** A link-preview image: an absolute address, with its size when known. */
export interface ShareImage {
  url: string;
  width?: number;
  height?: number;
}

/**
 * The share image the site ships (1200 x 630, made from the logo by
 * `scripts/make-icons.mjs`), for when neither the page nor the settings name one.
 */
export const SITE_SHARE_IMAGE = { path: '/share-image.png', width: 1200, height: 630 } as const;

function layoutData(matches: SeoMatches): Partial<PublicLayoutData> {
  const data = matches.find((match) => match?.id === 'routes/public-layout')?.loaderData;
  return (data ?? {}) as Partial<PublicLayoutData>;
}

/** The site's public address the server rendered with (validated there), if it did. */
export function siteUrlFrom(matches: SeoMatches): string | null {
  return layoutData(matches).siteUrl || null;
}

/** The page's path without query string, fragment or trailing slash ('/' stays '/'). */
export function canonicalPath(pathname: string): string {
  return pathname.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');
}

/** A site path (starting with '/') on the site's public address. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return siteUrl + path;
}

/** The name previews and search show: the organisation name, else the site name. */
export function organisationName(settings: Pick<SiteSettings, 'organisationName' | 'siteName'>) {
  return settings.organisationName.trim() || settings.siteName;
}

/** The charity's default share image: the one saved in settings, else the site's own. */
export function defaultShareImage(
  settings: Pick<SiteSettings, 'shareImage'>,
  siteUrl: string,
): ShareImage {
  if (settings.shareImage) return { url: settings.shareImage };
  return {
    url: absoluteUrl(siteUrl, SITE_SHARE_IMAGE.path),
    width: SITE_SHARE_IMAGE.width,
    height: SITE_SHARE_IMAGE.height,
  };
}

export interface PageSeo {
  title: string;
  description: string | null;
  /** The page's own picture for previews; the default share image when missing. */
  image?: ShareImage | null;
  /** schema.org objects for this page, each rendered as its own JSON-LD block. */
  jsonLd?: (settings: SiteSettings, siteUrl: string) => readonly Record<string, unknown>[];
}

function settingsFrom(matches: SeoMatches): SiteSettings | undefined {
  return layoutData(matches).settings;
}

/**
 * Every tag of a public page's head: title and description, canonical, OpenGraph, Twitter
 * card and JSON-LD. Without the site's address (a render no server loader fed), only the
 * relative tags are given: an absolute address is never guessed.
 */
export function seoMeta(
  matches: SeoMatches,
  fallbackSettings: SiteSettings,
  page: PageSeo,
): MetaDescriptor[] {
  const settings = settingsFrom(matches) ?? fallbackSettings;
  const title = `${page.title} | ${settings.siteName}`;
  const tags: MetaDescriptor[] = [{ title }];
  if (page.description) tags.push({ name: 'description', content: page.description });
  const siteUrl = siteUrlFrom(matches);
  if (!siteUrl) return tags;
  const leaf = matches.at(-1);
  const url = absoluteUrl(siteUrl, canonicalPath(leaf?.pathname ?? '/'));
  const image: ShareImage = page.image ?? defaultShareImage(settings, siteUrl);
  const og: Record<string, string | number | null | undefined> = {
    type: 'website',
    site_name: organisationName(settings),
    locale: 'en_GB',
    title: page.title,
    description: page.description,
    url,
    image: image.url,
    'image:width': image.width,
    'image:height': image.height,
  };
  tags.push({ tagName: 'link', rel: 'canonical', href: url });
  for (const [key, content] of Object.entries(og)) {
    if (content) tags.push({ property: `og:${key}`, content: String(content) });
  }
  tags.push({ name: 'twitter:card', content: 'summary_large_image' });
  for (const block of page.jsonLd?.(settings, siteUrl) ?? []) {
    tags.push({ 'script:ld+json': block });
  }
  return tags;
}
