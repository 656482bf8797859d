import { isPageLive } from '@charitykit/content';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { fixturePages } from '../pages/fixtures';
import { requestsTo, SUPABASE_URL, server, startMswServer } from '../testing/mswServer';
import {
  fetchPageRedirects,
  fetchPublishedPageVersions,
  PublicReadError,
  readPublicRows,
} from './readPublic';

startMswServer();

const backend = { url: SUPABASE_URL, anonKey: 'anon-key' };

describe('the public site reading the backend anonymously', () => {
  it('given a table and filters, then it asks PostgREST with the anon key and returns the rows', async () => {
    server.use(
      http.get('*/rest/v1/site_settings', () => HttpResponse.json([{ setting_key: 'a' }])),
    );
    expect(await readPublicRows('site_settings', { select: 'setting_key' }, backend)).toEqual([
      { setting_key: 'a' },
    ]);
    const [request] = requestsTo('/rest/v1/site_settings');
    expect(request?.params.get('select')).toBe('setting_key');
    expect(request?.headers.get('apikey')).toBe('anon-key');
    expect(request?.headers.get('authorization')).toBe('Bearer anon-key');
  });

  it('given no backend configured, then it refuses without a request', async () => {
    await expect(readPublicRows('pages', {}, { url: '', anonKey: 'k' })).rejects.toBeInstanceOf(
      PublicReadError,
    );
    expect(requestsTo('/rest/v1/pages')).toHaveLength(0);
  });

  it('given the backend refuses, then the error carries its HTTP status', async () => {
    server.use(http.get('*/rest/v1/pages', () => HttpResponse.json({}, { status: 401 })));
    await expect(readPublicRows('pages', {}, backend)).rejects.toMatchObject({
      name: 'PublicReadError',
      status: 401,
    });
  });

  it('given the backend is unreachable or answers something other than rows, then it rejects', async () => {
    server.use(http.get('*/rest/v1/pages', () => HttpResponse.error()));
    await expect(readPublicRows('pages', {}, backend)).rejects.toThrow(/could not be read/);
    server.use(http.get('*/rest/v1/pages', () => HttpResponse.json({ rows: [] })));
    await expect(readPublicRows('pages', {}, backend)).rejects.toThrow(/not a list of rows/);
  });
});

describe('listing the published pages for the sitemap', () => {
  it('given published, draft and archived pages, then only the live ones are listed with when they changed and their navigation', async () => {
    server.use(
      http.get('*/rest/v1/pages', ({ request }) => {
        const live = new URL(request.url).searchParams.get('is_live') === 'is.true';
        return HttpResponse.json(
          fixturePages
            .filter((page) => !live || isPageLive(page))
            .map(({ slug, updated_at, title, nav_placement, nav_order }) => ({
              slug,
              updated_at,
              title,
              nav_placement,
              nav_order,
              page_redirects: slug === 'winter-appeal' ? [{ from_slug: 'winter-2025' }] : [],
            })),
        );
      }),
    );
    const published = fixturePages.filter((page) => page.status === 'published');
    expect(published.length).toBeGreaterThan(0);
    expect(await fetchPublishedPageVersions(backend)).toEqual(
      published.map((page) => ({
        slug: page.slug,
        updatedAt: page.updated_at,
        title: page.title,
        navPlacement: page.nav_placement,
        navOrder: page.nav_order,
        oldSlugs: page.slug === 'winter-appeal' ? ['winter-2025'] : [],
      })),
    );
    const [request] = requestsTo('/rest/v1/pages');
    expect(request?.params.get('is_live')).toBe('is.true');
    expect(request?.params.get('select')).toContain('page_redirects(from_slug)');
  });
});

describe('listing the old addresses (issue 25)', () => {
  it('reads every redirect the anon key may see, and skips malformed rows', async () => {
    server.use(
      http.get('*/rest/v1/page_redirects', () =>
        HttpResponse.json([
          { from_slug: 'winter-2025', to_slug: 'winter-appeal' },
          { from_slug: 42, to_slug: 'x' },
        ]),
      ),
    );
    expect(await fetchPageRedirects(backend)).toEqual([
      { from: 'winter-2025', to: 'winter-appeal' },
    ]);
    const [request] = requestsTo('/rest/v1/page_redirects');
    expect(request?.params.get('select')).toBe('from_slug,to_slug');
  });
});
