import { publishingCopy } from '@charitykit/content';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { type MetaMatches, siteNameFrom } from '../../../site';

/**
 * Issue 25: staff's Preview of a page at /preview/{page id}: its saved content exactly as
 * visitors would see it, in the public layout (theme, header, footer), whatever its status.
 *
 * Rendered in the browser only, with the signed-in staff member's session (RLS lets only staff
 * read a draft): the server's HTML for this address holds nothing of the page, so nothing of it
 * can be cached for, or shown to, anyone else. A visitor gets the sign-in prompt; a signed-in
 * account that is not staff gets the not-found page. It lives in routes/admin, and its body
 * (the admin's data client) is loaded on demand, so the size budget counts that code as the
 * admin's and the route manifest every public page loads stays small.
 */
const PagePreviewScreen = lazy(() => import('./StaffPreview'));

export function meta({ matches }: { matches: MetaMatches }) {
  return [
    { title: `${publishingCopy.banner.label} | ${siteNameFrom(matches)}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export default function PagePreviewRoute() {
  const { id = '' } = useParams();
  return (
    <Suspense fallback={null}>
      <PagePreviewScreen id={id} />
    </Suspense>
  );
}
