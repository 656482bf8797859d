import { volunteerPage } from '@charitykit/content';
import { useActionData, useLocation } from 'react-router';
import { VolunteerPage } from '../components/volunteer-page';
import { formPageHeaders, formPageMeta, postResultFor } from '../form-page';
import { handleFormPost } from '../form-post.server';
import { volunteerFormPost } from '../public-forms.server';
import { pageMeta } from '../site';
import type { Route } from './+types/volunteer';

// /volunteer, and /volunteer/sent (routes.ts gives this module both). The static export, with no
// server to post to, uses volunteer-static.tsx instead.

export function meta({ matches, location }: Route.MetaArgs) {
  return formPageMeta(volunteerPage, { matches, pathname: location.pathname }, pageMeta);
}

/** Issue 34: the application posted without JavaScript (or before it ran). */
export function action(args: Route.ActionArgs) {
  return handleFormPost(volunteerFormPost, args);
}

export const headers = formPageHeaders;

export default function Volunteer() {
  const actionData = useActionData<typeof action>();
  const { pathname } = useLocation();
  return <VolunteerPage postResult={postResultFor(volunteerPage, pathname, actionData)} />;
}
