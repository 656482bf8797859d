/**
 * Public forms that work with HTML alone (issue 34): the site server's side of a form the browser
 * posted itself because no script handled it (JavaScript off or blocked, or a submit pressed
 * before the page's script ran). One helper for every public form that carries personal data
 * (contact, volunteer, the mailing-list sign-up), used by the form route's action:
 *
 * 1. a post from another site is refused (Sec-Fetch-Site, else Origin, else Referer);
 * 2. only the form's own fields are read, from a body of bounded size;
 * 3. they are checked with the browser's rules (content's, one source);
 * 4. they are stored exactly as the browser stores them (`@charitykit/data/public`: PostgREST with
 *    the anon key, so RLS, the database's checks, the honeypot, the flood limit and the consent
 *    text decide), naming the visitor's address to the backend as a proxy does;
 * 5. the answer: stored, a 303 to the form's "sent" page (post/redirect/get: a reload sends
 *    nothing again and no address carries what was typed); not valid, 400 with every value and
 *    each message; the flood limit, 429; no backend, 503: both with every value and a message.
 *
 * The site server never caches these answers and sends them `private, no-store`.
 */
import type { FieldErrors } from '@charitykit/content';
import {
  type PublicBackend,
  PublicSubmitError,
  type SubmissionExtras,
} from '@charitykit/data/public';
import type { FormPostResult } from '@charitykit/ui';
import { createContext, data, type RouterContextProvider, redirect } from 'react-router';
import { type SiteContext, siteContext } from './site-context';
import { siteUrl as configuredSiteUrl } from './site-url.server';

/**
 * The largest form body read. A volunteer application is a few kilobytes; this leaves room for
 * every field at its longest, percent-encoded, and stops a visitor's post from filling memory.
 */
export const MAX_FORM_BYTES = 256 * 1024;
/** How long the backend has to store a submission before the visitor is asked to try again. */
export const STORE_TIMEOUT_MS = 10_000;

/** One public form, as its route's action handles a post of it. */
export interface PublicFormPost<Values extends object> {
  /** Names the form in the server's log (never anything that was sent). */
  name: string;
  /**
   * The form's fields and their empty values: only these are read from a post, each as its kind
   * (text, a list of choices, a tick box).
   */
  fields: Values;
  /**
   * The browser's checks (content's rules): the cleaned values, each failing field's message,
   * and whether it may be stored (false with no message: a value no form sends).
   */
  check(values: Values): { values: Values; errors: FieldErrors<Values>; valid: boolean };
  /**
   * Stores it as the browser's form does (`backend`), or as the site server does for a form the
   * browser cannot store itself (issue 37's sign-up: `post` names the site and the page).
   */
  store(
    values: Values,
    extras: SubmissionExtras,
    backend: PublicBackend,
    post: { site: SiteContext | null; pathname: string },
  ): Promise<void>;
  /** The largest body read, where the form's fields are few and short (default MAX_FORM_BYTES). */
  maxBytes?: number;
  /** The notice under the form, stored with it as what the visitor read. */
  consentText: string;
  /** Where the browser goes once it is stored: a page that says so. */
  sentPath: string;
  /** Said when it could not be stored (the backend refused it or did not answer). */
  failureMessage: string;
  /** Said when the backend's flood limit answered, with the minutes to wait. */
  limitedMessage(minutes: number): string;
}

/** What else the helper may be given (tests; a deployment's backend is read from the environment). */
export interface FormPostOptions {
  backend?: Pick<PublicBackend, 'url' | 'anonKey'>;
  fetch?: typeof fetch;
  log?: (message: string) => void;
}

type RequestContext = Readonly<RouterContextProvider>;

// Set by the action when its answer is the form again with a problem; read by the public
// layout's loader (loaders run after the action, in the same request) for "Error: " in the title.
const postProblem = createContext<boolean>(false);

/** The document's state, for a loader: whether it answers a post that was not stored. */
export function formPageState(context: RequestContext): { postProblem: boolean } {
  return { postProblem: context.get(postProblem) };
}

/**
 * Thrown by a form's `store` when this server cannot take the form at all (issue 37: no e-mail
 * can be sent); its message is the visitor's, answered 503 with what they typed.
 */
export class FormUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormUnavailableError';
  }
}

/** Refuses the request with a short text, rendered as the site's error page with this status. */
function refuse(status: number, statusText: string): Response {
  return new Response(statusText, { status, statusText });
}

function hostOf(address: string): string | null {
  try {
    return new URL(address).host || null;
  } catch {
    return null;
  }
}

/**
 * Whether a post comes from another site (cross-site request forgery). Browsers say where a
 * request comes from in Sec-Fetch-Site; older ones only in Origin (or Referer). Only this site's
 * own pages, or a request a person started themselves (`none`), may send a form; a request with
 * none of these headers does not come from a browser page, which is what forgery needs.
 */
export function isCrossSite(request: Request, siteUrl: string): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site !== 'same-origin' && site !== 'none';
  const from = request.headers.get('origin') ?? request.headers.get('referer');
  if (from === null) return false;
  const host = hostOf(from);
  return host === null || (host !== hostOf(request.url) && host !== hostOf(siteUrl));
}

/** The body's bytes, or null past `limit` (the rest is not read). */
async function readAtMost(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The posted form, as a browser sends one: url-encoded or multipart, at most `limit` bytes. */
async function readForm(request: Request, limit: number): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i.test(type)) {
    throw refuse(415, 'Unsupported Media Type');
  }
  if (Number(request.headers.get('content-length') ?? 0) > limit) {
    throw refuse(413, 'Content Too Large');
  }
  const bytes = await readAtMost(request.body, limit);
  if (bytes === null) throw refuse(413, 'Content Too Large');
  try {
    return await new Response(bytes, { headers: { 'Content-Type': type } }).formData();
  } catch {
    throw refuse(400, 'Bad Request');
  }
}

/** One posted value as text: the first one sent under `name`, or '' (a file is not text). */
function textOf(value: FormDataEntryValue | null): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The form's fields from a post, each as the kind its empty value is: text (the first value),
 * a list (every text value sent under its name, as checkboxes send them) or a tick box (ticked
 * when sent at all, as a browser sends only ticked ones). Anything else posted is ignored.
 */
export function readFields<Values extends object>(form: FormData, fields: Values): Values {
  const values: Record<string, unknown> = {};
  for (const [name, empty] of Object.entries(fields)) {
    if (Array.isArray(empty)) {
      values[name] = form
        .getAll(name)
        .filter((value): value is string => typeof value === 'string');
    } else if (typeof empty === 'boolean') {
      values[name] = form.has(name);
    } else {
      values[name] = textOf(form.get(name));
    }
  }
  return values as Values;
}

function env(name: string): string | undefined {
  return typeof process === 'undefined' ? undefined : process.env[name] || undefined;
}

/**
 * The backend the browser's form writes to, read when a form arrives: SUPABASE_URL and
 * SUPABASE_ANON_KEY (the site server's), else what the site was built with. The request names the
 * visitor (the address the site server hands over in the site's context, site-context.ts) in
 * X-Forwarded-For, as a proxy does: local-supabase believes it from the addresses in
 * LOCAL_SUPABASE_TRUSTED_PROXIES; hosted Supabase's gateway appends the site server's own address
 * after it, and the flood limit counts the first entry (see docs/decisions.md, issue 34).
 */
export function submissionBackend(
  visitor: string | undefined,
  { backend, fetch: send = globalThis.fetch }: Pick<FormPostOptions, 'backend' | 'fetch'> = {},
): PublicBackend {
  return {
    url: backend?.url ?? env('SUPABASE_URL') ?? import.meta.env.VITE_SUPABASE_URL,
    anonKey: backend?.anonKey ?? env('SUPABASE_ANON_KEY') ?? import.meta.env.VITE_SUPABASE_ANON_KEY,
    timeoutMs: STORE_TIMEOUT_MS,
    fetch: (input, init) => {
      if (!visitor) return send(input, init);
      const headers = new Headers(init?.headers);
      headers.set('X-Forwarded-For', visitor);
      return send(input, { ...init, headers });
    },
  };
}

/** The form again, with every value and why it was not stored, at `status`. */
function notStored<Values>(
  values: Values,
  message: string,
  status: number,
  headers?: Record<string, string>,
) {
  const result: FormPostResult<Values> = { status: 'failed', values, message };
  return data(result, headers ? { status, headers } : { status });
}

/**
 * Handles a post of `form` in its route's action (see the module's comment for what it answers).
 * A refused request (another site, not a form, too large) is thrown as a Response, which the site
 * shows as its error page with that status.
 */
export async function handleFormPost<Values extends object>(
  form: PublicFormPost<Values>,
  { request, context }: { request: Request; context: RequestContext },
  options: FormPostOptions = {},
) {
  // What the site server hands over (site-context.ts): the public address and the visitor's.
  // Read from the context itself, not through siteFrom: an action needs no live site (whose
  // module is Node's only, and the page stories load this route module in the browser), and with
  // no site server (the dev server) the address is the environment's, as siteFrom's would be.
  const site = context.get(siteContext);
  if (isCrossSite(request, site?.siteUrl ?? configuredSiteUrl)) throw refuse(403, 'Forbidden');
  const posted = await readForm(request, form.maxBytes ?? MAX_FORM_BYTES);
  const checked = form.check(readFields(posted, form.fields));
  if (!checked.valid) {
    context.set(postProblem, true);
    if (Object.keys(checked.errors).length === 0) {
      return notStored(checked.values, form.failureMessage, 400);
    }
    const result: FormPostResult<Values> = {
      status: 'invalid',
      values: checked.values,
      errors: checked.errors,
    };
    return data(result, { status: 400 });
  }
  const extras: SubmissionExtras = {
    consentText: form.consentText,
    website: textOf(posted.get('website')),
  };
  try {
    await form.store(checked.values, extras, submissionBackend(site?.clientAddress, options), {
      site,
      pathname: new URL(request.url).pathname,
    });
  } catch (error) {
    context.set(postProblem, true);
    if (error instanceof FormUnavailableError) return notStored(checked.values, error.message, 503);
    const status = error instanceof PublicSubmitError ? error.status : 0;
    const log = options.log ?? ((message: string) => console.error(message));
    // The table and the status only: what the visitor sent never reaches a log.
    log(`[site] ${form.name} not stored: ${error instanceof Error ? error.message : 'failed'}`);
    if (status === 429) {
      const seconds = error instanceof PublicSubmitError ? (error.retryAfter ?? 600) : 600;
      return notStored(checked.values, form.limitedMessage(seconds / 60), 429, {
        'Retry-After': String(seconds),
      });
    }
    // The database refused a value the browser's checks let through (only a forged post has one).
    if (status === 400 || status === 409 || status === 422) {
      return notStored(checked.values, form.failureMessage, 400);
    }
    return notStored(checked.values, form.failureMessage, 503);
  }
  return redirect(form.sentPath, 303);
}
