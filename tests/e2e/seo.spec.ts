/**
 * Found and shared (issue 23), checked the way crawlers and link-preview fetchers see the site:
 * a plain HTTP request and an HTML parser (parse5, which the Node preview scrapers build on),
 * no browser and no JavaScript.
 */
import http from 'node:http';
import { defaultSiteSettings } from '@charitykit/content';
import type { APIRequestContext } from '@playwright/test';
import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import { signedInAdminClient, withSiteSettingsLock } from './backend';
import { expect, test } from './csp';
import { e2eEnv } from './env';
import { publicRoutes } from './public/routes';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;

/** What a link-preview fetcher reads from a page's head. */
interface Head {
  title: string | null;
  meta: Map<string, string>;
  canonical: string[];
  jsonLd: Record<string, unknown>[];
}

function attrs(node: DefaultTreeAdapterTypes.Element): Record<string, string> {
  return Object.fromEntries(node.attrs.map((attr) => [attr.name, attr.value]));
}

function textOf(node: DefaultTreeAdapterTypes.Element): string {
  return node.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
}

function readHead(html: string): Head {
  const head: Head = { title: null, meta: new Map(), canonical: [], jsonLd: [] };
  const visit = (node: Node) => {
    if ('tagName' in node) {
      const a = attrs(node);
      if (node.tagName === 'title') head.title = textOf(node);
      if (node.tagName === 'meta' && a.content !== undefined) {
        const key = a.property ?? a.name;
        if (key) head.meta.set(key, a.content);
      }
      if (node.tagName === 'link' && a.rel === 'canonical' && a.href) head.canonical.push(a.href);
      if (node.tagName === 'script' && a.type === 'application/ld+json') {
        head.jsonLd.push(JSON.parse(textOf(node)) as Record<string, unknown>);
      }
    }
    if ('childNodes' in node) for (const child of node.childNodes) visit(child);
    if ('content' in node && node.content) visit(node.content as unknown as Node);
  };
  visit(parse(html));
  return head;
}

const site = e2eEnv.siteUrl;
const wait = () => new Promise((resolve) => setTimeout(resolve, e2eEnv.invalidationMs));

async function getHead(request: APIRequestContext, path: string, status = 200) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(status);
  const html = await response.text();
  return { head: readHead(html), html };
}

function expectPreviewTags(head: Head, path: string, siteName = defaultSiteSettings.siteName) {
  const canonical = `${site}${path}`;
  expect(head.canonical, path).toEqual([canonical]);
  const tags = Object.fromEntries(head.meta);
  expect(tags, path).toMatchObject({
    'og:url': canonical,
    'og:type': 'website',
    'og:site_name': siteName,
    'og:locale': 'en_GB',
    'twitter:card': 'summary_large_image',
  });
  for (const key of ['og:title', 'og:description', 'og:image', 'description']) {
    expect(tags[key]?.trim(), `${path} ${key}`).toBeTruthy();
  }
  expect(tags['og:image'], path).toMatch(/^https?:\/\//);
}

/** Creates a builder page through the real client; removed by the returned function. */
async function createPage(values: Record<string, unknown>) {
  const client = await signedInAdminClient();
  const { data: row, error } = await client
    .from('pages')
    .insert({
      title: 'Spring Appeal',
      content: {
        sections: [
          { type: 'text', title: 'Spring', content: { text: 'Seeds for every family farm.' } },
        ],
      },
      ...values,
    })
    .select('id, updated_at')
    .single();
  if (error) throw error;
  return {
    client,
    row,
    remove: async () => void (await client.from('pages').delete().eq('id', row.id)),
  };
}

test.describe.configure({ timeout: 60_000 });

test('every public route has its canonical address without the query string and every preview tag', async ({
  request,
}) => {
  for (const route of publicRoutes) {
    const { head } = await getHead(request, `${route.path}?utm_source=newsletter&utm_medium=email`);
    expectPreviewTags(head, route.path);
    expect(head.meta.get('og:title')).toBe(route.title);
    expect(head.meta.has('robots')).toBe(false);
  }
});

test('pages with no picture of their own share the site’s 1200 px image, and it is served', async ({
  request,
}) => {
  const { head } = await getHead(request, '/gaza-emergency');
  expect(head.meta.get('og:image')).toBe(`${site}/share-image.png`);
  expect(head.meta.get('og:image:width')).toBe('1200');
  const image = await request.get('/share-image.png');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  // A PNG's width is bytes 16-19 of its header.
  expect((await image.body()).readUInt32BE(16)).toBe(1200);
  const home = (await getHead(request, '/')).head;
  expect(home.meta.get('og:image')).toMatch(/^https:\/\/images\.unsplash\.com\/.*w=1200/);
});

test('structured data: the home page is the NGO, appeals are DonateActions, programmes have breadcrumbs', async ({
  request,
}) => {
  const home = (await getHead(request, '/?ref=x')).head;
  const ngo = home.jsonLd.find((block) => block['@type'] === 'NGO');
  expect(ngo).toMatchObject({
    '@context': 'https://schema.org',
    name: defaultSiteSettings.siteName,
    url: `${site}/`,
    logo: `${site}/icon-512.png`,
    contactPoint: { '@type': 'ContactPoint', email: defaultSiteSettings.contactEmail },
    address: { '@type': 'PostalAddress' },
  });
  const appeal = (await getHead(request, '/rohingya-crisis')).head.jsonLd;
  expect(appeal).toEqual([
    expect.objectContaining({
      '@type': 'DonateAction',
      url: `${site}/rohingya-crisis`,
      recipient: expect.objectContaining({ '@type': 'NGO', '@id': `${site}/#organisation` }),
    }),
  ]);
  const programme = (await getHead(request, '/programs/water')).head.jsonLd[0];
  expect(programme?.['@type']).toBe('BreadcrumbList');
  expect(
    ((programme?.itemListElement ?? []) as { item: string }[]).map((crumb) => crumb.item),
  ).toEqual([`${site}/`, `${site}/programs`, `${site}/programs/water`]);
});

test('saved organisation name, registration number and social links reach previews, structured data and the footer, safely escaped', async ({
  request,
}) => {
  // A name that would end the script element if it were not escaped.
  const organisation = 'Hope Relief UK </script><script>alert(1)</script>';
  const client = await signedInAdminClient();
  const save = (rows: { setting_key: string; setting_value: unknown }[]) =>
    client.from('site_settings').upsert(rows, { onConflict: 'setting_key' });
  await withSiteSettingsLock(async () => {
    try {
      const { error } = await save([
        { setting_key: 'organisation_name', setting_value: organisation },
        { setting_key: 'registration_number', setting_value: '1234567' },
        {
          setting_key: 'social_links',
          setting_value: {
            facebook: 'https://facebook.com/hoperelief',
            twitter: null,
            instagram: null,
            linkedin: 'https://www.linkedin.com/company/hoperelief',
          },
        },
      ]);
      if (error) throw error;
      await wait();
      const { head, html } = await getHead(request, '/');
      expect(html).not.toContain('<script>alert(1)</script>');
      expect(head.meta.get('og:site_name')).toBe(organisation);
      const ngo = head.jsonLd.find((block) => block['@type'] === 'NGO');
      expect(ngo).toMatchObject({
        name: organisation,
        alternateName: defaultSiteSettings.siteName,
        sameAs: ['https://facebook.com/hoperelief', 'https://www.linkedin.com/company/hoperelief'],
        identifier: { '@type': 'PropertyValue', value: '1234567' },
      });
      expect(html).toContain('Registered Charity No. 1234567');
      const manifest = await (await request.get('/manifest.webmanifest')).json();
      expect(manifest.name).toBe(organisation);

      const { error: emptied } = await save([
        { setting_key: 'registration_number', setting_value: '' },
      ]);
      if (emptied) throw emptied;
      await wait();
      const without = await getHead(request, '/');
      expect(without.html).not.toContain('Registered Charity No.');
      expect(without.head.jsonLd.find((b) => b['@type'] === 'NGO')).not.toHaveProperty(
        'identifier',
      );
    } finally {
      await client
        .from('site_settings')
        .delete()
        .in('setting_key', ['organisation_name', 'registration_number']);
      await save([{ setting_key: 'social_links', setting_value: defaultSiteSettings.socialLinks }]);
    }
  });
});

/** A GET with the Host (and forwarded host) an attacker chooses, as a raw HTTP client sends it. */
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: e2eEnv.sitePort,
        path,
        headers: { Host: host, 'X-Forwarded-Host': host, 'Accept-Encoding': 'identity' },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

test('an attacker’s Host header never reaches an absolute address, even on a first render', async ({
  request,
}) => {
  const evil = 'evil.example';
  const slug = `host-check-${Date.now().toString(36)}`;
  await withSiteSettingsLock(async () => {
    const page = await createPage({ slug, status: 'published', meta_description: 'Checked.' });
    try {
      await wait();
      // The attacker is the first visitor of the new page and of the sitemap's new version.
      for (const path of [`/${slug}`, '/sitemap.xml', '/robots.txt', '/', '/programs/food']) {
        const { status, body } = await getWithHost(path, evil);
        expect(status, path).toBe(200);
        expect(body, path).not.toContain(evil);
      }
      const { head } = await getHead(request, `/${slug}`);
      expectPreviewTags(head, `/${slug}`);
    } finally {
      await page.remove();
    }
  });
});

test('the sitemap lists published pages with lastmod, never drafts or /admin, and follows a publish', async ({
  request,
}) => {
  const stamp = Date.now().toString(36);
  const published = `sitemap-published-${stamp}`;
  const draft = `sitemap-draft-${stamp}`;
  const sitemap = async () => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/xml/);
    return response.text();
  };
  await withSiteSettingsLock(async () => {
    const live = await createPage({ slug: published, status: 'published' });
    const hidden = await createPage({ slug: draft, status: 'draft', title: 'Secret Draft' });
    try {
      await wait();
      const xml = await sitemap();
      expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      for (const route of publicRoutes) expect(xml).toContain(`<loc>${site}${route.path}</loc>`);
      const lastmod = new Date(live.row.updated_at).toISOString();
      expect(xml).toContain(`<loc>${site}/${published}</loc><lastmod>${lastmod}</lastmod>`);
      expect(xml).not.toContain(draft);
      expect(xml).not.toContain('/admin');

      // The draft is a 404 that asks not to be indexed and shows none of its content.
      const { head, html } = await getHead(request, `/${draft}`, 404);
      expect(head.meta.get('robots')).toBe('noindex');
      expect(html).not.toContain('Secret Draft');
      expect(html).not.toContain('Seeds for every family farm.');
      expect(head.canonical).toEqual([]);

      // Publishing it puts it in within the invalidation time; unpublishing takes it out.
      const { error } = await hidden.client
        .from('pages')
        .update({ status: 'published' })
        .eq('id', hidden.row.id);
      if (error) throw error;
      await wait();
      expect(await sitemap()).toContain(`<loc>${site}/${draft}</loc>`);
      const { error: archived } = await live.client
        .from('pages')
        .update({ status: 'archived' })
        .eq('id', live.row.id);
      if (archived) throw archived;
      await wait();
      expect(await sitemap()).not.toContain(`/${published}<`);
    } finally {
      await live.remove();
      await hidden.remove();
    }
  });
});

test('a builder page uses its meta title, description and chosen share image', async ({
  request,
}) => {
  const slug = `share-image-${Date.now().toString(36)}`;
  const image = `${e2eEnv.backendUrl}/storage/v1/object/public/media/spring.jpg`;
  await withSiteSettingsLock(async () => {
    const page = await createPage({
      slug,
      status: 'published',
      meta_title: 'Spring Seeds Appeal',
      meta_description: 'Seeds for 500 farming families this spring.',
      share_image_url: image,
    });
    try {
      await wait();
      const { head } = await getHead(request, `/${slug}?fbclid=abc`);
      expectPreviewTags(head, `/${slug}`);
      expect(head.title).toBe(`Spring Seeds Appeal | ${defaultSiteSettings.siteName}`);
      expect(head.meta.get('og:title')).toBe('Spring Seeds Appeal');
      expect(head.meta.get('og:description')).toBe('Seeds for 500 farming families this spring.');
      expect(head.meta.get('og:image')).toBe(image);
    } finally {
      await page.remove();
    }
  });
});

test('unknown addresses answer 404 with noindex; robots.txt names the sitemap by absolute address', async ({
  request,
}) => {
  for (const path of ['/no-such-page', '/programs/no-such-programme', '/a/b/c']) {
    const { head } = await getHead(request, path, 404);
    expect(head.meta.get('robots'), path).toBe('noindex');
  }
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await robots.text();
  expect(text).toMatch(/^Disallow: \/admin$/m);
  expect(text).toContain(`Sitemap: ${site}/sitemap.xml`);
});

test('the favicon, apple-touch-icon and web manifest with its icons are served', async ({
  request,
}) => {
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  // An ICO starts 00 00 01 00.
  expect([...(await favicon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  const touch = await request.get('/apple-touch-icon.png');
  expect(touch.status()).toBe(200);
  expect(touch.headers()['content-type']).toBe('image/png');
  const { head, html } = await getHead(request, '/');
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
  expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
  expect(head.title).toContain(defaultSiteSettings.siteName);
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: defaultSiteSettings.siteName,
    short_name: 'Hope Relief',
    theme_color: defaultSiteSettings.themeColors.primary,
  });
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    const size = Number(icon.sizes.split('x')[0]);
    expect((await file.body()).readUInt32BE(16), icon.src).toBe(size);
  }
});
