/**
 * Scenario factories: for every call the back-office makes, handlers that answer it as
 * populated, empty, failing with a given message, or never (loading). Each factory returns
 * an array of MSW handlers, for `msw.use(...)` in a story's beforeEach or a test.
 */
import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import type { AuthUser } from '../repositories/types';
import type {
  AdminUser,
  BuilderPage,
  DashboardCounts,
  MediaFile,
  Page,
  PreviewLink,
  SiteSettingRow,
} from '../types';
import {
  fixtureAdminUsers,
  fixtureMedia,
  fixturePages,
  fixturePreviewLinks,
  fixtureSettingRows,
  fixtureUsers,
} from './fixtures';
import {
  authError,
  authJson,
  eqFilters,
  insertedRow,
  jsonBody,
  type Row,
  restCount,
  restError,
  restNoContent,
  restRows,
  sessionFor,
  storageError,
} from './wire';

type Method = 'get' | 'head' | 'post' | 'patch' | 'delete';
type Service = 'rest' | 'auth' | 'storage';
type Reply = Response | Promise<Response>;

interface Step<TData> {
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
  if (service === 'storage')
    return storageError(message, String(options.status ?? 400), options.code);
  return restError(message, options.status ?? 400, options.code);
}

function call<TData>(spec: {
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

const orderIs = (value: string) => (_: Request, url: URL) =>
  url.searchParams.get('order') === value;
const grantIs = (value: string) => (_: Request, url: URL) =>
  url.searchParams.get('grant_type') === value;
const bodyHas =
  (key: string, only = false) =>
  async (request: Request) => {
    const body = await jsonBody(request);
    return key in body && (!only || Object.keys(body).length === 1);
  };
const selects = (column: string) => (_: Request, url: URL) =>
  url.searchParams.get('select') === column;

const clone = <T>(value: T): T => structuredClone(value);

/** The row a PATCH … ?id=eq.X returns: the matching fixture (or a bare row) with the changes. */
async function patched(request: Request, rows: readonly Row[]) {
  const id = eqFilters(new URL(request.url)).get('id');
  const found = rows.find((row) => row.id === id) ?? { id };
  return restRows(request, [
    { ...found, ...(await jsonBody(request)), updated_at: new Date().toISOString() },
  ]);
}

function countFor(counts: DashboardCounts, url: URL): number {
  const table = url.pathname.split('/').pop();
  if (table === 'pages') {
    const status = url.searchParams.get('status');
    if (status === 'eq.published') return counts.pages.published;
    if (status === 'eq.draft') return counts.pages.draft;
    return counts.pages.total;
  }
  const mime = url.searchParams.get('mime_type');
  if (mime === 'like.image/%') return counts.media.images;
  if (mime === 'like.video/%') return counts.media.videos;
  return counts.media.total;
}

/** The counts the fixtures add up to. */
export function countsOf(pages: readonly Page[], media: readonly MediaFile[]): DashboardCounts {
  return {
    pages: {
      total: pages.length,
      published: pages.filter((p) => p.status === 'published').length,
      draft: pages.filter((p) => p.status === 'draft').length,
    },
    media: {
      total: media.length,
      images: media.filter((m) => m.mime_type.startsWith('image/')).length,
      videos: media.filter((m) => m.mime_type.startsWith('video/')).length,
    },
  };
}

const zeroCounts: DashboardCounts = {
  pages: { total: 0, published: 0, draft: 0 },
  media: { total: 0, images: 0, videos: 0 },
};

/** One scenario factory per call of spec section 7. */
export const scenarios = {
  /** Password sign-in: populated signs in the given user (the admin by default). */
  signIn: call<AuthUser>({
    steps: [
      {
        name: 'token',
        method: 'post',
        path: '/auth/v1/token',
        service: 'auth',
        matches: grantIs('password'),
        respond: (_request, user) => authJson(sessionFor(user)),
      },
    ],
    fixture: () => clone(fixtureUsers.admin),
    empty: () => clone(fixtureUsers.newcomer),
  }),

  signOut: call<null>({
    steps: [
      {
        name: 'logout',
        method: 'post',
        path: '/auth/v1/logout',
        service: 'auth',
        respond: () => restNoContent(),
      },
    ],
    fixture: () => null,
    empty: () => null,
  }),

  /** The signed-in user's admin_users row; empty means no profile yet (406 PGRST116). */
  adminUser: call<AdminUser | null>({
    steps: [
      {
        name: 'row',
        method: 'get',
        path: '/rest/v1/admin_users',
        service: 'rest',
        respond: (request, row) => restRows(request, row ? [row] : []),
      },
    ],
    fixture: () => clone(fixtureAdminUsers.admin),
    empty: () => null,
  }),

  /** Profile self-setup's insert; populated echoes the inserted row. */
  createProfile: call<AdminUser | null>({
    steps: [
      {
        name: 'row',
        method: 'post',
        path: '/rest/v1/admin_users',
        service: 'rest',
        respond: async (request, row) =>
          restRows(request, [row ?? insertedRow(await jsonBody(request))], 201),
      },
    ],
    fixture: () => null,
    empty: () => null,
  }),

  /** The pages table, most recently updated first. */
  pages: call<Page[]>({
    steps: [
      {
        name: 'list',
        method: 'get',
        path: '/rest/v1/pages',
        service: 'rest',
        matches: orderIs('updated_at.desc'),
        respond: (request, rows) => restRows(request, rows),
      },
    ],
    fixture: () => clone(fixturePages),
    empty: () => [],
  }),

  createPage: call<Page | null>({
    steps: [
      {
        name: 'row',
        method: 'post',
        path: '/rest/v1/pages',
        service: 'rest',
        respond: async (request, row) =>
          restRows(request, [row ?? insertedRow(await jsonBody(request))], 201),
      },
    ],
    fixture: () => null,
    empty: () => null,
  }),

  updatePage: call<Page[]>({
    steps: [
      {
        name: 'row',
        method: 'patch',
        path: '/rest/v1/pages',
        service: 'rest',
        matches: bodyHas('title'),
        respond: (request, rows) => patched(request, rows),
      },
    ],
    fixture: () => clone(fixturePages),
    empty: () => [],
  }),

  deletePage: call<null>({
    steps: [
      {
        name: 'row',
        method: 'delete',
        path: '/rest/v1/pages',
        service: 'rest',
        respond: () => restNoContent(),
      },
    ],
    fixture: () => null,
    empty: () => null,
  }),

  /** The builder's page picker, by title. */
  builderPages: call<BuilderPage[]>({
    steps: [
      {
        name: 'list',
        method: 'get',
        path: '/rest/v1/pages',
        service: 'rest',
        matches: orderIs('title.asc'),
        respond: (request, rows) =>
          restRows(
            request,
            [...rows].sort((a, b) => a.title.localeCompare(b.title)),
          ),
      },
    ],
    fixture: () => clone(fixturePages),
    empty: () => [],
  }),

  /** Save Page in the builder (a PATCH of content only). */
  savePage: call<null>({
    steps: [
      {
        name: 'row',
        method: 'patch',
        path: '/rest/v1/pages',
        service: 'rest',
        matches: bodyHas('content', true),
        respond: () => restNoContent(),
      },
    ],
    fixture: () => null,
    empty: () => null,
  }),

  /** Issue 25: one page by id (staff's Preview), whatever its status. */
  page: call<Page[]>({
    steps: [
      {
        name: 'row',
        method: 'get',
        path: '/rest/v1/pages',
        service: 'rest',
        matches: (_request, url) => url.searchParams.has('id'),
        respond: (request, rows) => {
          const id = eqFilters(new URL(request.url)).get('id');
          return restRows(
            request,
            rows.filter((row) => row.id === id),
          );
        },
      },
    ],
    fixture: () => clone(fixturePages),
    empty: () => [],
  }),

  /** Issue 25: a page's share-preview links that still work, newest first. */
  previewLinks: call<PreviewLink[]>({
    steps: [
      {
        name: 'list',
        method: 'get',
        path: '/rest/v1/page_preview_links',
        service: 'rest',
        respond: (request, rows) => {
          const pageId = eqFilters(new URL(request.url)).get('page_id');
          return restRows(
            request,
            rows.filter((row) => row.page_id === pageId),
          );
        },
      },
    ],
    fixture: () => clone(fixturePreviewLinks),
    empty: () => [],
  }),

  /** Share preview's "Create link": the row as the database makes it (token, 7 days). */
  createPreviewLink: call<PreviewLink | null>({
    steps: [
      {
        name: 'row',
        method: 'post',
        path: '/rest/v1/page_preview_links',
        service: 'rest',
        respond: async (request, row) => {
          const body = await jsonBody(request);
          const now = Date.now();
          const made = {
            id: crypto.randomUUID(),
            page_id: body.page_id,
            token: (crypto.randomUUID() + crypto.randomUUID()).replaceAll('-', ''),
            created_by: null,
            created_at: new Date(now).toISOString(),
            expires_at: new Date(now + 7 * 86_400_000).toISOString(),
            revoked_at: null,
          };
          return restRows(request, [row ?? made], 201);
        },
      },
    ],
    fixture: () => null,
    empty: () => null,
  }),

  /** "Revoke" on a share-preview link. */
  revokePreviewLink: call<PreviewLink[]>({
    steps: [
      {
        name: 'row',
        method: 'patch',
        path: '/rest/v1/page_preview_links',
        service: 'rest',
        respond: (request, rows) => patched(request, rows),
      },
    ],
    fixture: () => clone(fixturePreviewLinks),
    empty: () => [],
  }),

  /**
   * The public `shared_preview` function a share-preview link calls: the page for a fixture
   * link's token, nothing for any other (as for an expired or revoked one).
   */
  sharedPreview: call<Page[]>({
    steps: [
      {
        name: 'row',
        method: 'get',
        path: '/rest/v1/rpc/shared_preview',
        service: 'rest',
        respond: (request, rows) => {
          const token = new URL(request.url).searchParams.get('preview_token');
          const link = fixturePreviewLinks.find((candidate) => candidate.token === token);
          return restRows(
            request,
            rows.filter((row) => link !== undefined && row.id === link.page_id),
          );
        },
      },
    ],
    fixture: () => clone(fixturePages),
    empty: () => [],
  }),

  /** The dashboard's count-only HEAD requests on pages and media_library. */
  dashboardCounts: call<DashboardCounts>({
    steps: ['pages', 'media_library'].map((table) => ({
      name: table,
      method: 'head' as const,
      path: `/rest/v1/${table}`,
      service: 'rest' as const,
      respond: (request: Request, counts: DashboardCounts) =>
        restCount(countFor(counts, new URL(request.url))),
    })),
    fixture: () => countsOf(fixturePages, fixtureMedia),
    empty: () => clone(zeroCounts),
  }),

  /** The media library, newest first. */
  media: call<MediaFile[]>({
    steps: [
      {
        name: 'list',
        method: 'get',
        path: '/rest/v1/media_library',
        service: 'rest',
        matches: orderIs('created_at.desc'),
        respond: (request, rows) => restRows(request, rows),
      },
    ],
    fixture: () => clone(fixtureMedia),
    empty: () => [],
  }),

  updateMedia: call<MediaFile[]>({
    steps: [
      {
        name: 'row',
        method: 'patch',
        path: '/rest/v1/media_library',
        service: 'rest',
        respond: (request, rows) => patched(request, rows),
      },
    ],
    fixture: () => clone(fixtureMedia),
    empty: () => [],
  }),

  /** Delete: look up file_path ('lookup'), remove the file ('storage'), delete the row ('row'). */
  deleteMedia: call<MediaFile[]>({
    steps: [
      {
        name: 'lookup',
        method: 'get',
        path: '/rest/v1/media_library',
        service: 'rest',
        matches: selects('file_path'),
        respond: (request, rows) => {
          const id = eqFilters(new URL(request.url)).get('id');
          const found = rows.find((row) => row.id === id) ?? {
            file_path: `uploads/${id ?? 'file'}`,
          };
          return restRows(request, [found]);
        },
      },
      {
        name: 'storage',
        method: 'delete',
        path: '/storage/v1/object/media',
        service: 'storage',
        respond: async (request) => {
          const { prefixes } = (await jsonBody(request)) as { prefixes?: string[] };
          return HttpResponse.json((prefixes ?? []).map((name) => ({ bucket_id: 'media', name })));
        },
      },
      {
        name: 'row',
        method: 'delete',
        path: '/rest/v1/media_library',
        service: 'rest',
        respond: () => restNoContent(),
      },
    ],
    fixture: () => clone(fixtureMedia),
    empty: () => [],
  }),

  /** Upload: store the file ('storage'), then insert its row ('row'). */
  uploadMedia: call<MediaFile | null>({
    steps: [
      {
        name: 'storage',
        method: 'post',
        path: '/storage/v1/object/media/*',
        service: 'storage',
        respond: (request) => {
          const key = decodeURIComponent(
            new URL(request.url).pathname.replace(/^.*\/storage\/v1\/object\//, ''),
          );
          return HttpResponse.json({ Key: key, Id: crypto.randomUUID() });
        },
      },
      {
        name: 'row',
        method: 'post',
        path: '/rest/v1/media_library',
        service: 'rest',
        respond: async (request, row) =>
          restRows(request, [row ?? insertedRow(await jsonBody(request))], 201),
      },
    ],
    fixture: () => null,
    empty: () => null,
    failing: 'storage',
  }),

  /** site_settings rows (also what the public site's reader fetches). */
  settings: call<SiteSettingRow[]>({
    steps: [
      {
        name: 'list',
        method: 'get',
        path: '/rest/v1/site_settings',
        service: 'rest',
        respond: (request, rows) => restRows(request, rows),
      },
    ],
    fixture: () => clone(fixtureSettingRows),
    empty: () => [],
  }),

  /** The settings upsert (on_conflict=setting_key). */
  saveSettings: call<null>({
    steps: [
      {
        name: 'upsert',
        method: 'post',
        path: '/rest/v1/site_settings',
        service: 'rest',
        respond: () => restNoContent(201),
      },
    ],
    fixture: () => null,
    empty: () => null,
  }),
} satisfies Record<string, CallScenarios<never>>;

export type ScenarioName = keyof typeof scenarios;

/**
 * Every call answered with the fixtures: the default for stories and tests, which then
 * override one call with `msw.use(...scenarios.pages.error('...'))`. Also answers the auth
 * calls the client makes by itself (token refresh, current user).
 */
export function supabaseHandlers(): HttpHandler[] {
  const user = fixtureUsers.admin;
  const always: HttpHandler[] = [
    http.post('*/auth/v1/token', ({ request }) =>
      new URL(request.url).searchParams.get('grant_type') === 'refresh_token'
        ? authJson(sessionFor(user))
        : undefined,
    ),
    http.get('*/auth/v1/user', () => authJson(user)),
  ];
  return [
    ...always,
    ...Object.values(scenarios).flatMap((factory) =>
      (factory as CallScenarios<unknown>).populated(),
    ),
  ];
}
