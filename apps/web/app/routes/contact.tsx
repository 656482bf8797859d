import { contactPage } from '@charitykit/content';
import { useActionData, useLocation } from 'react-router';
import { ContactPage } from '../components/contact-page';
import { formPageHeaders, formPageMeta, postResultFor } from '../form-page';
import { formPageState, handleFormPost } from '../form-post.server';
import { contactFormPost } from '../public-forms.server';
import type { Route } from './+types/contact';

// /contact, and /contact/sent (routes.ts gives this module both). The static export, with no
// server to post to, uses contact-static.tsx instead.

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  return formPageMeta('contact', contactPage.meta, {
    matches,
    pathname: location.pathname,
    postProblem: loaderData?.postProblem ?? false,
  });
}

/** Issue 34: the Send Message form posted without JavaScript (or before it ran). */
export function action(args: Route.ActionArgs) {
  return handleFormPost(contactFormPost, args);
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

export default function Contact() {
  const actionData = useActionData<typeof action>();
  const { pathname } = useLocation();
  return <ContactPage postResult={postResultFor('contact', pathname, actionData)} />;
}
