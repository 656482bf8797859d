import { Spinner } from '@charitykit/ui';
import {
  type ClientLoaderFunctionArgs,
  type MetaArgs,
  redirect,
  useLoaderData,
} from 'react-router';
import { PublishedPageView, publishedPageMeta } from '../components/published-page-view';
import { readPageRedirect, readPublishedPage } from '../published-pages';

/**
 * The static export's `/{slug}` (routes.ts swaps it in for routes/published-page.tsx): with no
 * server, the page is read in the browser after the SPA fallback loads.
 */
export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const page = await readPublishedPage(slug);
  if (!page) {
    // Issue 25: an old address of a live page moves on to where the page is now.
    const movedTo = await readPageRedirect(slug);
    if (movedTo) throw redirect(`/${movedTo}`);
  }
  return { page };
}

export function HydrateFallback() {
  return <Spinner label="Loading page…" showLabel />;
}

export function meta({ loaderData, matches }: MetaArgs<typeof clientLoader>) {
  return publishedPageMeta(loaderData?.page, matches);
}

export default function PublishedPageRoute() {
  const { page } = useLoaderData<typeof clientLoader>();
  return <PublishedPageView page={page} />;
}
