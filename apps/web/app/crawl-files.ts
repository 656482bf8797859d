/**
 * The files crawlers and browsers ask a site for (issue 23): the sitemap (sitemaps.org 0.9),
 * robots.txt and the web manifest, built from the site's public address, the live settings and
 * the published pages. Plain functions, so the resource routes stay one line each and the
 * contents are tested without a server.
 */
import type { SiteSettings } from '@charitykit/content';
import { prerenderedPaths } from './public-paths';
import { absoluteUrl, canonicalPath, organisationName } from './seo';

const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function xml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => xmlEntities[char] ?? char);
}

/** A timestamp as the W3C date-time the sitemap protocol asks for, or null if unreadable. */
function lastmod(updatedAt: string): string | null {
  const time = Date.parse(updatedAt);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/**
 * Every public route (the static ones, programme pages included) and every published builder
 * page with its last change. Only what is given is listed: the caller passes published pages
 * only, so drafts, archived pages and /admin never appear.
 */
export function sitemapXml(
  siteUrl: string,
  publishedPages: Iterable<readonly [slug: string, updatedAt: string]>,
  staticPaths: readonly string[] = prerenderedPaths,
): string {
  const entries = staticPaths.map(
    (path) => `  <url><loc>${xml(absoluteUrl(siteUrl, canonicalPath(path)))}</loc></url>`,
  );
  const pages = [...publishedPages].sort(([a], [b]) => a.localeCompare(b));
  for (const [slug, updatedAt] of pages) {
    const loc = xml(absoluteUrl(siteUrl, `/${encodeURIComponent(slug)}`));
    const modified = lastmod(updatedAt);
    entries.push(
      modified
        ? `  <url><loc>${loc}</loc><lastmod>${modified}</lastmod></url>`
        : `  <url><loc>${loc}</loc></url>`,
    );
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything but the back-office, and where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/** A home-screen label: the site name, or as many of its words as fit in 12 characters. */
export function shortName(name: string): string {
  if (name.length <= 12) return name;
  let short = '';
  for (const word of name.split(/\s+/)) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > 12) break;
    short = next;
  }
  return short || name.slice(0, 12);
}

/** The web manifest: the organisation's name, the saved primary colour and the icons. */
export function webManifest(settings: SiteSettings) {
  return {
    name: organisationName(settings),
    short_name: shortName(settings.siteName),
    description: settings.siteTagline || undefined,
    lang: 'en-GB',
    start_url: '/',
    scope: '/',
    display: 'minimal-ui',
    theme_color: settings.themeColors.primary,
    background_color: '#ffffff',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
}

/** A file response the site server caches and revalidates like a page. */
export function fileResponse(body: string, contentType: string): Response {
  return new Response(body, { headers: { 'Content-Type': contentType } });
}
