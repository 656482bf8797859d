/**
 * What a builder page's address is, decided here once for the site server (which answers from
 * its last check, before any render), the server render of `/{slug}` and the static export's
 * `/{slug}` (which reads in the browser): a live page answers, an old slug of a live page moves
 * on to it (issue 25), anything else is not found (decision 5).
 */
import { SLUG_PATTERN } from '@charitykit/content';

/** The document path of a path, without React Router's `.data` suffix (`/_root.data` is `/`). */
export function documentPath(pathname: string): string {
  if (pathname === '/_root.data') return '/';
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
}

/** The only segment of a single-segment path (or its `.data` request): the slug it may name. */
export function pageSlugOf(pathname: string): string | null {
  const segments = documentPath(pathname).split('/').filter(Boolean);
  return segments.length === 1 ? (segments[0] ?? null) : null;
}

/** What the site knows about builder pages when it is asked. */
export interface PageFacts {
  /** Whether a live page has this slug. */
  isPublished(slug: string): boolean;
  /** The slug of the live page that used to have `slug`, when none has it now; else null. */
  redirectFor(slug: string): string | null;
}

/** What `/{slug}` answers. */
export type SlugAnswer =
  | { kind: 'page' }
  /** A 301 to the live page's address. */
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' };

/**
 * What `/{slug}` answers, from `facts`. A path no slug can be (content's SLUG_PATTERN) is not
 * found without asking.
 */
export function answerSlug(slug: string, facts: PageFacts): SlugAnswer {
  if (!SLUG_PATTERN.test(slug)) return { kind: 'not-found' };
  if (facts.isPublished(slug)) return { kind: 'page' };
  const movedTo = facts.redirectFor(slug);
  return movedTo ? { kind: 'redirect', location: `/${movedTo}` } : { kind: 'not-found' };
}
