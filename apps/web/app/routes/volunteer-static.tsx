import { volunteerPage } from '@charitykit/content';
import { type MetaArgs, useLocation } from 'react-router';
import { VolunteerPage } from '../components/volunteer-page';
import { formPageMeta, postResultFor } from '../form-page';
import { pageMeta } from '../site';

// The static export's /volunteer and /volunteer/sent (routes.ts swaps it in for volunteer.tsx): a host
// without Node has no server to post the form to, and React Router refuses an action there.

export function meta({ matches, location }: MetaArgs) {
  return formPageMeta(volunteerPage, { matches, pathname: location.pathname }, pageMeta);
}

export default function Volunteer() {
  const { pathname } = useLocation();
  return <VolunteerPage postResult={postResultFor(volunteerPage, pathname, undefined)} />;
}
