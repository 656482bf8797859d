import {
  fetchPageRedirects,
  fetchPublishedPage,
  type PublishedPage,
} from '@charitykit/data/public';
import { siteBackend } from './backend';

/**
 * Decision 5: the published builder page at `/{slug}`, or `null` for a draft, an archived page,
 * an unknown slug or no backend. A plain function so the client route uses it today and a
 * server `loader` can call it as it is; it rejects only when the backend cannot answer.
 */
export function readPublishedPage(slug: string): Promise<PublishedPage | null> {
  return fetchPublishedPage(slug, siteBackend);
}

/**
 * Issue 25, for the static export (no server to answer 301): the slug of the live page that
 * used to be at `slug`, or null. The host's own redirect rules should answer these with a 301
 * too (README, "Old addresses"); this is the fallback when they do not.
 */
export async function readPageRedirect(slug: string): Promise<string | null> {
  if (!siteBackend.url || !siteBackend.anonKey) return null;
  const [redirect] = await fetchPageRedirects(siteBackend, slug).catch(() => []);
  return redirect?.to ?? null;
}
