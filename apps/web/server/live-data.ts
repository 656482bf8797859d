/**
 * What the site server knows about the live site: which paths are pages (the static routes and
 * the published builder pages, from the live site it owns), and when to check the backend for a
 * newer version of them.
 *
 * `resolvePublicPath` is the one place the site server decides what a public path is, before any
 * render; a single segment is answered by app/page-address.ts, which the server render and the
 * static export's `/{slug}` ask too. Everything the site server does with a path (render it,
 * answer the cached not-found page, redirect) follows its answer.
 */
import type { PublishedPage } from '@charitykit/data/public';
import { fetchPublishedPage } from '@charitykit/data/public';
import { LiveSite } from '../app/live-site.server';
import { answerSlug, type PageFacts } from '../app/page-address';
import type { SiteServerConfig } from './config';

export { documentPath } from '../app/page-address';

/** The live sites of this process, one per backend and interval. */
const liveSites = new Map<string, LiveSite<PublishedPage>>();

/**
 * The server's live site, from its settings: one per backend in a process, so site servers
 * started side by side (a test, the bench) share its snapshot and page reads as they share the
 * backend. Renders use its snapshot as it is: a visitor waits for a due check before the cache
 * is consulted (Freshness), if at all, never again in a loader.
 */
export function liveSiteFor(
  config: Pick<SiteServerConfig, 'backend' | 'revalidateMs'>,
): LiveSite<PublishedPage> {
  const { backend } = config;
  const key = JSON.stringify([backend.url, backend.anonKey, config.revalidateMs]);
  let live = liveSites.get(key);
  if (!live) {
    live = new LiveSite<PublishedPage>({
      ...backend,
      intervalMs: config.revalidateMs,
      rendersWait: false,
      readPage: (slug) => fetchPublishedPage(slug, backend),
    });
    liveSites.set(key, live);
  }
  return live;
}

/** What a public path is. */
export type PathAnswer =
  /** A page: rendered and cached under `path` (the document's path, without `.data`). */
  | { kind: 'page'; path: string }
  /** Nothing there: the one cached not-found render for paths shaped like this one. */
  | { kind: 'not-found'; path: string }
  /** The page lives elsewhere now. */
  | { kind: 'redirect'; location: string; status: 301 | 308 };

/**
 * Stand-ins for unknown paths, one per shape of route they would match: a single segment (the
 * builder page route), a programme that does not exist, and anything deeper (the splat route).
 * Their rendered HTML is the same as any path of that shape; the browser's console line names
 * the real path, which it reads from the address bar. No slug can take these names (slugs are
 * lower-case letters, digits and hyphens).
 */
export const NOT_FOUND_PATHS = {
  page: '/_not-found',
  programme: '/programs/_not-found',
  deeper: '/_not-found/_not-found',
} as const;

/**
 * What the public `pathname` (a document path, canonical: no trailing or doubled slash) is:
 * a static route, a published builder page, somewhere a page moved from, or nothing.
 * Decided from memory (the route list and the last check's snapshot), never by a backend read.
 */
export function resolvePublicPath(
  pathname: string,
  routes: ReadonlySet<string>,
  live: PageFacts,
): PathAnswer {
  if (routes.has(pathname)) return { kind: 'page', path: pathname };
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 1) {
    const answer = answerSlug(segments[0] ?? '', live);
    if (answer.kind === 'page') return { kind: 'page', path: pathname };
    if (answer.kind === 'redirect') {
      return { kind: 'redirect', location: answer.location, status: 301 };
    }
    return { kind: 'not-found', path: NOT_FOUND_PATHS.page };
  }
  if (segments.length === 2 && segments[0] === 'programs') {
    return { kind: 'not-found', path: NOT_FOUND_PATHS.programme };
  }
  return { kind: 'not-found', path: NOT_FOUND_PATHS.deeper };
}

/** What Freshness needs of the live site. */
export type FreshnessSource = Pick<
  LiveSite,
  'refresh' | 'stale' | 'checking' | 'configured' | 'intervalMs'
>;

/** Without a visitor for this long, the server stops checking until the next one. */
export const IDLE_MS = 30_000;

/**
 * Keeps the snapshot fresh while visitors come: a timer runs the version checks (every
 * interval, at most one at a time), so no visitor waits for one; after IDLE_MS without visitors
 * it stops, and the server asks the backend nothing.
 */
export class Freshness {
  private answeredOnce = false;
  private lastVisitAt = Number.NEGATIVE_INFINITY;
  private poller: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly live: FreshnessSource,
    private readonly now: () => number = Date.now,
  ) {}

  private keepPolling(): void {
    if (this.poller || !this.live.configured) return;
    this.poller = setInterval(
      () => {
        if (this.now() - this.lastVisitAt > IDLE_MS) {
          this.stop();
        } else if (this.live.stale && !this.live.checking) {
          void this.live.refresh({ wait: false });
        }
      },
      Math.max(50, Math.floor(this.live.intervalMs / 8)),
    );
    this.poller.unref();
  }

  stop(): void {
    if (this.poller) clearInterval(this.poller);
    this.poller = null;
  }

  /**
   * What a visitor waits for before the cache is consulted. During traffic: nothing (the timer
   * keeps the version fresh). The first visitor after a quiet spell waits for the check, at
   * most the live site's wait (one second) from when the check began; the very first visitor
   * waits for it in full, so the first page already has the saved settings.
   */
  visit(): Promise<unknown> | null {
    const now = this.now();
    const busy = this.answeredOnce && now - this.lastVisitAt < IDLE_MS && this.poller !== null;
    this.lastVisitAt = now;
    this.keepPolling();
    // A check that ended within the interval (this server's, or another's on the same live
    // site) counts as answered: only a server that has never seen one waits for one in full.
    if (!this.live.checking && !this.live.stale) this.answeredOnce = true;
    if (busy || (!this.live.checking && !this.live.stale)) return null;
    const first = !this.answeredOnce;
    return this.live.refresh({ untilDone: first, wait: true }).then(() => {
      this.answeredOnce = true;
    });
  }
}
