import { fetchPublishedPage } from '@charitykit/data/public';
import { data } from 'react-router';
import { PublishedPageView, publishedPageMeta } from '../components/published-page-view';
import { liveSite } from '../live-site.server';
import type { Route } from './+types/published-page';

/**
 * A builder page at `/{slug}` (decision 5), rendered on the server: 200 with the page in the
 * HTML from the moment it is published, 404 with the not-found page for an unknown, draft or
 * archived slug. Static routes rank above this one, so a slug can never shadow them.
 *
 * Whether the slug is published comes from the site server's last version check (no backend
 * read for unknown slugs); the page itself is read once per version of it and cached.
 */
export async function loader({ params }: Route.LoaderArgs) {
  await liveSite.refresh();
  try {
    const page = await liveSite.readPage(params.slug, (slug) =>
      fetchPublishedPage(slug, { url: liveSite.url, anonKey: liveSite.anonKey }),
    );
    return data({ page }, { status: page ? 200 : 404 });
  } catch {
    // Published, never read, and the backend cannot be reached: not cached, tried again next time.
    throw data('The page cannot be shown right now.', { status: 503 });
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return publishedPageMeta(loaderData?.page, matches);
}

export default function PublishedPageRoute({ loaderData }: Route.ComponentProps) {
  return <PublishedPageView page={loaderData.page} />;
}
