import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { fixturePages } from '../msw/fixtures';
import { requestsTo, SUPABASE_URL, server, startMswServer } from '../testing/mswServer';
import { fetchPublishedPage, PublishedPageError } from './fetchPublishedPage';

startMswServer();

const backend = { url: SUPABASE_URL, anonKey: 'anon-key' };

/** PostgREST as the anon key sees it: only published rows, filtered by the query's eq filters. */
function publishedPages() {
  return http.get('*/rest/v1/pages', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const slug = params.get('slug')?.replace(/^eq\./, '');
    const status = params.get('status')?.replace(/^eq\./, '');
    const rows = fixturePages
      .filter((page) => page.status === 'published')
      .filter((page) => page.slug === slug && page.status === status)
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
    expect(request?.params.get('status')).toBe('eq.published');
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
