/**
 * Scenario factories: for every call the back-office makes, handlers that answer it as
 * populated, empty, failing with a given message, or never (loading). Each factory returns
 * an array of MSW handlers, for `msw.use(...)` in a story's beforeEach or a test.
 */
import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import type { AuthUser } from '../repositories/types';
import type {
  ContactMessage,
  NewSubmissionCounts,
  VolunteerApplicationRecord,
} from '../submissions/types';
import type { InviteResult } from '../team/repository';
import type { TeamMember } from '../team/rules';
import type {
  AdminUser,
  BuilderPage,
  DashboardCounts,
  MediaFile,
  Page,
  PageContent,
  PageRevision,
  PreviewLink,
  SiteSettingRow,
  TrashedMediaFile,
  TrashedPage,
} from '../types';
import {
  fixtureAdminUsers,
  fixtureContactMessages,
  fixtureMedia,
  fixtureMediaTrash,
  fixturePages,
  fixturePageTrash,
  fixturePreviewLinks,
  fixtureRevisions,
  fixtureSettingRows,
  fixtureTeam,
  fixtureUsers,
  fixtureVolunteerApplications,
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

type Method = 'get' | 'head' | 'post' | 'put' | 'patch' | 'delete';
type Service = 'rest' | 'auth' | 'storage' | 'site';
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

/**
 * The row a PATCH … ?id=eq.X returns: the matching fixture (or a bare row) with the changes.
 * With a `version=eq.N` filter (pages), a row at another version is not updated (no rows back,
 * as PostgREST answers), and an updated one goes up a version, as the database does.
 */
async function patched(request: Request, rows: readonly Row[]) {
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
const idFilter = (url: URL) => eqFilters(url).get('id');

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

/** The Winter Appeal as Tom Price saved it a few minutes after it was opened. */
function conflictFixture(): Page {
  const page = clone(fixturePages[0]) as Page;
  return {
    ...page,
    version: page.version + 1,
    updated_at: '2024-06-03T10:12:00.000Z',
    updated_by_name: 'Tom Price',
    meta_title: 'Winter Appeal 2024',
    content: {
      sections: [
        ...(page.content.sections ?? []),
        { type: 'text', title: 'Tom’s new section', content: { text: 'Added by Tom.' } },
      ],
    },
  };
}

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

  /**
   * Save Page in the builder (a PATCH of content only, filtered on the version it was opened
   * at): answers the new version, or no row when the page is at another version.
   */
  savePage: call<Page[]>({
    steps: [
      {
        name: 'row',
        method: 'patch',
        path: '/rest/v1/pages',
        service: 'rest',
        matches: bodyHas('content', true),
        respond: (request, rows) => patched(request, rows),
      },
    ],
    fixture: () => clone(fixturePages),
    empty: () => [],
  }),

  /**
   * Issue 25: one page by id (staff's Preview), whatever its status. Before pageConflict,
   * whose read by id would otherwise answer every such read among the default handlers.
   */
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

  /**
   * Someone else saved the page meanwhile: a save or update at any version but `current`'s
   * matches no row ('row'), and the follow-up read by id ('current') answers the page as it is
   * now. Saving over it (at `current.version`) succeeds. Empty: the page is gone (deleted).
   */
  pageConflict: call<Page | null>({
    steps: [
      {
        name: 'row',
        method: 'patch',
        path: '/rest/v1/pages',
        service: 'rest',
        respond: (request, current) => patched(request, current ? [current] : []),
      },
      {
        name: 'current',
        method: 'get',
        path: '/rest/v1/pages',
        service: 'rest',
        matches: (_request, url) => !url.searchParams.has('order') && idFilter(url) !== undefined,
        respond: (request, current) => restRows(request, current ? [current] : []),
      },
    ],
    fixture: () => conflictFixture(),
    empty: () => null,
  }),

  /** A page's history, newest first (without contents). */
  pageRevisions: call<PageRevision[]>({
    steps: [
      {
        name: 'list',
        method: 'get',
        path: '/rest/v1/page_revisions',
        service: 'rest',
        matches: orderIs('id.desc'),
        respond: (request, rows) => restRows(request, rows),
      },
    ],
    fixture: () => fixtureRevisions().revisions,
    empty: () => [],
  }),

  /** One revision's content, by id (`select=content`). */
  revisionContent: call<Record<number, PageContent>>({
    steps: [
      {
        name: 'row',
        method: 'get',
        path: '/rest/v1/page_revisions',
        service: 'rest',
        matches: selects('content'),
        respond: (request, contents) => {
          const id = Number(idFilter(new URL(request.url)));
          const content = contents[id];
          return restRows(request, content ? [{ content }] : []);
        },
      },
    ],
    fixture: () => fixtureRevisions().contents,
    empty: () => ({}),
  }),

  /** The pages trash, most recently deleted first. */
  pageTrash: call<TrashedPage[]>({
    steps: [
      {
        name: 'list',
        method: 'get',
        path: '/rest/v1/pages_trash',
        service: 'rest',
        respond: (request, rows) => restRows(request, rows),
      },
    ],
    fixture: () => clone(fixturePageTrash),
    empty: () => [],
  }),

  /** Restore (also Undo on the deleted toast): the restore_page function. */
  restorePage: call<null>({
    steps: [
      {
        name: 'rpc',
        method: 'post',
        path: '/rest/v1/rpc/restore_page',
        service: 'rest',
        respond: () => restNoContent(),
      },
    ],
    fixture: () => null,
    empty: () => null,
  }),

  /** Delete permanently from the pages trash: answers the deleted row. */
  deletePageForever: call<TrashedPage[]>({
    steps: [
      {
        name: 'row',
        method: 'delete',
        path: '/rest/v1/pages_trash',
        service: 'rest',
        respond: (request, rows) => {
          const id = idFilter(new URL(request.url));
          return restRows(
            request,
            rows.filter((row) => row.id === id).map(({ id }) => ({ id })),
          );
        },
      },
    ],
    fixture: () => clone(fixturePageTrash),
    empty: () => [],
  }),

  /** purge_expired_trash: the media items due to be removed (none by default). */
  purgeTrash: call<{ id: string; file_path: string }[]>({
    steps: [
      {
        name: 'rpc',
        method: 'post',
        path: '/rest/v1/rpc/purge_expired_trash',
        service: 'rest',
        respond: (request, rows) => restRows(request, rows),
      },
    ],
    fixture: () => [],
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

  /** Delete: the row goes to the trash ('row'); its stored file stays. */
  deleteMedia: call<null>({
    steps: [
      {
        name: 'row',
        method: 'delete',
        path: '/rest/v1/media_library',
        service: 'rest',
        respond: () => restNoContent(),
      },
    ],
    fixture: () => null,
    empty: () => null,
  }),

  /** The media trash, most recently deleted first. */
  mediaTrash: call<TrashedMediaFile[]>({
    steps: [
      {
        name: 'list',
        method: 'get',
        path: '/rest/v1/media_trash',
        service: 'rest',
        matches: orderIs('deleted_at.desc'),
        respond: (request, rows) => restRows(request, rows),
      },
    ],
    fixture: () => clone(fixtureMediaTrash),
    empty: () => [],
  }),

  /** Restore (also Undo on the deleted toast): the restore_media_file function. */
  restoreMedia: call<null>({
    steps: [
      {
        name: 'rpc',
        method: 'post',
        path: '/rest/v1/rpc/restore_media_file',
        service: 'rest',
        respond: () => restNoContent(),
      },
    ],
    fixture: () => null,
    empty: () => null,
  }),

  /**
   * Delete permanently from the media trash: look the item up ('lookup'), remove its stored
   * file ('storage'), then the trash row ('row').
   */
  deleteMediaForever: call<TrashedMediaFile[]>({
    steps: [
      {
        name: 'lookup',
        method: 'get',
        path: '/rest/v1/media_trash',
        service: 'rest',
        matches: selects('id,file_path'),
        respond: (request, rows) => {
          const id = idFilter(new URL(request.url));
          return restRows(
            request,
            rows.filter((row) => row.id === id),
          );
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
        path: '/rest/v1/media_trash',
        service: 'rest',
        respond: () => restNoContent(),
      },
    ],
    fixture: () => clone(fixtureMediaTrash),
    empty: () => [],
    failing: 'storage',
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

  /** The Team screen's list (rpc team_members). */
  teamMembers: call<TeamMember[]>({
    steps: [
      {
        name: 'list',
        method: 'post',
        path: '/rest/v1/rpc/team_members',
        service: 'rest',
        respond: (_request, rows) => HttpResponse.json(rows),
      },
    ],
    fixture: () => clone(fixtureTeam),
    empty: () => clone(fixtureTeam.filter((m) => m.user_id === fixtureUsers.admin.id)),
  }),

  /** Change role: a PATCH of admin_users.role; populated echoes the changed row. */
  changeRole: call<null>({
    steps: [
      {
        name: 'row',
        method: 'patch',
        path: '/rest/v1/admin_users',
        service: 'rest',
        matches: bodyHas('role'),
        respond: async (request) => {
          const userId = eqFilters(new URL(request.url)).get('user_id') ?? '';
          return restRows(request, [{ user_id: userId, ...(await jsonBody(request)) }]);
        },
      },
    ],
    fixture: () => null,
    empty: () => null,
  }),

  // Submissions (issue 24) ----------------------------------------------------------------------

  /** A visitor's contact message (POST, return=minimal): 201, nothing read back. */
  submitContact: call<null>({
    steps: [
      {
        name: 'insert',
        method: 'post',
        path: '/rest/v1/contact_messages',
        service: 'rest',
        respond: () => restNoContent(201),
      },
    ],
    fixture: () => null,
    empty: () => null,
  }),

  /** A visitor's volunteer application (POST, return=minimal). */
  submitVolunteer: call<null>({
    steps: [
      {
        name: 'insert',
        method: 'post',
        path: '/rest/v1/volunteer_applications',
        service: 'rest',
        respond: () => restNoContent(201),
      },
    ],
    fixture: () => null,
    empty: () => null,
  }),

  /** The retention purge staff run on opening the inbox; answers how many went. */
  purgeSubmissions: call<number>({
    steps: [
      {
        name: 'rpc',
        method: 'post',
        path: '/rest/v1/rpc/purge_expired_submissions',
        service: 'rest',
        respond: (_request, purged) => HttpResponse.json(purged),
      },
    ],
    fixture: () => 0,
    empty: () => 0,
  }),

  /** Contact messages, newest first. */
  contactMessages: call<ContactMessage[]>({
    steps: [
      {
        name: 'list',
        method: 'get',
        path: '/rest/v1/contact_messages',
        service: 'rest',
        respond: (request, rows) => restRows(request, rows),
      },
    ],
    fixture: () => clone(fixtureContactMessages),
    empty: () => [],
  }),

  /** Volunteer applications, newest first. */
  volunteerApplications: call<VolunteerApplicationRecord[]>({
    steps: [
      {
        name: 'list',
        method: 'get',
        path: '/rest/v1/volunteer_applications',
        service: 'rest',
        respond: (request, rows) => restRows(request, rows as unknown as Row[]),
      },
    ],
    fixture: () => clone(fixtureVolunteerApplications),
    empty: () => [],
  }),

  /** The count-only HEAD requests for new submissions of each kind. */
  submissionCounts: call<NewSubmissionCounts>({
    steps: (['contact_messages', 'volunteer_applications'] as const).map((table) => ({
      name: table,
      method: 'head' as const,
      path: `/rest/v1/${table}`,
      service: 'rest' as const,
      respond: (_request: Request, counts: NewSubmissionCounts) =>
        restCount(table === 'contact_messages' ? counts.contact : counts.volunteer),
    })),
    fixture: () => ({
      contact: fixtureContactMessages.filter((row) => row.status === 'new').length,
      volunteer: fixtureVolunteerApplications.filter((row) => row.status === 'new').length,
    }),
    empty: () => ({ contact: 0, volunteer: 0 }),
  }),

  /** Marking a submission read or handled (PATCH status). */
  setSubmissionStatus: call<null>({
    steps: (['contact_messages', 'volunteer_applications'] as const).map((table) => ({
      name: table,
      method: 'patch' as const,
      path: `/rest/v1/${table}`,
      service: 'rest' as const,
      respond: () => restNoContent(),
    })),
    fixture: () => null,
    empty: () => null,
  }),

  /** Your profile's name: a PATCH of your admin_users.full_name; echoes the changed row. */
  updateOwnName: call<null>({
    steps: [
      {
        name: 'row',
        method: 'patch',
        path: '/rest/v1/admin_users',
        service: 'rest',
        matches: bodyHas('full_name'),
        respond: async (request) => {
          const userId = eqFilters(new URL(request.url)).get('user_id') ?? '';
          return restRows(request, [{ user_id: userId, ...(await jsonBody(request)) }]);
        },
      },
    ],
    fixture: () => null,
    empty: () => null,
  }),

  /**
   * The site's team server action (invite, remove, reset link). Populated: an invitation is
   * e-mailed (no link); empty: no e-mail is set up, so the invitation link comes back.
   */
  teamAction: call<{ mailed: boolean }>({
    steps: [
      {
        name: 'action',
        method: 'post',
        path: '/admin/api/team',
        service: 'site',
        respond: async (request, { mailed }) => {
          const body = (await jsonBody(request)) as { intent: string; email?: string };
          if (body.intent === 'invite') {
            const result: InviteResult = {
              email: body.email ?? '',
              link: mailed ? null : STORY_LINK('invite'),
            };
            return HttpResponse.json(result);
          }
          if (body.intent === 'resetLink')
            return HttpResponse.json({ link: STORY_LINK('recovery') });
          return HttpResponse.json({ ok: true });
        },
      },
    ],
    fixture: () => ({ mailed: true }),
    empty: () => ({ mailed: false }),
  }),

  /** resetPasswordForEmail: always `{}`, as GoTrue answers for any address. */
  recover: call<null>({
    steps: [
      {
        name: 'recover',
        method: 'post',
        path: '/auth/v1/recover',
        service: 'auth',
        respond: () => authJson({}),
      },
    ],
    fixture: () => null,
    empty: () => null,
  }),

  /** PUT /auth/v1/user: a new password or name; answers the updated user. */
  updateUser: call<AuthUser>({
    steps: [
      {
        name: 'user',
        method: 'put',
        path: '/auth/v1/user',
        service: 'auth',
        respond: (_request, user) => authJson(user),
      },
    ],
    fixture: () => clone(fixtureUsers.admin),
    empty: () => clone(fixtureUsers.admin),
  }),

  /** Deleting one submission. */
  deleteSubmission: call<null>({
    steps: (['contact_messages', 'volunteer_applications'] as const).map((table) => ({
      name: table,
      method: 'delete' as const,
      path: `/rest/v1/${table}`,
      service: 'rest' as const,
      respond: () => restNoContent(),
    })),
    fixture: () => null,
    empty: () => null,
  }),

  /** Erasure by e-mail: answers how many went from each table. */
  eraseSubmissions: call<{ contact_messages: number; volunteer_applications: number }>({
    steps: [
      {
        name: 'rpc',
        method: 'post',
        path: '/rest/v1/rpc/erase_submissions_by_email',
        service: 'rest',
        respond: (_request, counts) => HttpResponse.json(counts),
      },
    ],
    fixture: () => ({ contact_messages: 2, volunteer_applications: 1 }),
    empty: () => ({ contact_messages: 0, volunteer_applications: 0 }),
  }),
} satisfies Record<string, CallScenarios<never>>;

/** A link as GoTrue's generate_link makes them, for stories. */
const STORY_LINK = (type: string) =>
  `http://127.0.0.1:54321/auth/v1/verify?token=4f1c2b11a3c1e8a20d554c1e9d2b6f1f&type=${type}&redirect_to=http%3A%2F%2Flocalhost%3A4173%2Fadmin%2Fset-password`;

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
