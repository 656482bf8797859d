/**
 * The mailing list's link pages' action (issue 37): the one button's POST, and a mail program's
 * one-click POST (RFC 8058: `List-Unsubscribe=One-Click` to the List-Unsubscribe address). The
 * token in the address is the only authority, so a post from anywhere is accepted (a mail
 * provider's server sends no Origin); an unknown, used or expired token changes nothing.
 */
import { data, type RouterContextProvider } from 'react-router';
import type { LinkPageState } from './components/mailing-list-link-page';
import { MailingListError } from './mailing-list.server';
// The context itself, not siteFrom: only a site server has a mailing list, and siteFrom's
// module (the live site's, Node's only) must stay out of what the page stories load.
import { siteContext } from './site-context';

/**
 * The pages carry a token in their address: never cached or indexed, and never sent to another
 * site as a referrer (`same-origin`, not `no-referrer`: the button's post must carry the page's
 * origin, and a `no-referrer` page's posts say `Origin: null`).
 */
export function mailingListLinkHeaders() {
  return {
    'Cache-Control': 'private, no-store',
    'Referrer-Policy': 'same-origin',
    'X-Robots-Tag': 'noindex, nofollow',
  };
}

export async function mailingListLinkAction(
  kind: 'confirm' | 'unsubscribe',
  token: string | undefined,
  context: Readonly<RouterContextProvider>,
  log: (message: string) => void = (message) => console.error(message),
) {
  const list = context.get(siteContext)?.mailingList;
  const answer = (state: LinkPageState, status: number) => data({ state }, { status });
  if (!list) return answer('failed', 503);
  try {
    const result = await (kind === 'confirm'
      ? list.confirm(token ?? '')
      : list.unsubscribe(token ?? ''));
    // A link that cannot be used is the page with its message (a 4xx would show the bare status).
    return answer(result === 'done' ? 'done' : 'invalid', 200);
  } catch (error) {
    log(
      `[site] mailing list ${kind} failed: ${error instanceof MailingListError ? error.message : 'error'}`,
    );
    return answer('failed', 503);
  }
}
