import { contactPage } from '@charitykit/content';
import { type MetaArgs, useLocation } from 'react-router';
import { ContactPage } from '../components/contact-page';
import { formPageMeta, postResultFor } from '../form-page';
import { pageMeta } from '../site';

// The static export's /contact and /contact/sent (routes.ts swaps it in for contact.tsx): a host
// without Node has no server to post the form to, and React Router refuses an action there.

export function meta({ matches, location }: MetaArgs) {
  return formPageMeta(contactPage, { matches, pathname: location.pathname }, pageMeta);
}

export default function Contact() {
  const { pathname } = useLocation();
  return <ContactPage postResult={postResultFor(contactPage, pathname, undefined)} />;
}
