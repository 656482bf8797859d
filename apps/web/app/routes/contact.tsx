import { contactPage } from '@charitykit/content';
import { useActionData, useLocation } from 'react-router';
import { ContactPage } from '../components/contact-page';
import { formPageHeaders, formPageMeta, postResultFor } from '../form-page';
import { handleFormPost } from '../form-post.server';
import { contactFormPost } from '../public-forms.server';
import { pageMeta } from '../site';
import type { Route } from './+types/contact';

// /contact, and /contact/sent (routes.ts gives this module both). The static export, with no
// server to post to, uses contact-static.tsx instead.

export function meta({ matches, location }: Route.MetaArgs) {
  return formPageMeta(contactPage, { matches, pathname: location.pathname }, pageMeta);
}

/** Issue 34: the Send Message form posted without JavaScript (or before it ran). */
export function action(args: Route.ActionArgs) {
  return handleFormPost(contactFormPost, args);
}

export const headers = formPageHeaders;

export default function Contact() {
  const actionData = useActionData<typeof action>();
  const { pathname } = useLocation();
  return <ContactPage postResult={postResultFor(contactPage, pathname, actionData)} />;
}
