/** MSW scenarios of the pages: the table, the builder, conflicts, history and the trash. */
import { bodyHas, call, clone, idFilter, orderIs, patched, selects } from '../lib/mswCall';
import { eqFilters, insertedRow, jsonBody, restNoContent, restRows } from '../lib/mswWire';
import { fixturePages, fixturePageTrash, fixtureRevisions } from './fixtures';
import type { BuilderPage, Page, PageContent, PageRevision, TrashedPage } from './types';

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

export const pageScenarios = {
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
};
