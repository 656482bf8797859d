/**
 * What the site server knows about the live site: which paths are pages (the static routes and
 * the published builder pages, from the live-data snapshot the server build renders from), and
 * when to check the backend for a newer version of them.
 *
 * `resolvePublicPath` is the ONE place that decides what a public path is. Everything the site
 * server does with a path (render it, answer the cached not-found page, redirect) follows its
 * answer, so a new kind of path (an old slug that moved, a page published from a given time) is
 * one more case there and, if it needs data, one more method on `LiveSiteLike`.
 */

/** The part of the server build's LiveSite (app/live-site.server.ts) the site server uses. */
export interface LiveSiteLike {
  /**
   * Checks the backend if a check is due. Resolves once the check ends, or, unless `untilDone`,
   * at most `waitMs` after the check began, with the last good snapshot.
   */
  refresh(options?: { untilDone?: boolean; wait?: boolean }): Promise<unknown>;
  /** Whether loaders wait for due checks; the site server waits for them itself instead. */
  rendersWait: boolean;
  versionFor(pathname: string): string;
  /** Whether a published page has this slug, as of the last check. */
  isPublished(slug: string): boolean;
  /** Where an old slug's page lives now (issue 25 fills this in), if it moved. */
  movedTo?(slug: string): string | null;
  readonly stale: boolean;
  readonly checking: boolean;
  readonly configured: boolean;
  readonly intervalMs: number;
  checks: number;
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

/** Every slug a builder page can have (content's SLUG_PATTERN). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The document path of a path, without React Router's `.data` suffix (`/_root.data` is `/`). */
export function documentPath(pathname: string): string {
  if (pathname === '/_root.data') return '/';
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
}

/**
 * What the public `pathname` (a document path, canonical: no trailing or doubled slash) is:
 * a static route, a published builder page, somewhere a page moved from, or nothing.
 * Decided from memory (the route list and the last check's snapshot), never by a backend read.
 */
export function resolvePublicPath(
  pathname: string,
  routes: ReadonlySet<string>,
  live: Pick<LiveSiteLike, 'isPublished' | 'movedTo'>,
): PathAnswer {
  if (routes.has(pathname)) return { kind: 'page', path: pathname };
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 1) {
    const slug = segments[0] ?? '';
    if (SLUG.test(slug)) {
      if (live.isPublished(slug)) return { kind: 'page', path: pathname };
      const moved = live.movedTo?.(slug);
      if (moved) return { kind: 'redirect', location: moved, status: 301 };
    }
    return { kind: 'not-found', path: NOT_FOUND_PATHS.page };
  }
  if (segments.length === 2 && segments[0] === 'programs') {
    return { kind: 'not-found', path: NOT_FOUND_PATHS.programme };
  }
  return { kind: 'not-found', path: NOT_FOUND_PATHS.deeper };
}

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
    private readonly live: LiveSiteLike,
    private readonly now: () => number = Date.now,
  ) {
    // Renders use the snapshot as it is: the visitor already waited here, if at all.
    live.rendersWait = false;
  }

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
