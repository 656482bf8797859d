/**
 * The public site's one anonymous reader: a plain GET of PostgREST with the anon key, no
 * supabase-js, so it fits the public pages' size budget and runs alike in a browser route, a
 * server loader or a build step. The settings, published-page and page-list readers and the
 * site server's version check all go through it, so headers, time-outs and the error shape are
 * decided once. Row Level Security decides what the anon key sees; the callers' filters say
 * the same in the request.
 */

export interface PublicBackend {
  /** The Supabase project URL; empty or missing means "not configured". */
  url?: string | null | undefined;
  /** The anon (public) key. */
  anonKey?: string | null | undefined;
  /** Give up after this long (default 5000 ms). */
  timeoutMs?: number | undefined;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch | undefined;
}

/** The backend could not answer: unreachable, refused (with its HTTP status) or malformed. */
export class PublicReadError extends Error {
  /** The HTTP status, or 0 when no response came. */
  readonly status: number;
  constructor(message: string, status = 0) {
    super(message);
    this.name = 'PublicReadError';
    this.status = status;
  }
}

/** Whether both the address and the key are given. */
export function isConfigured(
  backend: PublicBackend,
): backend is PublicBackend & { url: string; anonKey: string } {
  return Boolean(backend.url) && Boolean(backend.anonKey);
}

/** The PostgREST address of `table` with these query parameters. */
export function publicRestUrl(
  url: string,
  table: string,
  params: Record<string, string> | URLSearchParams,
): string {
  const query = params instanceof URLSearchParams ? params : new URLSearchParams(params);
  return `${url.replace(/\/+$/, '')}/rest/v1/${table}?${query}`;
}

/**
 * The rows of `table` the anon key may read with these parameters. Rejects with
 * `PublicReadError` when no backend is configured, it cannot be reached, it refuses, or it
 * answers with something other than a list.
 */
export async function readPublicRows(
  table: string,
  params: Record<string, string> | URLSearchParams,
  backend: PublicBackend,
): Promise<unknown[]> {
  if (!isConfigured(backend)) throw new PublicReadError('No backend is configured');
  const { url, anonKey } = backend;
  const doFetch = backend.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await doFetch(publicRestUrl(url, table, params), {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(backend.timeoutMs ?? 5000),
    });
  } catch (error) {
    throw new PublicReadError(
      `${table} could not be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!response.ok) {
    throw new PublicReadError(
      `${table} could not be read (HTTP ${response.status})`,
      response.status,
    );
  }
  const body: unknown = await response.json().catch(() => null);
  if (!Array.isArray(body)) throw new PublicReadError(`${table} response is not a list of rows`);
  return body;
}

/**
 * Issue 25: the filter every public page read sends. `is_live` is a computed field over the
 * same rule as the anonymous read policy (published, or a draft past its Publish at; not past
 * its Unpublish at), evaluated by the database's clock, so a scheduled page goes live and an
 * ended one goes away with no job to run.
 */
export const LIVE_FILTER = { is_live: 'is.true' } as const;

/** Where a live page is linked from in the site's navigation. */
export type PublicNavPlacement = 'none' | 'header' | 'footer';

/**
 * A live page's address and when it last changed, as the sitemap lists it, with what the
 * site's navigation needs (issue 25): its title, placement and order.
 */
export interface PublishedPageVersion {
  slug: string;
  updatedAt: string;
  title: string;
  navPlacement: PublicNavPlacement;
  navOrder: number;
  /** The page's old slugs (issue 25): each answers with a 301 to this page's address. */
  oldSlugs: string[];
}

function isPageVersionRow(value: unknown): value is { slug: string; updated_at: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { slug?: unknown }).slug === 'string' &&
    typeof (value as { updated_at?: unknown }).updated_at === 'string'
  );
}

const placementOf = (value: unknown): PublicNavPlacement =>
  value === 'header' || value === 'footer' ? value : 'none';

/**
 * Every live page's slug, updated_at, title and navigation placement (drafts, archived pages
 * and scheduled pages before their time are never listed).
 */
export async function fetchPublishedPageVersions(
  backend: PublicBackend,
): Promise<PublishedPageVersion[]> {
  const rows = await readPublicRows(
    'pages',
    {
      // The old slugs come embedded, so one request per check still covers every live page.
      select: 'slug,updated_at,title,nav_placement,nav_order,page_redirects(from_slug)',
      ...LIVE_FILTER,
      order: 'slug.asc',
    },
    backend,
  );
  return rows.filter(isPageVersionRow).map((row) => {
    const record = row as Record<string, unknown>;
    const redirects = Array.isArray(record.page_redirects) ? record.page_redirects : [];
    return {
      slug: row.slug,
      updatedAt: row.updated_at,
      title: typeof record.title === 'string' ? record.title : row.slug,
      navPlacement: placementOf(record.nav_placement),
      navOrder: typeof record.nav_order === 'number' ? record.nav_order : 0,
      oldSlugs: redirects.flatMap((redirect: unknown) => {
        const from = (redirect as { from_slug?: unknown } | null)?.from_slug;
        return typeof from === 'string' ? [from] : [];
      }),
    };
  });
}

/** An old address of a live page (issue 25): `/{from}` answers 301 to `/{to}`. */
export interface PageRedirect {
  from: string;
  to: string;
}

/**
 * The old slugs whose page is live, with the page's current slug: every one, or only `from`
 * (the static export asks for the one address it was opened at).
 */
export async function fetchPageRedirects(
  backend: PublicBackend,
  from?: string,
): Promise<PageRedirect[]> {
  const rows = await readPublicRows(
    'page_redirects',
    {
      select: 'from_slug,to_slug',
      ...(from === undefined ? {} : { from_slug: `eq.${from}` }),
      order: 'from_slug.asc',
    },
    backend,
  );
  return rows.flatMap((row) => {
    const record = row as Record<string, unknown>;
    return typeof record?.from_slug === 'string' && typeof record.to_slug === 'string'
      ? [{ from: record.from_slug, to: record.to_slug }]
      : [];
  });
}
