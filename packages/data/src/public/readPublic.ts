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

/** A published page's address and when it last changed, as the sitemap lists it. */
export interface PublishedPageVersion {
  slug: string;
  updatedAt: string;
}

function isPageVersionRow(value: unknown): value is { slug: string; updated_at: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { slug?: unknown }).slug === 'string' &&
    typeof (value as { updated_at?: unknown }).updated_at === 'string'
  );
}

/** Every published page's slug and updated_at (drafts and archived pages are never listed). */
export async function fetchPublishedPageVersions(
  backend: PublicBackend,
): Promise<PublishedPageVersion[]> {
  const rows = await readPublicRows(
    'pages',
    { select: 'slug,updated_at', status: 'eq.published', order: 'slug.asc' },
    backend,
  );
  return rows
    .filter(isPageVersionRow)
    .map((row) => ({ slug: row.slug, updatedAt: row.updated_at }));
}
