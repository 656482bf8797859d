/**
 * A published builder page by slug, for the public site's `/{slug}` route (decision 5): one
 * read of PostgREST's pages through the public reader, so it can run in a browser route, a
 * server loader or a build step alike. Row Level Security lets the anon key read only
 * published rows; the status filter says so in the request too.
 */
import { SLUG_PATTERN } from '@charitykit/content';
import {
  LIVE_FILTER,
  type PublicBackend,
  PublicReadError,
  publicRestUrl,
  readPublicRows,
} from './readPublic';

export interface PublishedPage {
  title: string;
  slug: string;
  metaTitle: string | null;
  metaDescription: string | null;
  /** The image link previews show for this page (chosen from the media library), if any. */
  shareImageUrl: string | null;
  /** `pages.content` as stored (`{ sections: [...] }`); read it with the builder's renderers. */
  content: unknown;
}

/** The backend to read from; no URL or key means no backend, so no page: `null`. */
export type PublishedPageOptions = PublicBackend;

/** Thrown when the backend could not answer (unreachable, refused, malformed). */
export class PublishedPageError extends PublicReadError {
  constructor(message: string, status = 0) {
    super(message, status);
    this.name = 'PublishedPageError';
  }
}

const PAGE_COLUMNS = 'title,slug,meta_title,meta_description,share_image_url,content';

function pageParams(slug: string): Record<string, string> {
  return { select: PAGE_COLUMNS, slug: `eq.${slug}`, ...LIVE_FILTER, limit: '1' };
}

/** The address the reader fetches for a slug. */
export function publishedPageUrl(url: string, slug: string): string {
  return publicRestUrl(url, 'pages', pageParams(slug));
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
  let body: unknown[];
  try {
    body = await readPublicRows('pages', pageParams(slug), options);
  } catch (error) {
    const status = error instanceof PublicReadError ? error.status : 0;
    const reason = error instanceof Error ? error.message : String(error);
    throw new PublishedPageError(`The page could not be read: ${reason}`, status);
  }
  const page = toPublishedPage(body[0]);
  return page?.slug === slug ? page : null;
}

/** A row with the page columns as a PublishedPage, or null when it is not one. */
export function toPublishedPage(row: unknown): PublishedPage | null {
  if (typeof row !== 'object' || row === null) return null;
  const record = row as Record<string, unknown>;
  if (typeof record.title !== 'string' || typeof record.slug !== 'string') return null;
  return {
    title: record.title,
    slug: record.slug,
    metaTitle: textOrNull(record.meta_title),
    metaDescription: textOrNull(record.meta_description),
    shareImageUrl: textOrNull(record.share_image_url),
    content: record.content ?? {},
  };
}

/** A share-preview token: 64 hex digits, as the database makes them. */
export const PREVIEW_TOKEN_PATTERN = /^[0-9a-f]{64}$/;

/**
 * Issue 25: the page a share-preview link shows, whatever its status, or `null` when the token
 * is unknown, expired or revoked (the database's `shared_preview` function decides). Rejects
 * with `PublishedPageError` when the backend cannot be read.
 */
export async function fetchSharedPreview(
  token: string,
  options: PublishedPageOptions = {},
): Promise<PublishedPage | null> {
  const { url, anonKey } = options;
  if (!url || !anonKey || !PREVIEW_TOKEN_PATTERN.test(token)) return null;
  let body: unknown[];
  try {
    body = await readPublicRows('rpc/shared_preview', { preview_token: token }, options);
  } catch (error) {
    const status = error instanceof PublicReadError ? error.status : 0;
    const reason = error instanceof Error ? error.message : String(error);
    throw new PublishedPageError(`The preview could not be read: ${reason}`, status);
  }
  return toPublishedPage(body[0]);
}
