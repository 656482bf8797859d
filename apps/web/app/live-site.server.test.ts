// @vitest-environment node
import { defaultSiteSettings } from '@charitykit/content';
import { describe, expect, it, vi } from 'vitest';
import { resolvePublicPath } from '../server/live-data';
import { LiveSite } from './live-site.server';
import { answerSlug, pageSlugOf } from './page-address';

interface Backend {
  settings: { setting_key: string; setting_value: unknown }[];
  pages: {
    slug: string;
    updated_at: string;
    title?: string;
    nav_placement?: string;
    nav_order?: number;
    page_redirects?: { from_slug: string }[];
  }[];
  down: boolean;
  requests: string[];
}

function fakeBackend(): Backend & { fetch: typeof fetch } {
  const backend: Backend = {
    settings: [{ setting_key: 'site_tagline', setting_value: 'Saved tagline' }],
    pages: [{ slug: 'winter-appeal', updated_at: '2026-11-23T10:00:00Z' }],
    down: false,
    requests: [],
  };
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = String(input);
    backend.requests.push(url);
    if (backend.down) throw new TypeError('fetch failed');
    const body = url.includes('/site_settings') ? backend.settings : backend.pages;
    return new Response(JSON.stringify(body), { status: 200 });
  }) as typeof fetch;
  return Object.assign(backend, { fetch: fetchImpl });
}

/** A LiveSite on the fake backend, checking at most every 2 s of `clock`, with a page reader if given. */
function liveSite<Page = unknown>(
  backend: ReturnType<typeof fakeBackend>,
  clock = { now: 0 },
  readPage?: (slug: string) => Promise<Page | null>,
) {
  const log = vi.fn<(message: string) => void>();
  const site = new LiveSite<Page>({
    url: 'http://backend.test',
    anonKey: 'anon',
    intervalMs: 2000,
    fetch: backend.fetch,
    now: () => clock.now,
    log,
    ...(readPage ? { readPage } : {}),
  });
  return { site, log, clock };
}

describe('LiveSite', () => {
  it('with no backend configured, gives the defaults and never asks anyone', async () => {
    const site = new LiveSite({ url: '', anonKey: '' });
    const snapshot = await site.refresh();
    expect(snapshot.settings).toEqual(defaultSiteSettings);
    expect(snapshot.source).toBe('defaults');
    expect(site.stale).toBe(false);
    expect(site.checks).toBe(0);
  });

  it('reads the saved settings and the published pages in one check of two requests', async () => {
    const backend = fakeBackend();
    const { site } = liveSite(backend);
    const snapshot = await site.refresh();
    expect(snapshot.source).toBe('backend');
    expect(snapshot.settings.siteTagline).toBe('Saved tagline');
    expect(site.isPublished('winter-appeal')).toBe(true);
    expect(backend.requests).toHaveLength(2);
    // Live as the database decides it (issue 25: scheduled pages included by its clock).
    expect(backend.requests.find((u) => u.includes('/pages'))).toContain('is_live=is.true');
  });

  it('checks the backend at most once per interval, however many visitors ask', async () => {
    const backend = fakeBackend();
    const { site, clock } = liveSite(backend);
    await Promise.all(Array.from({ length: 50 }, () => site.refresh()));
    clock.now = 1999;
    await Promise.all(Array.from({ length: 50 }, () => site.refresh()));
    expect(site.checks).toBe(1);
    expect(backend.requests).toHaveLength(2);
    clock.now = 2000;
    await site.refresh();
    expect(site.checks).toBe(2);
  });

  it('gives a path a new version when the settings change, and only then', async () => {
    const backend = fakeBackend();
    const { site, clock } = liveSite(backend);
    await site.refresh();
    const before = site.versionFor('/about');
    clock.now = 2000;
    await site.refresh();
    expect(site.versionFor('/about')).toBe(before);
    backend.settings = [{ setting_key: 'site_tagline', setting_value: 'Another tagline' }];
    clock.now = 4000;
    await site.refresh();
    expect(site.versionFor('/about')).not.toBe(before);
  });

  it('gives the sitemap a new version when any page is published, edited or unpublished', async () => {
    const backend = fakeBackend();
    const { site, clock } = liveSite(backend);
    await site.refresh();
    const first = site.versionFor('/sitemap.xml');
    clock.now = 2000;
    await site.refresh();
    expect(site.versionFor('/sitemap.xml')).toBe(first);
    backend.pages = [...backend.pages, { slug: 'partners', updated_at: '2026-11-24T09:00:00Z' }];
    clock.now = 4000;
    await site.refresh();
    const published = site.versionFor('/sitemap.xml');
    expect(published).not.toBe(first);
    backend.pages = [{ slug: 'partners', updated_at: '2026-11-24T09:00:00Z' }];
    clock.now = 6000;
    await site.refresh();
    expect(site.versionFor('/sitemap.xml')).not.toBe(published);
  });

  it("gives a page's path a new version when that page is edited or unpublished", async () => {
    const backend = fakeBackend();
    const { site, clock } = liveSite(backend);
    await site.refresh();
    const page = site.versionFor('/winter-appeal');
    const about = site.versionFor('/about');
    backend.pages = [{ slug: 'winter-appeal', updated_at: '2026-11-23T10:05:00Z' }];
    clock.now = 2000;
    await site.refresh();
    const edited = site.versionFor('/winter-appeal');
    expect(edited).not.toBe(page);
    expect(site.versionFor('/winter-appeal.data')).toBe(edited);
    expect(site.versionFor('/about')).toBe(about);
    backend.pages = [];
    clock.now = 4000;
    await site.refresh();
    expect(site.versionFor('/winter-appeal')).not.toBe(edited);
    expect(site.isPublished('winter-appeal')).toBe(false);
  });

  it('keeps the last good settings while the backend is down, saying so once, and again when it is back', async () => {
    const backend = fakeBackend();
    const { site, log, clock } = liveSite(backend);
    await site.refresh();
    const version = site.versionFor('/');
    backend.down = true;
    for (const now of [2000, 4000, 6000]) {
      clock.now = now;
      const snapshot = await site.refresh();
      expect(snapshot.settings.siteTagline).toBe('Saved tagline');
    }
    expect(site.versionFor('/')).toBe(version);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/unreachable .*last good/);
    backend.down = false;
    clock.now = 8000;
    await site.refresh();
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[1]?.[0]).toMatch(/reachable again/);
  });

  it("uses content's defaults when the backend has never answered, and says so", async () => {
    const backend = fakeBackend();
    backend.down = true;
    const { site, log } = liveSite(backend);
    const snapshot = await site.refresh();
    expect(snapshot.settings).toEqual(defaultSiteSettings);
    expect(log.mock.calls[0]?.[0]).toMatch(/default settings/);
  });
});

describe('LiveSite.readPage', () => {
  it('reads a published page once per version, never an unpublished one, and keeps the last good read', async () => {
    const backend = fakeBackend();
    const { site, clock } = liveSite(backend);
    await site.refresh();
    const read = vi.fn(async (slug: string) => ({ slug, body: `v${read.mock.calls.length}` }));
    expect(await site.readPage('winter-appeal', read)).toEqual({
      slug: 'winter-appeal',
      body: 'v1',
    });
    expect(await site.readPage('winter-appeal', read)).toEqual({
      slug: 'winter-appeal',
      body: 'v1',
    });
    expect(await site.readPage('no-such-page', read)).toBeNull();
    expect(read).toHaveBeenCalledTimes(1);

    backend.pages = [{ slug: 'winter-appeal', updated_at: '2026-11-23T10:05:00Z' }];
    clock.now = 2000;
    await site.refresh();
    expect(await site.readPage('winter-appeal', read)).toEqual({
      slug: 'winter-appeal',
      body: 'v2',
    });

    backend.pages = [{ slug: 'winter-appeal', updated_at: '2026-11-23T10:10:00Z' }];
    clock.now = 4000;
    await site.refresh();
    const failing = vi.fn(async () => {
      throw new Error('backend down');
    });
    expect(await site.readPage('winter-appeal', failing)).toEqual({
      slug: 'winter-appeal',
      body: 'v2',
    });
  });

  it('passes the error on when a page was never read, and tries again next time', async () => {
    const backend = fakeBackend();
    const { site } = liveSite(backend);
    await site.refresh();
    const failing = vi.fn(async (): Promise<string | null> => {
      throw new Error('backend down');
    });
    await expect(site.readPage('winter-appeal', failing)).rejects.toThrow('backend down');
    await expect(site.readPage('winter-appeal', failing)).rejects.toThrow('backend down');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});

describe('LiveSite with a page reader', () => {
  it('reads each published page when a check first sees it, so it renders while the backend is down', async () => {
    const backend = fakeBackend();
    const clock = { now: 0 };
    const read = vi.fn(async (slug: string) => {
      if (backend.down) throw new TypeError('fetch failed');
      return { slug, body: 'Winter Appeal' };
    });
    const { site } = liveSite(backend, clock, read);
    await site.refresh();
    // No visitor has asked for the page yet, and it has been read.
    expect(read).toHaveBeenCalledWith('winter-appeal');
    backend.down = true;
    clock.now = 2000;
    await site.refresh();
    expect(await site.readPage('winter-appeal')).toEqual({
      slug: 'winter-appeal',
      body: 'Winter Appeal',
    });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads a page again only when it changes, and retries a version whose read failed', async () => {
    const backend = fakeBackend();
    const clock = { now: 0 };
    let failNext = false;
    const read = vi.fn(async (slug: string) => {
      if (failNext) {
        failNext = false;
        throw new TypeError('fetch failed');
      }
      return { slug, read: read.mock.calls.length };
    });
    const { site } = liveSite(backend, clock, read);
    await site.refresh();
    clock.now = 2000;
    await site.refresh();
    expect(read).toHaveBeenCalledTimes(1);

    backend.pages = [{ slug: 'winter-appeal', updated_at: '2026-11-23T10:05:00Z' }];
    failNext = true;
    clock.now = 4000;
    await site.refresh();
    // The edit could not be read when the check saw it: the next render reads it...
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    expect(await site.readPage('winter-appeal')).toEqual({ slug: 'winter-appeal', read: 3 });
    // ...and the next check has nothing new to read.
    clock.now = 6000;
    await site.refresh();
    expect(read).toHaveBeenCalledTimes(3);
  });
});

describe('pageSlugOf', () => {
  it('names the slug of single-segment paths and their data requests only', () => {
    expect(pageSlugOf('/winter-appeal')).toBe('winter-appeal');
    expect(pageSlugOf('/winter-appeal.data')).toBe('winter-appeal');
    expect(pageSlugOf('/')).toBeNull();
    expect(pageSlugOf('/_root.data')).toBeNull();
    expect(pageSlugOf('/programs/food')).toBeNull();
  });

  describe('a hung backend', () => {
    /** A backend that has answered once, then stops answering (as under SIGSTOP). */
    async function hungAfterOneCheck(waitMs: number) {
      const backend = fakeBackend();
      const clock = { now: 0 };
      let hang = false;
      const fetchImpl = ((input: string | URL | Request, init?: RequestInit) =>
        hang ? new Promise<Response>(() => undefined) : backend.fetch(input, init)) as typeof fetch;
      const reads: string[] = [];
      const site = new LiveSite<{ title: string }>({
        url: 'http://backend.test',
        anonKey: 'anon',
        intervalMs: 2000,
        waitMs,
        fetch: fetchImpl,
        now: () => clock.now,
        log: () => undefined,
        readPage: async (slug) => {
          reads.push(slug);
          if (hang) return new Promise<never>(() => undefined);
          return { title: `${slug} v${reads.length}` };
        },
      });
      await site.refresh({ untilDone: true });
      await site.readPage('winter-appeal');
      hang = true;
      clock.now += 5000;
      return { site, backend, clock, reads };
    }

    it('delays a render by at most the wait, counted from when the check began, then gives the last good snapshot', async () => {
      const { site } = await hungAfterOneCheck(50);
      const started = performance.now();
      const first = await site.refresh();
      expect(performance.now() - started).toBeLessThan(1000);
      expect(first.source).toBe('backend');
      expect(first.settings.siteTagline).toBe('Saved tagline');
      expect(site.checking).toBe(true);
    });

    it('does not wait at all when renders are told not to, yet starts the due check', async () => {
      const { site } = await hungAfterOneCheck(60_000);
      site.rendersWait = false;
      const snapshot = await site.refresh();
      expect(snapshot.source).toBe('backend');
      expect(site.checking).toBe(true);
    });

    it('gives the last good read of a changed page once the wait is over', async () => {
      const { site, backend, clock } = await hungAfterOneCheck(50);
      // The page changed before the backend hung: a check that sees it is allowed through.
      backend.pages = [{ slug: 'winter-appeal', updated_at: '2026-11-24T10:00:00Z' }];
      const fresh = fakeBackend();
      fresh.pages = backend.pages;
      (site as unknown as { fetchImpl: typeof fetch }).fetchImpl = fresh.fetch;
      clock.now += 5000;
      await site.refresh({ untilDone: true });
      const started = performance.now();
      await expect(site.readPage('winter-appeal')).resolves.toEqual({ title: 'winter-appeal v1' });
      expect(performance.now() - started).toBeLessThan(1000);
    });

    it('fails a page that was never read once the wait is over, so the render answers 503', async () => {
      const backend = fakeBackend();
      const site = new LiveSite<{ title: string }>({
        url: 'http://backend.test',
        anonKey: 'anon',
        waitMs: 50,
        fetch: backend.fetch,
        log: () => undefined,
        readPage: () => new Promise<never>(() => undefined),
      });
      await site.refresh({ untilDone: true });
      await expect(site.readPage('winter-appeal')).rejects.toThrow(/within 50 ms/);
    });
  });

  describe('navigation and old addresses (issue 25)', () => {
    it('lists the header and footer pages by order then title, and versions every path by them', async () => {
      const backend = fakeBackend();
      const { site, clock } = liveSite(backend);
      await site.refresh();
      const before = site.versionFor('/about');
      expect(site.snapshot.navigation).toEqual({ header: [], footer: [] });
      backend.pages = [
        {
          slug: 'winter-appeal',
          updated_at: 'a',
          title: 'Winter Appeal',
          nav_placement: 'header',
          nav_order: 2,
        },
        {
          slug: 'partners',
          updated_at: 'b',
          title: 'Partners',
          nav_placement: 'header',
          nav_order: 1,
        },
        {
          slug: 'annual',
          updated_at: 'c',
          title: 'Annual Report',
          nav_placement: 'header',
          nav_order: 1,
        },
        { slug: 'jobs', updated_at: 'd', title: 'Jobs', nav_placement: 'footer', nav_order: 0 },
        { slug: 'hidden', updated_at: 'e', title: 'Hidden', nav_placement: 'none', nav_order: 0 },
      ];
      clock.now = 2000;
      await site.refresh();
      expect(site.snapshot.navigation).toEqual({
        header: [
          { label: 'Annual Report', href: '/annual' },
          { label: 'Partners', href: '/partners' },
          { label: 'Winter Appeal', href: '/winter-appeal' },
        ],
        footer: [{ label: 'Jobs', href: '/jobs' }],
      });
      // The header and footer are on every page, so every page's render is new.
      const placed = site.versionFor('/about');
      expect(placed).not.toBe(before);
      backend.pages = backend.pages.map((page) =>
        page.slug === 'jobs' ? { ...page, nav_placement: 'header' } : page,
      );
      clock.now = 4000;
      await site.refresh();
      expect(site.snapshot.navigation.footer).toEqual([]);
      expect(site.versionFor('/about')).not.toBe(placed);
    });

    it('answers an old slug of a live page with its new slug, until a live page takes it', async () => {
      const backend = fakeBackend();
      backend.pages = [
        {
          slug: 'winter-appeal',
          updated_at: 'a',
          title: 'Winter Appeal',
          page_redirects: [{ from_slug: 'winter-2025' }],
        },
      ];
      const { site, clock } = liveSite(backend);
      await site.refresh();
      expect(site.redirectFor('winter-2025')).toBe('winter-appeal');
      expect(answerSlug('winter-2025', site).kind).toBe('redirect');
      expect(site.redirectFor('winter-appeal')).toBeNull();
      expect(answerSlug('no-such-page', site).kind).toBe('not-found');
      const redirecting = site.versionFor('/winter-2025');
      backend.pages = [
        ...(backend.pages ?? []),
        { slug: 'winter-2025', updated_at: 'b', title: 'Winter 2025' },
      ];
      clock.now = 2000;
      await site.refresh();
      expect(site.redirectFor('winter-2025')).toBeNull();
      expect(site.versionFor('/winter-2025')).not.toBe(redirecting);
    });

    it("gives the site server's answer: 301 from an old slug, the page at its slug", async () => {
      const backend = fakeBackend();
      backend.pages = [
        {
          slug: 'winter-appeal',
          updated_at: 'a',
          title: 'Winter Appeal',
          page_redirects: [{ from_slug: 'winter-2025' }],
        },
      ];
      const { site } = liveSite(backend);
      await site.refresh();
      const routes = new Set(['/', '/about']);
      expect(answerSlug('winter-2025', site)).toEqual({
        kind: 'redirect',
        location: '/winter-appeal',
      });
      expect(answerSlug('winter-appeal', site)).toEqual({ kind: 'page' });
      expect(resolvePublicPath('/winter-2025', routes, site)).toEqual({
        kind: 'redirect',
        location: '/winter-appeal',
        status: 301,
      });
      expect(resolvePublicPath('/winter-appeal', routes, site)).toEqual({
        kind: 'page',
        path: '/winter-appeal',
      });
      expect(resolvePublicPath('/no-such-page', routes, site).kind).toBe('not-found');
    });
  });
});
