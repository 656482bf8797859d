/**
 * What the public form pages share (issue 34): each has a "sent" page of its own, where a form
 * posted without JavaScript lands once stored (post/redirect/get), and a title that says when
 * the page shows a problem with a post. Client-safe: the static export's modules use it too.
 */
import { formErrorTitle, formSentPages } from '@charitykit/content';
import type { FormPostResult } from '@charitykit/ui';
import type { MetaDescriptor } from 'react-router';
import { type MetaMatches, pageMeta } from './site';

export type PublicFormPage = keyof typeof formSentPages;

/** Whether `pathname` is the form's "sent" page. */
export function isSentPage(form: PublicFormPage, pathname: string): boolean {
  return pathname === formSentPages[form].path;
}

/**
 * What the form shows as it first renders: the server's answer to a post (from the action), or
 * on the sent page that it was stored; nothing otherwise.
 */
export function postResultFor<Values>(
  form: PublicFormPage,
  pathname: string,
  actionData: FormPostResult<Values> | undefined,
): FormPostResult<Values> | undefined {
  return actionData ?? (isSentPage(form, pathname) ? { status: 'sent' } : undefined);
}

/**
 * The head of a form's page: "Error: " first when it answers a post with a problem (GOV.UK), the
 * sent page's own title first there (and kept out of search results: it is the form's page again).
 */
export function formPageMeta(
  form: PublicFormPage,
  page: { title: string; description: string },
  {
    matches,
    pathname,
    postProblem,
  }: { matches: MetaMatches; pathname: string; postProblem: boolean },
): MetaDescriptor[] {
  const sent = isSentPage(form, pathname);
  const title = postProblem
    ? formErrorTitle(page.title)
    : sent
      ? `${formSentPages[form].title}: ${page.title}`
      : page.title;
  const tags = pageMeta(title, page.description, matches);
  return sent ? [...tags, { name: 'robots', content: 'noindex' }] : tags;
}

/**
 * A form page's response headers: its parents', and those its action answered with (the flood
 * limit's Retry-After), which React Router would otherwise drop from the document.
 */
export function formPageHeaders({
  parentHeaders,
  actionHeaders,
}: {
  parentHeaders: Headers;
  actionHeaders: Headers;
}): Headers {
  const headers = new Headers(parentHeaders);
  for (const [name, value] of actionHeaders) headers.set(name, value);
  return headers;
}
