import { mailingList } from '@charitykit/content';
import { useActionData } from 'react-router';
import { type LinkPageState, MailingListLinkPage } from '../components/mailing-list-link-page';
import { mailingListLinkAction, mailingListLinkHeaders } from '../mailing-list-link.server';
import type { PageHandle } from '../page-scripts';
import { type MetaMatches, siteNameFrom } from '../site';
import type { Route } from './+types/subscribe-confirm';

// Issue 37: the confirmation link in the sign-up e-mail (/subscribe/confirm/:token). HTML only: the page's one button posts back
// here; opening the link changes nothing (mail scanners follow links).

export const handle = { scripts: false } satisfies PageHandle;

export function meta({ matches }: { matches: MetaMatches }) {
  return [
    { title: `${mailingList.confirm.title} | ${siteNameFrom(matches)}` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = mailingListLinkHeaders;

export function action({ params, context }: Route.ActionArgs) {
  return mailingListLinkAction('confirm', params.token, context);
}

export default function Page() {
  const result = useActionData<typeof action>();
  const state: LinkPageState = result?.state ?? 'ask';
  return (
    <MailingListLinkPage
      texts={mailingList.confirm}
      state={state}
      failure={mailingList.linkFailed}
      again={{ label: mailingList.confirm.signUpAgain, href: mailingList.path }}
    />
  );
}
