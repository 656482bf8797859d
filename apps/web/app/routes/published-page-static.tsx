import { Spinner } from '@charitykit/ui';
import { type ClientLoaderFunctionArgs, type MetaArgs, useLoaderData } from 'react-router';
import { PublishedPageView, publishedPageMeta } from '../components/published-page-view';
import { readPublishedPage } from '../published-pages';

/**
 * The static export's `/{slug}` (routes.ts swaps it in for routes/published-page.tsx): with no
 * server, the page is read in the browser after the SPA fallback loads.
 */
export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  return { page: await readPublishedPage(params.slug ?? '') };
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
