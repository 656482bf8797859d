import { defaultSiteSettings } from '@charitykit/content';
import { describe, expect, it } from 'vitest';
import { robotsTxt, shortName, sitemapXml, webManifest } from './crawl-files';
import { prerenderedPaths, programmeSlugs } from './public-paths';

const site = 'https://www.hoperelief.org.uk';

/** The sitemap as a crawler reads it: each <url>'s loc and lastmod. */
function urls(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return [...doc.getElementsByTagName('url')].map((url) => ({
    loc: url.getElementsByTagName('loc')[0]?.textContent,
    lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
  }));
}

describe('the sitemap', () => {
  it('given the live pages, then it lists every public route and each published page with when it changed', () => {
    const listed = urls(
      sitemapXml(site, [
        ['winter-appeal', '2026-11-23T10:00:00+00:00'],
        ['partners', '2026-11-24T08:30:00.5+00:00'],
      ]),
    );
    const locs = listed.map((url) => url.loc);
    for (const path of prerenderedPaths)
      expect(locs).toContain(`${site}${path === '/' ? '/' : path}`);
    for (const slug of programmeSlugs) expect(locs).toContain(`${site}/programs/${slug}`);
    expect(listed).toContainEqual({
      loc: `${site}/winter-appeal`,
      lastmod: '2026-11-23T10:00:00.000Z',
    });
    expect(listed).toContainEqual({ loc: `${site}/partners`, lastmod: '2026-11-24T08:30:00.500Z' });
    expect(locs.some((loc) => loc?.includes('/admin'))).toBe(false);
    expect(listed).toHaveLength(prerenderedPaths.length + 2);
  });

  it('given no published pages, then only the public routes are listed', () => {
    expect(urls(sitemapXml(site, []))).toHaveLength(prerenderedPaths.length);
  });

  it('given a site address with a base path, then every address is under it', () => {
    const locs = urls(sitemapXml('https://example.org/charity', [])).map((url) => url.loc);
    expect(locs.every((loc) => loc?.startsWith('https://example.org/charity/'))).toBe(true);
  });
});

describe('robots.txt', () => {
  it('given the site address, then it keeps crawlers out of the back-office and names the sitemap in full', () => {
    const robots = robotsTxt(site);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Sitemap: https:\/\/www\.hoperelief\.org\.uk\/sitemap\.xml$/m);
  });
});

describe('the web manifest', () => {
  it('given the saved settings, then names, colour and both icon sizes come from them', () => {
    const manifest = webManifest({
      ...defaultSiteSettings,
      siteName: 'Hope Relief UK',
      organisationName: 'Hope Relief UK Ltd',
      themeColors: { ...defaultSiteSettings.themeColors, primary: '#6A1B9A' },
    });
    expect(manifest).toMatchObject({
      name: 'Hope Relief UK Ltd',
      short_name: 'Hope Relief',
      theme_color: '#6A1B9A',
      start_url: '/',
    });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
  });

  it('given no organisation name, then the site name is the app name', () => {
    expect(webManifest(defaultSiteSettings).name).toBe(defaultSiteSettings.siteName);
  });

  it.each([
    ['Hope', 'Hope'],
    ['Hope Relief UK', 'Hope Relief'],
    ['Internationalisation', 'Internationa'],
  ])('given the site name "%s", then the home-screen label is "%s"', (name, short) => {
    expect(shortName(name)).toBe(short);
  });
});
