/**
 * What search engines and link previews read from a public page's head (issue 23): the
 * canonical address, OpenGraph and Twitter card tags, and schema.org JSON-LD. Every absolute
 * address is built from the site's public address (`SITE_URL`), which the public layout's loader
 * hands down from the server; a request's Host header never reaches this module, so the render
 * cache can never keep an attacker's host for everyone.
 */
import {
  type Appeal,
  notFoundPage,
  type Programme,
  type SiteImageSource,
  type SiteSettings,
  STOCK_PHOTO_HOST,
  siteFacts,
} from '@charitykit/content';
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
  alt?: string;
}

/**
 * The share image the site ships (1200 x 630, made from the logo by
 * `scripts/make-icons.mjs`), for when neither the page nor the settings name one.
 */
export const SITE_SHARE_IMAGE = { path: '/share-image.png', width: 1200, height: 630 } as const;
/** The largest icon of the web manifest, also the organisation's logo in structured data. */
export const LOGO_PATH = '/icon-512.png';
/** Link previews need at least this width for the large card. */
export const SHARE_IMAGE_WIDTH = 1200;

function layoutData(matches: SeoMatches): Partial<PublicLayoutData> {
  const data = matches.find((match) => match?.id === 'routes/public-layout')?.loaderData;
  return (data ?? {}) as Partial<PublicLayoutData>;
}

/** The site's public address the server rendered with, if it did. */
export function siteUrlFrom(matches: SeoMatches): string | null {
  const { siteUrl } = layoutData(matches);
  return typeof siteUrl === 'string' && /^https?:\/\//.test(siteUrl) ? siteUrl : null;
}

/** The page's path without query string or trailing slash ('/' stays '/'). */
export function canonicalPath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '/';
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** `path` on the site's public address. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The name previews and search show: the organisation name, else the site name. */
export function organisationName(settings: Pick<SiteSettings, 'organisationName' | 'siteName'>) {
  return settings.organisationName.trim() || settings.siteName;
}

/**
 * A picture of the page at a width link previews show large: the stock-photo host crops one to
 * 1200 x 630; a picture of another host is used when it is at least that wide already.
 */
export function shareImageOf(image: SiteImageSource): ShareImage | null {
  let url: URL;
  try {
    url = new URL(image.src);
  } catch {
    return null;
  }
  if (url.hostname === STOCK_PHOTO_HOST) {
    url.searchParams.set('fit', 'crop');
    url.searchParams.set('w', String(SHARE_IMAGE_WIDTH));
    url.searchParams.set('h', '630');
    return { url: url.toString(), width: SHARE_IMAGE_WIDTH, height: 630, alt: image.alt };
  }
  return image.width >= SHARE_IMAGE_WIDTH
    ? { url: image.src, width: image.width, height: image.height, alt: image.alt }
    : null;
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

function settingsFrom(matches: SeoMatches): SiteSettings | null {
  const { settings } = layoutData(matches);
  return settings && typeof settings.siteName === 'string' ? settings : null;
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
  tags.push(
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: organisationName(settings) },
    { property: 'og:locale', content: 'en_GB' },
    { property: 'og:title', content: page.title },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image.url },
  );
  if (page.description) tags.push({ property: 'og:description', content: page.description });
  if (image.width && image.height) {
    tags.push(
      { property: 'og:image:width', content: String(image.width) },
      { property: 'og:image:height', content: String(image.height) },
    );
  }
  if (image.alt) tags.push({ property: 'og:image:alt', content: image.alt });
  tags.push({ name: 'twitter:card', content: 'summary_large_image' });
  for (const block of page.jsonLd?.(settings, siteUrl) ?? []) {
    tags.push({ 'script:ld+json': block });
  }
  return tags;
}

/** The not-found page's head: its title and a request not to index it, nothing to share. */
export function notFoundSeoMeta(matches: SeoMatches, fallbackSettings: SiteSettings) {
  const settings = settingsFrom(matches) ?? fallbackSettings;
  return [
    { title: `${notFoundPage.meta.title} | ${settings.siteName}` },
    { name: 'robots', content: 'noindex' },
  ];
}

// schema.org ---------------------------------------------------------------------------------

/** The organisation's identity in structured data, referred to by the other blocks. */
export function organisationId(siteUrl: string): string {
  return `${siteUrl}/#organisation`;
}

/** The home page's description of the charity (schema.org NGO). */
export function organisationJsonLd(settings: SiteSettings, siteUrl: string) {
  const { socialLinks } = settings;
  const sameAs = Object.values(socialLinks).filter((link): link is string => Boolean(link));
  const contactPoint: Record<string, unknown> = {
    '@type': 'ContactPoint',
    contactType: 'customer support',
    areaServed: 'GB',
    availableLanguage: 'en-GB',
  };
  if (settings.contactEmail) contactPoint.email = settings.contactEmail;
  if (settings.contactPhone) contactPoint.telephone = settings.contactPhone;
  const { address } = siteFacts;
  const organisation: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'NGO',
    '@id': organisationId(siteUrl),
    name: organisationName(settings),
    url: `${siteUrl}/`,
    logo: absoluteUrl(siteUrl, LOGO_PATH),
    contactPoint,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      postalCode: address.postcode,
      addressCountry: address.country,
    },
  };
  if (organisation.name !== settings.siteName) organisation.alternateName = settings.siteName;
  if (settings.siteTagline) organisation.description = settings.siteTagline;
  if (sameAs.length > 0) organisation.sameAs = sameAs;
  if (settings.registrationNumber) {
    organisation.identifier = {
      '@type': 'PropertyValue',
      name: 'Registered Charity Number',
      value: settings.registrationNumber,
    };
  }
  return organisation;
}

/** An appeal page describes the gift it asks for (schema.org DonateAction). */
export function appealJsonLd(appeal: Appeal, settings: SiteSettings, siteUrl: string) {
  const url = absoluteUrl(siteUrl, appeal.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'DonateAction',
    name: appeal.hero.title,
    description: appeal.meta.description,
    url,
    recipient: {
      '@type': 'NGO',
      '@id': organisationId(siteUrl),
      name: organisationName(settings),
      url: `${siteUrl}/`,
    },
    target: { '@type': 'EntryPoint', urlTemplate: `${url}#donate` },
  };
}

/** Home > Programs > the programme (schema.org BreadcrumbList). */
export function programmeBreadcrumbJsonLd(
  programme: Programme,
  labels: { home: string; programmes: string },
  siteUrl: string,
) {
  const trail = [
    { name: labels.home, path: '/' },
    { name: labels.programmes, path: '/programs' },
    { name: programme.title, path: programme.link },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, canonicalPath(crumb.path)),
    })),
  };
}
