import { Spinner } from '@charitykit/ui';
import {
  type ClientLoaderFunctionArgs,
  type MetaArgs,
  redirect,
  useLoaderData,
} from 'react-router';
import { PublishedPageView, publishedPageMeta } from '../components/published-page-view';
import { answerSlug } from '../page-address';
import { readPageRedirect, readPublishedPage } from '../published-pages';

/**
 * The static export's `/{slug}` (routes.ts swaps it in for routes/published-page.tsx): with no
 * server, the page is read in the browser after the SPA fallback loads, and the old address of a
 * live page is asked for only when no page has the slug (page-address.ts decides, as the server
 * does from its snapshot).
 */
export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const page = await readPublishedPage(slug);
  const movedTo = page ? null : await readPageRedirect(slug);
  const answer = answerSlug(slug, {
    isPublished: () => page !== null,
    redirectFor: () => movedTo,
  });
  if (answer.kind === 'redirect') throw redirect(answer.location);
  return { page: answer.kind === 'page' ? page : null };
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
