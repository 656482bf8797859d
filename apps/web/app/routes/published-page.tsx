import { pageNeedsScripts } from '@charitykit/builder/render';
import type { PublishedPage } from '@charitykit/data/public';
import { data, redirect } from 'react-router';
import { PublishedPageView, publishedPageMeta } from '../components/published-page-view';
import { liveSite } from '../live-site.server';
import type { PageHandle } from '../page-scripts';
import type { Route } from './+types/published-page';

/**
 * A builder page at `/{slug}` (decision 5), rendered on the server: 200 with the page in the
 * HTML from the moment it is published, 404 with the not-found page for an unknown, draft or
 * archived slug. Static routes rank above this one, so a slug can never shadow them.
 *
 * Whether the slug is published comes from the site server's last version check (no backend
 * read for unknown slugs); the page itself was read when that check saw it, once per version.
 * A slug a live page used to have (issue 25) answers 301 to the page's address.
 */
export async function loader({ params }: Route.LoaderArgs) {
  await liveSite.refresh();
  // Issue 25: an old address of a live page answers 301 to where the page is now.
  const movedTo = liveSite.redirectFor(params.slug);
  if (movedTo) throw redirect(`/${movedTo}`, 301);
  try {
    const page = await liveSite.readPage(params.slug);
    return data({ page }, { status: page ? 200 : 404 });
  } catch {
    // Published pages are read as soon as a check sees them, so this is only a page published
    // in the instant before the backend went down: not cached, tried again on the next request.
    throw data('The page cannot be shown right now.', {
      status: 503,
      headers: { 'Retry-After': '5' },
    });
  }
}

/**
 * Issue 22: a page of sections that need no script (every built-in type) is HTML and CSS only,
 * as is the not-found page shown for an unknown slug; a section type that needs script (one not
 * `htmlOnly` in the builder's registry) brings the framework's scripts with it.
 */
export const handle = {
  scripts: ({ page }) => (page ? pageNeedsScripts(page.content) : false),
} satisfies PageHandle<{ page: PublishedPage | null }>;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return publishedPageMeta(loaderData?.page, matches);
}

export default function PublishedPageRoute({ loaderData }: Route.ComponentProps) {
  return <PublishedPageView page={loaderData.page} />;
}
