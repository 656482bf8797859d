/**
 * A published builder page by slug, for the public site's `/{slug}` route (decision 5): one
 * plain fetch of PostgREST's pages with the anon key, no supabase-js, so it can run in a
 * browser route, a server loader or a build step alike. Row Level Security lets the anon key
 * read only published rows; the status filter says so in the request too.
 */
import { SLUG_PATTERN } from '@charitykit/content';

export interface PublishedPage {
  title: string;
  slug: string;
  metaTitle: string | null;
  metaDescription: string | null;
  /** `pages.content` as stored (`{ sections: [...] }`); read it with the builder's renderers. */
  content: unknown;
}

export interface PublishedPageOptions {
  /** The Supabase project URL; empty or missing means no backend, so no page: `null`. */
  url?: string | null;
  anonKey?: string | null;
  /** Give up after this long (default 5000 ms): the read rejects. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Thrown when the backend could not answer (unreachable, refused, malformed). */
export class PublishedPageError extends Error {
  readonly status: number;
  constructor(message: string, status = 0) {
    super(message);
    this.name = 'PublishedPageError';
    this.status = status;
  }
}

/** The address the reader fetches for a slug. */
export function publishedPageUrl(url: string, slug: string): string {
  const params = new URLSearchParams({
    select: 'title,slug,meta_title,meta_description,content',
    slug: `eq.${slug}`,
    status: 'eq.published',
    limit: '1',
  });
  return `${url.replace(/\/+$/, '')}/rest/v1/pages?${params}`;
}

const textOrNull = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/**
 * The published page with this slug, or `null` when there is none (a draft, an archived page,
 * an unknown or malformed slug, or no backend configured). Rejects with `PublishedPageError`
 * when the backend cannot be read, so a caller can tell "not found" from "not reachable".
 */
export async function fetchPublishedPage(
  slug: string,
  options: PublishedPageOptions = {},
): Promise<PublishedPage | null> {
  const { url, anonKey } = options;
  if (!url || !anonKey || !SLUG_PATTERN.test(slug)) return null;
  const doFetch = options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await doFetch(publishedPageUrl(url, slug), {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
    });
  } catch (error) {
    throw new PublishedPageError(
      `The page could not be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!response.ok) {
    throw new PublishedPageError(
      `The page could not be read (HTTP ${response.status})`,
      response.status,
    );
  }
  const body: unknown = await response.json().catch(() => null);
  if (!Array.isArray(body)) throw new PublishedPageError('The page response is not a list of rows');
  const row: unknown = body[0];
  if (typeof row !== 'object' || row === null) return null;
  const record = row as Record<string, unknown>;
  if (typeof record.title !== 'string' || record.slug !== slug) return null;
  return {
    title: record.title,
    slug,
    metaTitle: textOrNull(record.meta_title),
    metaDescription: textOrNull(record.meta_description),
    content: record.content ?? {},
  };
}
