import { pageNeedsScripts } from '@charitykit/builder/render';
import type { PublishedPage } from '@charitykit/data/public';
import { data, redirect } from 'react-router';
import { PublishedPageView, publishedPageMeta } from '../components/published-page-view';
import { answerSlug } from '../page-address';
import type { PageHandle } from '../page-scripts';
import { siteFrom } from '../site-context.server';
import type { Route } from './+types/published-page';

/**
 * A builder page at `/{slug}` (decision 5), rendered on the server: 200 with the page in the
 * HTML from the moment it is published, 404 with the not-found page for an unknown, draft or
 * archived slug, 301 from a slug a live page used to have (issue 25). Static routes rank above
 * this one, so a slug can never shadow them.
 *
 * Which it is comes from the site server's last version check (page-address.ts decides, as the
 * site server does before it renders; no backend read for unknown slugs); the page itself was
 * read when that check saw it, once per version.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { live } = siteFrom(context);
  await live.refresh();
  const answer = answerSlug(params.slug, live);
  if (answer.kind === 'redirect') throw redirect(answer.location, 301);
  if (answer.kind === 'not-found') return data({ page: null }, { status: 404 });
  try {
    const page = await live.readPage(params.slug);
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
