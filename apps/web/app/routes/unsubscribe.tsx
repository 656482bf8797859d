import { mailingList } from '@charitykit/content';
import { useActionData } from 'react-router';
import { type LinkPageState, MailingListLinkPage } from '../components/mailing-list-link-page';
import { mailingListLinkAction, mailingListLinkHeaders } from '../mailing-list-link.server';
import type { PageHandle } from '../page-scripts';
import { type MetaMatches, siteNameFrom } from '../site';
import type { Route } from './+types/unsubscribe';

// Issue 37: the unsubscribe link in every e-mail to a subscriber (/unsubscribe/:token). HTML only: the page's one button posts back
// here; opening the link changes nothing (mail scanners follow links).

export const handle = { scripts: false } satisfies PageHandle;

export function meta({ matches }: { matches: MetaMatches }) {
  return [
    { title: `${mailingList.unsubscribe.title} | ${siteNameFrom(matches)}` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = mailingListLinkHeaders;

export function action({ params, context }: Route.ActionArgs) {
  return mailingListLinkAction('unsubscribe', params.token, context);
}

export default function Page() {
  const result = useActionData<typeof action>();
  const state: LinkPageState = result?.state ?? 'ask';
  return (
    <MailingListLinkPage
      texts={mailingList.unsubscribe}
      state={state}
      failure={mailingList.linkFailed}
    />
  );
}
