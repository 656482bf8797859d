import { fetchPublishedPage, type PublishedPage } from '@charitykit/data/public';

/**
 * Decision 5: the published builder page at `/{slug}`, or `null` for a draft, an archived page,
 * an unknown slug or no backend. A plain function so the client route uses it today and a
 * server `loader` can call it as it is; it rejects only when the backend cannot answer.
 */
export function readPublishedPage(slug: string): Promise<PublishedPage | null> {
  return fetchPublishedPage(slug, {
    url: import.meta.env.VITE_SUPABASE_URL,
    anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY,
  });
}
