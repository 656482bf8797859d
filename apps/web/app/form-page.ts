/**
 * What the public form pages share (issue 34): each has a "sent" page of its own, where a form
 * posted without JavaScript lands once stored (post/redirect/get), and a title that says when
 * the page shows a problem with a post. Client-safe: the static export's modules use it too.
 *
 * It imports nothing of the site's frame (site.ts, seo.ts): it is bundled with what the two form
 * pages share, and an import would carry the frame into that file, and that file into every
 * public page.
 */
import { formErrorTitle } from '@charitykit/content';
import type { FormPostResult } from '@charitykit/ui';
import type { MetaDescriptor } from 'react-router';

/** A public form's page as content describes it (`contactPage`, `volunteerPage`). */
export interface PublicFormPage {
  meta: { title: string; description: string };
  /** Its sent page: the address, and the words its title starts with. */
  sent: { path: string; title: string };
}

type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** Whether `pathname` is the form's "sent" page. */
export function isSentPage(page: PublicFormPage, pathname: string): boolean {
  return pathname === page.sent.path;
}

/**
 * Whether the document answers a post that was not stored: the public layout's loader says so
 * (it describes the document, as it does its 404), from what the form's action noted.
 */
export function answersPostProblem(matches: Matches): boolean {
  const layout = matches.find((match) => match?.id === 'routes/public-layout')?.loaderData;
  return (layout as { postProblem?: boolean } | undefined)?.postProblem === true;
}

/**
 * What the form shows as it first renders: the server's answer to a post (from the action), or
 * on the sent page that it was stored; nothing otherwise.
 */
export function postResultFor<Values>(
  page: PublicFormPage,
  pathname: string,
  actionData: FormPostResult<Values> | undefined,
): FormPostResult<Values> | undefined {
  return actionData ?? (isSentPage(page, pathname) ? { status: 'sent' } : undefined);
}

/**
 * The head of a form's page, made by `pageMeta` (site.ts, passed in; see above): "Error: " first
 * when it answers a post with a problem (GOV.UK), the sent page's own title first there (and
 * kept out of search results: it is the form's page again).
 */
export function formPageMeta<M extends Matches>(
  page: PublicFormPage,
  { matches, pathname }: { matches: M; pathname: string },
  pageMeta: (title: string, description: string, matches: M) => MetaDescriptor[],
): MetaDescriptor[] {
  const sent = isSentPage(page, pathname);
  const { title, description } = page.meta;
  const tags = pageMeta(
    answersPostProblem(matches)
      ? formErrorTitle(title)
      : sent
        ? `${page.sent.title}: ${title}`
        : title,
    description,
    matches,
  );
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
