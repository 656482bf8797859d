/**
 * How a scenario factory is made: for one call of the back-office, handlers that answer it as
 * populated, empty, failing with a given message, or never (loading). Each factory returns an
 * array of MSW handlers, for `msw.use(...)` in a story's beforeEach or a test. Each feature
 * writes its calls' factories with `call()` in its own `scenarios.ts`.
 */
import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import {
  authError,
  eqFilters,
  jsonBody,
  type Row,
  restError,
  restRows,
  storageError,
} from './mswWire';

type Method = 'get' | 'head' | 'post' | 'put' | 'patch' | 'delete';
type Service = 'rest' | 'auth' | 'storage' | 'site';
type Reply = Response | Promise<Response>;

export interface Step<TData> {
  name: string;
  method: Method;
  /** Path after the origin; any origin matches, so the app's Supabase URL does not matter. */
  path: string;
  service: Service;
  /** Tells apart calls that share a method and path (list vs builder pages...). */
  matches?: (request: Request, url: URL) => boolean | Promise<boolean>;
  respond: (request: Request, data: TData) => Reply;
}

export interface ErrorOptions {
  /** HTTP status; defaults to 400 (storage errors always travel as 400, per Supabase). */
  status?: number;
  /** The service's error code. */
  code?: string;
  /** Which request of a multi-request call fails (e.g. 'storage' or 'row'); defaults per call. */
  at?: string;
}

export interface CallScenarios<TData> {
  /** Succeeds with the given data, or the fixtures. */
  populated(data?: TData): HttpHandler[];
  /** Succeeds with nothing: no rows, zero counts, no profile. */
  empty(): HttpHandler[];
  /** Fails with the service's error carrying this message. */
  error(message: string, options?: ErrorOptions): HttpHandler[];
  /** Never answers, so the screen stays in its loading state. */
  loading(): HttpHandler[];
  /** The network fails (offline): fetch rejects. */
  networkError(): HttpHandler[];
}

function route<TData>(
  step: Step<TData>,
  reply: (request: Request) => Reply | Promise<undefined>,
): HttpHandler {
  const path = `*${step.path}`;
  return http[step.method](path, async ({ request }) => {
    if (step.matches && !(await step.matches(request.clone(), new URL(request.url))))
      return undefined;
    return reply(request);
  });
}

function errorReply(service: Service, message: string, options: ErrorOptions): Response {
  if (service === 'auth') return authError(message, options.status ?? 400, options.code);
  // The site's team server action answers `{ error: { message, code } }`.
  if (service === 'site') {
    return HttpResponse.json(
      { error: { message, ...(options.code ? { code: options.code } : {}) } },
      { status: options.status ?? 400 },
    );
  }
  if (service === 'storage')
    return storageError(message, String(options.status ?? 400), options.code);
  return restError(message, options.status ?? 400, options.code);
}

export function call<TData>(spec: {
  steps: Step<TData>[];
  fixture: () => TData;
  empty: () => TData;
  /** The step `error()` fails when no `at` is given. */
  failing?: string;
}): CallScenarios<TData> {
  const answer = (data: TData) =>
    spec.steps.map((step) => route(step, (request) => step.respond(request, data)));
  const first = spec.steps[0];
  if (!first) throw new Error('A call needs at least one request');
  return {
    populated: (data) => answer(data === undefined ? spec.fixture() : data),
    empty: () => answer(spec.empty()),
    error(message, options = {}) {
      const failing = options.at ?? spec.failing ?? first.name;
      return spec.steps.map((step) =>
        step.name === failing
          ? route(step, () => errorReply(step.service, message, options))
          : route(step, (request) => step.respond(request, spec.fixture())),
      );
    },
    loading: () => [
      route(first, async () => {
        await delay('infinite');
        return undefined;
      }),
    ],
    networkError: () => [route(first, () => HttpResponse.error())],
  };
}

export const orderIs = (value: string) => (_: Request, url: URL) =>
  url.searchParams.get('order') === value;
export const grantIs = (value: string) => (_: Request, url: URL) =>
  url.searchParams.get('grant_type') === value;
export const bodyHas =
  (key: string, only = false) =>
  async (request: Request) => {
    const body = await jsonBody(request);
    return key in body && (!only || Object.keys(body).length === 1);
  };
export const selects = (column: string) => (_: Request, url: URL) =>
  url.searchParams.get('select') === column;

export const clone = <T>(value: T): T => structuredClone(value);

/**
 * The row a PATCH … ?id=eq.X returns: the matching fixture (or a bare row) with the changes.
 * With a `version=eq.N` filter (pages), a row at another version is not updated (no rows back,
 * as PostgREST answers), and an updated one goes up a version, as the database does.
 */
export async function patched(request: Request, rows: readonly Row[]) {
  const filters = eqFilters(new URL(request.url));
  const id = filters.get('id');
  const expected = filters.get('version');
  const match = rows.find((row) => row.id === id);
  if (!match && expected !== undefined) return restRows(request, []);
  const found: Row = match ?? { id };
  const version = typeof found.version === 'number' ? found.version : Number(expected ?? 0);
  if (expected !== undefined && String(version) !== expected) return restRows(request, []);
  return restRows(request, [
    {
      ...found,
      ...(await jsonBody(request)),
      ...(expected !== undefined ? { version: version + 1 } : {}),
      updated_at: new Date().toISOString(),
    },
  ]);
}

/** A trash item's id from `?id=eq.X` (or `in.(…)`), for rpc bodies too. */
export const idFilter = (url: URL) => eqFilters(url).get('id');
