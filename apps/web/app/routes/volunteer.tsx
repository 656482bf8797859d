import { volunteerPage } from '@charitykit/content';
import { useActionData, useLocation } from 'react-router';
import { VolunteerPage } from '../components/volunteer-page';
import { formPageHeaders, formPageMeta, postResultFor } from '../form-page';
import { formPageState, handleFormPost } from '../form-post.server';
import { volunteerFormPost } from '../public-forms.server';
import type { Route } from './+types/volunteer';

// /volunteer, and /volunteer/sent (routes.ts gives this module both). The static export, with no
// server to post to, uses volunteer-static.tsx instead.

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  return formPageMeta('volunteer', volunteerPage.meta, {
    matches,
    pathname: location.pathname,
    postProblem: loaderData?.postProblem ?? false,
  });
}

/** Issue 34: the application posted without JavaScript (or before it ran). */
export function action(args: Route.ActionArgs) {
  return handleFormPost(volunteerFormPost, args);
}

export const headers = formPageHeaders;

/** Whether this render answers a post with a problem (for the title); after the action. */
export function loader({ context }: Route.LoaderArgs) {
  return formPageState(context);
}

/** A page opened in the browser answers no post: no request to the server for that. */
export function clientLoader() {
  return { postProblem: false };
}

export default function Volunteer() {
  const actionData = useActionData<typeof action>();
  const { pathname } = useLocation();
  return <VolunteerPage postResult={postResultFor('volunteer', pathname, actionData)} />;
}
