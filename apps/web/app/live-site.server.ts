/**
 * What the public site shows that staff can change (site settings and published builder pages),
 * as one snapshot the server renders from. The snapshot is refreshed by a cheap check against
 * the backend at most once per interval, however many visitors arrive: the site settings rows
 * (a handful of small rows, read with the public settings reader) and the live pages' slugs
 * with their updated_at, navigation placement and old slugs (issue 25; "live" is the
 * database's rule, so a scheduled page appears, and an ended one goes, at the first check
 * after its time). Renders are cached by the site server under the version this
 * module gives each path, so a visitor never causes a backend read.
 *
 * When the backend cannot be reached the previous snapshot stays (the last good one, or
 * content's defaults if there never was one) and the change of state is logged once.
 *
 * The site server makes the one instance, from its settings, and hands it to the loaders through
 * React Router's load context (site-context.ts); the dev server and the static export's build,
 * which have no site server, make their own (site-context.server.ts).
 */
import { createHash } from 'node:crypto';
import { defaultSiteSettings, type SiteSettings } from '@charitykit/content';
import {
  fetchPublicSettings,
  fetchPublishedPageVersions,
  type PublishedPageVersion,
} from '@charitykit/data/public';
import { pageSlugOf } from './page-address';
import { emptyNavigation, type SiteNavigation } from './site-navigation';

export type LiveSource = 'backend' | 'defaults';

export interface LiveSnapshot {
  settings: SiteSettings;
  /** Changes exactly when the settings the site renders change. */
  settingsVersion: string;
  /** Published pages: slug to updated_at. */
  pages: ReadonlyMap<string, string>;
  /** Live pages placed in the header and the footer, in order (issue 25). */
  navigation: SiteNavigation;
  /** Old slugs of live pages: old slug to the page's slug (answered with a 301). */
  redirects: ReadonlyMap<string, string>;
  /** Whether the snapshot came from a successful read or is content's defaults. */
  source: LiveSource;
}

export interface LiveSiteOptions<Page = unknown> {
  /** The Supabase project URL; empty means not configured: the defaults, no requests. */
  url?: string | undefined;
  anonKey?: string | undefined;
  /** At most one check per this many milliseconds (default 2000). */
  intervalMs?: number;
  /** A check that takes longer than this fails (default 3000). */
  timeoutMs?: number;
  /**
   * A render waits at most this long for the backend (default 1000): for a check, counted from
   * when it began; for a page's newer version, before the last good read is used instead.
   */
  waitMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
  /** Told when the backend becomes unreachable or reachable again. */
  log?: (message: string) => void;
  /**
   * Reads one published page. When given, every published page is read as soon as a check sees
   * it new or changed, so each is ready before anyone asks for it (and stays renderable if the
   * backend goes down before its first visitor): one read per page change, never per visit.
   */
  readPage?: (slug: string) => Promise<Page | null>;
  /**
   * Whether a plain `refresh()` (a loader's) waits for a due check (default true). The site
   * server makes its live site with this off: it waits for checks itself, before the cache is
   * consulted, so a render never waits a second time.
   */
  rendersWait?: boolean;
}

export const DEFAULT_REVALIDATE_MS = 2000;
/** The longest a render waits for the backend (the site server's promise). */
export const DEFAULT_WAIT_MS = 1000;

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)).unref?.());
}

/** The header and footer links of these live pages: by navigation order, then title. */
export function navigationOf(pages: readonly PublishedPageVersion[]): SiteNavigation {
  const placed = (where: 'header' | 'footer') =>
    pages
      .filter((page) => page.navPlacement === where)
      .sort((a, b) => a.navOrder - b.navOrder || a.title.localeCompare(b.title))
      .map((page) => ({ label: page.title, href: `/${page.slug}` }));
  return { header: placed('header'), footer: placed('footer') };
}

function navigationVersion(navigation: SiteNavigation): string {
  if (navigation.header.length === 0 && navigation.footer.length === 0) return '-';
  return createHash('sha1').update(JSON.stringify(navigation)).digest('base64url').slice(0, 12);
}

function settingsVersion(settings: SiteSettings): string {
  return createHash('sha1').update(JSON.stringify(settings)).digest('base64url').slice(0, 16);
}

const pagesVersions = new WeakMap<ReadonlyMap<string, string>, string>();

/** Changes exactly when a page is published, unpublished or changed; computed once a check. */
function pagesVersion(pages: ReadonlyMap<string, string>): string {
  let version = pagesVersions.get(pages);
  if (version === undefined) {
    const listed = JSON.stringify([...pages].sort(([a], [b]) => a.localeCompare(b)));
    version = createHash('sha1').update(listed).digest('base64url').slice(0, 16);
    pagesVersions.set(pages, version);
  }
  return version;
}

export class LiveSite<Page = unknown> {
  readonly url: string;
  readonly anonKey: string;
  readonly intervalMs: number;
  private readonly timeoutMs: number;
  readonly waitMs: number;
  private checkStartedAt = Number.NEGATIVE_INFINITY;
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => number;
  private readonly log: (message: string) => void;
  private current: LiveSnapshot;
  private lastCheck = Number.NEGATIVE_INFINITY;
  private inflight: Promise<LiveSnapshot> | null = null;
  private reachable: boolean | null = null;
  /** Page reads by slug, each for the version (updated_at) it was read at. */
  private pageReads = new Map<string, { version: string; result: Promise<unknown> }>();
  /** The last page each slug was read as, and the version it was read at. */
  private goodReads = new Map<string, { version: string; page: unknown }>();
  private readonly pageReader: ((slug: string) => Promise<Page | null>) | undefined;
  /** Checks sent to the backend since start (each is two small GETs). */
  checks = 0;

  constructor(options: LiveSiteOptions<Page> = {}) {
    this.url = (options.url ?? '').replace(/\/+$/, '');
    this.anonKey = options.anonKey ?? '';
    this.intervalMs = options.intervalMs ?? DEFAULT_REVALIDATE_MS;
    this.timeoutMs = options.timeoutMs ?? 3000;
    this.waitMs = options.waitMs ?? DEFAULT_WAIT_MS;
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.now = options.now ?? Date.now;
    this.log = options.log ?? ((message) => console.warn(message));
    this.pageReader = options.readPage;
    this.rendersWait = options.rendersWait ?? true;
    const settings = structuredClone(defaultSiteSettings);
    this.current = {
      settings,
      settingsVersion: settingsVersion(settings),
      pages: new Map(),
      navigation: emptyNavigation,
      redirects: new Map(),
      source: 'defaults',
    };
  }

  get configured(): boolean {
    return this.url !== '' && this.anonKey !== '';
  }

  /** The snapshot as last read, without asking the backend. */
  get snapshot(): LiveSnapshot {
    return this.current;
  }

  /** Whether a check is under way. */
  get checking(): boolean {
    return this.inflight !== null;
  }

  /** Whether a check is due (the last one is older than the interval). */
  get stale(): boolean {
    return this.configured && this.now() - this.lastCheck >= this.intervalMs;
  }

  /** Whether a plain `refresh()` (a loader's) waits for a due check (see the option). */
  rendersWait: boolean;

  /**
   * The snapshot, checked against the backend first if the last check is older than the
   * interval. Concurrent callers share one check; it never rejects. It resolves once the check
   * ends or, unless `untilDone`, `waitMs` after the check began, with the last good snapshot: a
   * slow or hung backend delays a render by at most that, however many loaders ask. With
   * `wait: false` (by default when `rendersWait` is off) a due check starts and the snapshot
   * as it is comes back at once.
   */
  refresh({
    untilDone = false,
    wait = this.rendersWait,
  }: {
    untilDone?: boolean;
    wait?: boolean;
  } = {}): Promise<LiveSnapshot> {
    if (!this.inflight) {
      if (!this.stale) return Promise.resolve(this.current);
      this.lastCheck = this.now();
      this.checkStartedAt = this.now();
      this.inflight = this.check().finally(() => {
        this.inflight = null;
      });
    }
    if (untilDone) return this.inflight;
    if (!wait) return Promise.resolve(this.current);
    const left = this.checkStartedAt + this.waitMs - this.now();
    return Promise.race([this.inflight, delay(left).then(() => this.current)]);
  }

  /**
   * The version of what `pathname` shows: the settings, the navigation (every page's header
   * and footer), and the page or old address its slug may name.
   */
  versionFor(pathname: string): string {
    // The sitemap lists every published page, so any publish or unpublish is a new version.
    if (pathname === '/sitemap.xml') {
      return `${this.current.settingsVersion}.${pagesVersion(this.current.pages)}`;
    }
    const slug = pageSlugOf(pathname);
    const redirect = slug ? this.redirectFor(slug) : null;
    const page = slug ? (this.current.pages.get(slug) ?? (redirect ? `>${redirect}` : '-')) : '-';
    return `${this.current.settingsVersion}.${navigationVersion(this.current.navigation)}.${page}`;
  }

  /** Whether a published page has this slug, as of the last check. */
  isPublished(slug: string): boolean {
    return this.current.pages.has(slug);
  }

  /**
   * Issue 25: the slug of the live page that `slug` used to be, when no live page has `slug`
   * now (the old address answers 301 to it), or null.
   */
  redirectFor(slug: string): string | null {
    if (this.current.pages.has(slug)) return null;
    return this.current.redirects.get(slug) ?? null;
  }

  /**
   * The published page at `slug`, read with `read` once per version of it (its updated_at as of
   * the last check) however many renders ask; `null`, with no read, when the last check saw no
   * published page there. If a newer version cannot be read, or takes longer than `waitMs`, the
   * last good read stands; with none, the read's error is passed on (and the next call tries
   * again), or after `waitMs` an error saying the backend did not answer in time. `read`
   * defaults to the reader the site was configured with.
   */
  readPage<T = Page>(
    slug: string,
    read = this.pageReader as ((slug: string) => Promise<T | null>) | undefined,
  ): Promise<T | null> {
    const version = this.current.pages.get(slug);
    if (version === undefined) return Promise.resolve(null);
    if (!read) return Promise.reject(new Error('LiveSite has no page reader'));
    const good = this.goodReads.get(slug);
    if (good?.version === version) return Promise.resolve(good.page as T | null);
    let result = this.pageReads.get(slug);
    if (result?.version !== version) {
      const pending: Promise<T | null> = read(slug).then(
        (page) => {
          this.goodReads.set(slug, { version, page });
          return page;
        },
        (error: unknown) => {
          // Not remembered as read: the next check or render tries this version again.
          if (this.pageReads.get(slug)?.result === pending) this.pageReads.delete(slug);
          const last = this.goodReads.get(slug);
          if (last) return last.page as T | null;
          throw error;
        },
      );
      result = { version, result: pending };
      this.pageReads.set(slug, result);
    }
    const late = delay(this.waitMs).then(() => {
      const last = this.goodReads.get(slug);
      if (last) return last.page as T | null;
      throw new Error(`the backend did not send page "${slug}" within ${this.waitMs} ms`);
    });
    return Promise.race([result.result as Promise<T | null>, late]);
  }

  /** Starts reading every published page whose current version has not been read yet. */
  private warmPages() {
    if (!this.pageReader) return;
    for (const [slug, version] of this.current.pages) {
      if (this.pageReads.get(slug)?.version === version) continue;
      // A failure is kept for no one: the last good read stands, or the next render tries again.
      this.readPage(slug).catch(() => undefined);
    }
  }

  private async readPages(): Promise<Pick<LiveSnapshot, 'pages' | 'navigation' | 'redirects'>> {
    const rows = await fetchPublishedPageVersions({
      url: this.url,
      anonKey: this.anonKey,
      timeoutMs: this.timeoutMs,
      fetch: this.fetchImpl,
    });
    const redirects = new Map<string, string>();
    for (const row of rows) for (const from of row.oldSlugs) redirects.set(from, row.slug);
    return {
      pages: new Map(rows.map((row) => [row.slug, row.updatedAt])),
      navigation: navigationOf(rows),
      redirects,
    };
  }

  private async readSettings(): Promise<SiteSettings> {
    let failure: unknown = null;
    const result = await fetchPublicSettings({
      url: this.url,
      anonKey: this.anonKey,
      timeoutMs: this.timeoutMs,
      fetch: this.fetchImpl,
      onError: (error) => {
        failure = error;
      },
    });
    if (failure !== null || result.source !== 'backend') {
      throw failure ?? new Error('settings read gave the defaults');
    }
    return result.settings;
  }

  private async check(): Promise<LiveSnapshot> {
    this.checks += 1;
    try {
      const [settings, { pages, navigation, redirects }] = await Promise.all([
        this.readSettings(),
        this.readPages(),
      ]);
      this.current = {
        settings,
        settingsVersion: settingsVersion(settings),
        pages,
        navigation,
        redirects,
        source: 'backend',
      };
      // Pages no longer published are never read again; forget their content.
      for (const slug of this.pageReads.keys()) if (!pages.has(slug)) this.pageReads.delete(slug);
      for (const slug of this.goodReads.keys()) if (!pages.has(slug)) this.goodReads.delete(slug);
      this.warmPages();
      if (this.reachable === false) this.log(`[site] backend at ${this.url} is reachable again`);
      this.reachable = true;
    } catch (error) {
      if (this.reachable !== false) {
        const reason = error instanceof Error ? error.message : String(error);
        this.log(
          `[site] backend at ${this.url} unreachable (${reason}): serving ${
            this.current.source === 'backend'
              ? 'the last good settings and renders'
              : "content's default settings"
          } until it answers again`,
        );
      }
      this.reachable = false;
    }
    return this.current;
  }
}
