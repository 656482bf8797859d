/**
 * The sign-up's action (issue 37): a post of the form, from the page's own script or from the
 * browser itself (JavaScript off). It is refused from another site (403) or when it is not a
 * small form (413, 415); checked with content's rules (400 with every value and message); stored
 * and mailed by the mailing list (mailing-list.server.ts), whose flood limit answers 429. The
 * answer is the same for every address that is valid, whether or not it was on the list.
 */
import { checkSignUp, mailingList, type SignUpValues, signUpDefaults } from '@charitykit/content';
import { data, type RouterContextProvider } from 'react-router';
import { MailingListError } from './mailing-list.server';
import { siteFrom } from './site-context.server';

/** A sign-up is two short fields; anything larger is not this form. */
const MAX_BODY_BYTES = 8 * 1024;

export type SignUpResult =
  | { status: 'sent' }
  | { status: 'invalid'; values: SignUpValues; errors: Partial<Record<keyof SignUpValues, string>> }
  | { status: 'failed'; values: SignUpValues; message: string };

function hostOf(address: string): string | null {
  try {
    return new URL(address).host || null;
  } catch {
    return null;
  }
}

/** Another site's page posting here (Sec-Fetch-Site, else Origin or Referer). */
export function isCrossSite(request: Request, siteUrl: string): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site !== 'same-origin' && site !== 'none';
  const from = request.headers.get('origin') ?? request.headers.get('referer');
  if (from === null) return false;
  const host = hostOf(from);
  return host === null || (host !== hostOf(request.url) && host !== hostOf(siteUrl));
}

const refuse = (status: number, text: string) => new Response(text, { status, statusText: text });

/** Whether the sign-up can be offered here: the server can send its e-mail. */
export function signUpAvailable(context: Readonly<RouterContextProvider>): boolean {
  return siteFrom(context).mailingList !== undefined;
}

export async function signUpAction(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  log: (message: string) => void = (message) => console.error(message),
) {
  const site = siteFrom(context);
  if (isCrossSite(request, site.siteUrl)) throw refuse(403, 'Forbidden');
  const type = request.headers.get('content-type') ?? '';
  if (!/^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i.test(type)) {
    throw refuse(415, 'Unsupported Media Type');
  }
  const body = await request.arrayBuffer();
  if (body.byteLength > MAX_BODY_BYTES) throw refuse(413, 'Content Too Large');
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'Content-Type': type } }).formData();
  } catch {
    throw refuse(400, 'Bad Request');
  }
  const text = (name: keyof SignUpValues) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : signUpDefaults[name];
  };
  const checked = checkSignUp({ email: text('email'), firstName: text('firstName') });
  if (!checked.valid) {
    const result: SignUpResult = {
      status: 'invalid',
      values: checked.values,
      errors: checked.errors,
    };
    return data(result, { status: 400 });
  }
  const failed = (message: string, status: number, headers?: Record<string, string>) =>
    data({ status: 'failed', values: checked.values, message } satisfies SignUpResult, {
      status,
      ...(headers ? { headers } : {}),
    });
  // A filled honeypot: answered as a sign-up is, nothing stored or sent.
  if (typeof form.get('website') === 'string' && form.get('website') !== '') {
    return data({ status: 'sent' } satisfies SignUpResult);
  }
  const list = site.mailingList;
  if (!list) return failed(mailingList.unavailable, 503);
  try {
    await list.signUp({
      ...checked.values,
      consentText: mailingList.consentText,
      page: new URL(request.url).pathname,
      clientAddress: site.clientAddress ?? null,
    });
  } catch (error) {
    // The status only: what the visitor typed never reaches a log.
    log(`[site] mailing-list sign-up failed: ${error instanceof Error ? error.message : 'error'}`);
    if (error instanceof MailingListError && error.status === 429) {
      const seconds = error.retryAfter ?? 600;
      return failed(mailingList.limited(seconds / 60), 429, { 'Retry-After': String(seconds) });
    }
    if (error instanceof MailingListError && error.status === 400) {
      return failed(mailingList.failed, 400);
    }
    return failed(mailingList.failed, 503);
  }
  return data({ status: 'sent' } satisfies SignUpResult);
}
