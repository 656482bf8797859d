// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';
import {
  documentPath,
  Freshness,
  type FreshnessSource,
  liveSiteFor,
  NOT_FOUND_PATHS,
  resolvePublicPath,
} from './live-data';

const routes = new Set(['/', '/about', '/programs/food', '/sitemap.xml']);
const published = new Set(['winter-appeal']);
const live = { isPublished: (slug: string) => published.has(slug), redirectFor: () => null };

describe('what a public path is', () => {
  it('is a page when it is a route or a published builder page', () => {
    expect(resolvePublicPath('/about', routes, live)).toEqual({ kind: 'page', path: '/about' });
    expect(resolvePublicPath('/', routes, live)).toEqual({ kind: 'page', path: '/' });
    expect(resolvePublicPath('/winter-appeal', routes, live)).toEqual({
      kind: 'page',
      path: '/winter-appeal',
    });
  });

  it('is the one not-found render of its shape otherwise', () => {
    expect(resolvePublicPath('/nope-123', routes, live)).toEqual({
      kind: 'not-found',
      path: NOT_FOUND_PATHS.page,
    });
    expect(resolvePublicPath('/Winter-Appeal', routes, live).kind).toBe('not-found');
    expect(resolvePublicPath('/programs/nope', routes, live)).toEqual({
      kind: 'not-found',
      path: NOT_FOUND_PATHS.programme,
    });
    for (const path of ['/a/b', '/programs/food/x', '/a/b/c/d']) {
      expect(resolvePublicPath(path, routes, live)).toEqual({
        kind: 'not-found',
        path: NOT_FOUND_PATHS.deeper,
      });
    }
  });

  it('is a permanent redirect when the live site says the slug moved', () => {
    const moving = {
      ...live,
      redirectFor: (slug: string) => (slug === 'old' ? 'winter-appeal' : null),
    };
    expect(resolvePublicPath('/old', routes, moving)).toEqual({
      kind: 'redirect',
      location: '/winter-appeal',
      status: 301,
    });
    expect(resolvePublicPath('/other', routes, moving).kind).toBe('not-found');
  });

  it('never asks the live site about a path no slug can have', () => {
    const asked: string[] = [];
    const spy = {
      isPublished: (slug: string) => {
        asked.push(slug);
        return false;
      },
      redirectFor: (slug: string) => {
        asked.push(slug);
        return null;
      },
    };
    resolvePublicPath('/UPPER', routes, spy);
    resolvePublicPath('/a_b', routes, spy);
    expect(asked).toEqual([]);
  });

  it("reads React Router's data paths as their documents", () => {
    expect(documentPath('/_root.data')).toBe('/');
    expect(documentPath('/about.data')).toBe('/about');
    expect(documentPath('/about')).toBe('/about');
  });
});

/** A live site whose checks end when the test says. */
function fakeLive() {
  let finish: () => void = () => undefined;
  const calls: { untilDone: boolean; wait: boolean }[] = [];
  type Mutable<T> = { -readonly [K in keyof T]: T[K] };
  const fake: Mutable<FreshnessSource> & { calls: typeof calls; finish: () => void } = {
    calls,
    finish: () => finish(),
    stale: true,
    checking: false,
    configured: true,
    intervalMs: 2000,
    refresh(options = {}) {
      calls.push({ untilDone: options.untilDone ?? false, wait: options.wait ?? true });
      fake.checking = true;
      return new Promise((resolve) => {
        finish = () => {
          fake.checking = false;
          fake.stale = false;
          resolve(undefined as never);
        };
      });
    },
  };
  return fake;
}

describe('freshness', () => {
  it('counts a check that ended recently as answered, so no later visitor waits in full', async () => {
    let now = 0;
    const live = fakeLive();
    live.stale = false;
    const freshness = new Freshness(live, () => now);
    expect(freshness.visit()).toBeNull();
    freshness.stop();
    now += 60_000;
    live.stale = true;
    const later = freshness.visit();
    expect(live.calls).toEqual([{ untilDone: false, wait: true }]);
    live.finish();
    await later;
    freshness.stop();
  });

  it('makes the very first visitor wait for the whole check, later ones at most the bound', async () => {
    let now = 0;
    const live = fakeLive();
    const freshness = new Freshness(live, () => now);
    const first = freshness.visit();
    expect(first).not.toBeNull();
    expect(live.calls).toEqual([{ untilDone: true, wait: true }]);
    live.finish();
    await first;
    // Traffic keeps coming: the timer checks, no visitor waits.
    now += 10;
    expect(freshness.visit()).toBeNull();
    // After a quiet spell the next visitor waits, bounded by the live site's wait.
    freshness.stop();
    now += 60_000;
    live.stale = true;
    const later = freshness.visit();
    expect(later).not.toBeNull();
    expect(live.calls.at(-1)).toEqual({ untilDone: false, wait: true });
    live.finish();
    await later;
    freshness.stop();
  });
});

describe("the server's live site", () => {
  it('is made from the settings, and its renders use the snapshot as it is (the visitor waited before, if at all)', () => {
    const site = liveSiteFor(
      readConfig({
        SUPABASE_URL: 'https://abc.supabase.co',
        SUPABASE_ANON_KEY: 'anon',
        SITE_REVALIDATE_MS: '500',
      }),
    );
    expect(site.configured).toBe(true);
    expect(site.url).toBe('https://abc.supabase.co');
    expect(site.intervalMs).toBe(500);
    expect(site.rendersWait).toBe(false);
  });
});
