import { isPageLive } from '@charitykit/content';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { scenarios } from '../msw/scenarios';
import { fixturePages } from '../pages/fixtures';
import { fixturePreviewLinks } from '../previews/fixtures';
import { requestsTo, SUPABASE_URL, server, startMswServer } from '../testing/mswServer';
import { fetchPublishedPage, fetchSharedPreview, PublishedPageError } from './fetchPublishedPage';

startMswServer();

const backend = { url: SUPABASE_URL, anonKey: 'anon-key' };

/**
 * PostgREST as the anon key sees it: only live rows (the read policy), filtered by the query's
 * slug and its `is_live` computed field.
 */
function publishedPages() {
  return http.get('*/rest/v1/pages', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const slug = params.get('slug')?.replace(/^eq\./, '');
    const rows = fixturePages
      .filter((page) => isPageLive(page))
      .filter((page) => page.slug === slug && params.get('is_live') === 'is.true')
      .map(({ title, slug, meta_title, meta_description, share_image_url, content }) => ({
        title,
        slug,
        meta_title,
        meta_description,
        share_image_url,
        content,
      }));
    return HttpResponse.json(rows);
  });
}

describe('reading a published page by slug', () => {
  it('given a published slug, then it returns the page with its meta and content', async () => {
    server.use(publishedPages());
    const page = await fetchPublishedPage('winter-appeal', backend);
    expect(page).toEqual({
      title: 'Winter Appeal',
      slug: 'winter-appeal',
      metaTitle: 'Winter Appeal',
      metaDescription: 'Help families stay warm this winter.',
      shareImageUrl: null,
      content: fixturePages[0]?.content,
    });
    const [request] = requestsTo('/rest/v1/pages');
    expect(request?.params.get('slug')).toBe('eq.winter-appeal');
    expect(request?.params.get('is_live')).toBe('is.true');
    expect(request?.params.get('select')).toBe(
      'title,slug,meta_title,meta_description,share_image_url,content',
    );
    expect(request?.headers.get('apikey')).toBe('anon-key');
  });

  it.each(['annual-report', 'summer-fete-2023', 'no-such-page'])(
    'given the draft, archived or unknown slug "%s", then there is no page',
    async (slug) => {
      server.use(publishedPages());
      expect(await fetchPublishedPage(slug, backend)).toBeNull();
    },
  );

  it.each(['Winter', '../admin', 'a b', ''])(
    'given the malformed slug "%s", then there is no page and no request',
    async (slug) => {
      expect(await fetchPublishedPage(slug, backend)).toBeNull();
      expect(requestsTo('/rest/v1/pages')).toHaveLength(0);
    },
  );

  it('given no backend configured, then there is no page', async () => {
    expect(await fetchPublishedPage('winter-appeal', {})).toBeNull();
  });

  it('given the backend fails, then it rejects so "not found" is never a guess', async () => {
    server.use(
      http.get('*/rest/v1/pages', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    await expect(fetchPublishedPage('winter-appeal', backend)).rejects.toBeInstanceOf(
      PublishedPageError,
    );
    server.use(http.get('*/rest/v1/pages', () => HttpResponse.error()));
    await expect(fetchPublishedPage('winter-appeal', backend)).rejects.toThrow(/could not be read/);
  });
});

describe('reading a share-preview link (issue 25)', () => {
  const token = fixturePreviewLinks[0]?.token ?? '';

  it('given a working token, then it returns the draft it shows', async () => {
    server.use(...scenarios.sharedPreview.populated());
    const page = await fetchSharedPreview(token, backend);
    expect(page).toMatchObject({ title: 'Annual Report Draft', slug: 'annual-report' });
    const [request] = requestsTo('/rest/v1/rpc/shared_preview');
    expect(request?.params.get('preview_token')).toBe(token);
  });

  it('given an unknown, expired or revoked token, then there is no page', async () => {
    server.use(...scenarios.sharedPreview.populated());
    expect(await fetchSharedPreview('f'.repeat(64), backend)).toBeNull();
  });

  it('given something that is not a token, then there is no page and no request', async () => {
    expect(await fetchSharedPreview('../pages', backend)).toBeNull();
    expect(requestsTo('/rest/v1/rpc/shared_preview')).toHaveLength(0);
  });

  it('given the backend fails, then it rejects', async () => {
    server.use(...scenarios.sharedPreview.error('boom', { status: 500 }));
    await expect(fetchSharedPreview(token, backend)).rejects.toBeInstanceOf(PublishedPageError);
  });
});
