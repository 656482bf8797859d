import { messages } from '@charitykit/content';
import { describe, expect, it } from 'vitest';
import { fixtureIds } from '../auth/fixtures';
import { scenarios } from '../msw/scenarios';
import { PageConflictError } from '../pages/conflict';
import { fixturePages, fixturePageTrash, fixtureRevisions } from '../pages/fixtures';
import {
  failure,
  testRepositories as repositories,
  requestsTo,
  server,
  startMswServer,
} from '../testing/mswServer';

startMswServer();

const pageInput = {
  title: 'Spring Appeal',
  slug: 'spring-appeal',
  meta_title: 'Spring Appeal',
  meta_description: 'Seeds and tools for farmers.',
  status: 'draft' as const,
  template_name: 'landing' as const,
};

describe('pages repository', () => {
  it('lists every page, most recently updated first', async () => {
    const pages = await repositories().pages.list();
    expect(pages.map((p) => p.slug)).toEqual(fixturePages.map((p) => p.slug));
    const [request] = requestsTo('/rest/v1/pages');
    expect(request?.method).toBe('GET');
    expect(request?.params.get('select')).toBe('*');
    expect(request?.params.get('order')).toBe('updated_at.desc');
  });

  it('shows the service message when the list cannot be read', async () => {
    server.use(
      ...scenarios.pages.error('permission denied for table pages', { status: 401, code: '42501' }),
    );
    const error = await failure(repositories().pages.list());
    expect(error.message).toBe('permission denied for table pages');
    expect(error.status).toBe(401);
    expect(error.code).toBe('42501');
  });

  it('creates a page with empty content, created by the signed-in user', async () => {
    const page = await repositories().pages.create(pageInput, fixtureIds.editor);
    expect(page).toMatchObject({ ...pageInput, content: {} });
    const [request] = requestsTo('/rest/v1/pages');
    expect(request?.method).toBe('POST');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      ...pageInput,
      content: {},
      created_by: fixtureIds.editor,
    });
  });

  it('passes on the reason a page could not be created, for "Failed to create page: …"', async () => {
    server.use(
      ...scenarios.createPage.error(
        'duplicate key value violates unique constraint "pages_slug_key"',
        {
          status: 409,
          code: '23505',
        },
      ),
    );
    const error = await failure(repositories().pages.create(pageInput, fixtureIds.editor));
    expect(messages.pageCreateFailed(error.message)).toBe(
      'Failed to create page: duplicate key value violates unique constraint "pages_slug_key"',
    );
  });

  it('edits a page by id at the version it was opened, sending only the dialog fields', async () => {
    const target = fixturePages[0];
    const page = await repositories().pages.update(
      target?.id ?? '',
      { ...pageInput, status: 'published' },
      target?.version ?? 0,
    );
    expect(page).toMatchObject({ id: target?.id, title: 'Spring Appeal', status: 'published' });
    expect(page.version).toBe((target?.version ?? 0) + 1);
    const [request] = requestsTo('/rest/v1/pages');
    expect(request?.method).toBe('PATCH');
    expect(request?.params.get('id')).toBe(`eq.${target?.id}`);
    expect(request?.params.get('version')).toBe(`eq.${target?.version}`);
    expect(Object.keys(JSON.parse(request?.body ?? '')).sort()).toEqual(
      ['meta_description', 'meta_title', 'slug', 'status', 'template_name', 'title'].sort(),
    );
  });

  it('reports an edit failure with the service message', async () => {
    server.use(
      ...scenarios.updatePage.error('new row violates check constraint "pages_slug_check"'),
    );
    const error = await failure(repositories().pages.update('x', pageInput, 1));
    expect(error.message).toBe('new row violates check constraint "pages_slug_check"');
  });

  it('when someone else saved the page since it was opened, then nothing is written and the conflict names them', async () => {
    const target = fixturePages[0];
    server.use(...scenarios.pageConflict.populated());
    const error = await failure(
      repositories().pages.update(target?.id ?? '', pageInput, target?.version ?? 0),
    );
    expect(error).toBeInstanceOf(PageConflictError);
    const { conflict } = error as PageConflictError;
    expect(conflict.changedBy).toBe('Tom Price');
    expect(conflict.changedAt).toBe('2024-06-03T10:12:00.000Z');
    expect(conflict.current.version).toBe((target?.version ?? 0) + 1);
    const [patch, read] = requestsTo('/rest/v1/pages');
    expect(patch?.method).toBe('PATCH');
    expect(read?.method).toBe('GET');
    expect(read?.params.get('id')).toBe(`eq.${target?.id}`);
    // Saving over it, at the version it is now, goes through.
    const saved = await repositories().pages.saveSections(
      target?.id ?? '',
      [],
      conflict.current.version,
    );
    expect(saved.version).toBe(conflict.current.version + 1);
  });

  it('when the page was deleted meanwhile, then the save says it no longer exists', async () => {
    server.use(...scenarios.pageConflict.empty());
    const error = await failure(repositories().pages.saveSections('gone-id', [], 3));
    expect(error).not.toBeInstanceOf(PageConflictError);
    expect(error.status).toBe(404);
  });

  it('deletes a page by id (the database moves it to the trash), then purges the expired trash', async () => {
    await repositories().pages.remove('page-1');
    const [request] = requestsTo('/rest/v1/pages');
    expect(request?.method).toBe('DELETE');
    expect(request?.params.get('id')).toBe('eq.page-1');
    expect(requestsTo('/rest/v1/rpc/purge_expired_trash').map((r) => r.method)).toEqual(['POST']);
  });

  it('lists the trash after purging, restores a page and deletes one permanently', async () => {
    const trash = await repositories().pages.listTrash();
    expect(trash.map((t) => t.title)).toEqual(fixturePageTrash.map((t) => t.title));
    expect(requestsTo('/rest/v1/rpc/purge_expired_trash')).toHaveLength(1);
    expect(requestsTo('/rest/v1/pages_trash')[0]?.params.get('order')).toBe('deleted_at.desc');

    const id = fixturePageTrash[0]?.id ?? '';
    await repositories().pages.restore(id);
    const [restore] = requestsTo('/rest/v1/rpc/restore_page');
    expect(JSON.parse(restore?.body ?? '')).toEqual({ page_id: id });

    await repositories().pages.deletePermanently(id);
    const removal = requestsTo('/rest/v1/pages_trash').find((r) => r.method === 'DELETE');
    expect(removal?.params.get('id')).toBe(`eq.${id}`);
    const gone = await failure(repositories().pages.deletePermanently('not-in-trash'));
    expect(gone.status).toBe(404);
  });

  it('passes on why a page could not be restored', async () => {
    server.use(
      ...scenarios.restorePage.error('Another page now uses the slug "spring-appeal-2024".', {
        code: '23505',
        status: 409,
      }),
    );
    const error = await failure(repositories().pages.restore('x'));
    expect(error.message).toContain('spring-appeal-2024');
  });

  it("lists a page's revisions newest first without contents, and loads one content by id", async () => {
    const { revisions, contents } = fixtureRevisions();
    const page = fixturePages[0]?.id ?? '';
    const listed = await repositories().pages.listRevisions(page);
    expect(listed.map((r) => r.id)).toEqual(revisions.map((r) => r.id));
    const [request] = requestsTo('/rest/v1/page_revisions');
    expect(request?.params.get('page_id')).toBe(`eq.${page}`);
    expect(request?.params.get('select')).not.toContain('content');
    const first = revisions[0]?.id ?? 0;
    expect(await repositories().pages.revisionContent(first)).toEqual(contents[first]);
  });

  it('reports a delete failure with the service message', async () => {
    server.use(...scenarios.deletePage.error('Page is locked'));
    expect((await failure(repositories().pages.remove('page-1'))).message).toBe('Page is locked');
  });

  it('loads pages for the builder by title with only id, title, slug, content and version', async () => {
    const pages = await repositories().pages.listForBuilder();
    expect(pages.map((p) => p.title)).toEqual([
      'Annual Report Draft',
      'Our Partners',
      'Summer Fete 2023',
      'Winter Appeal',
    ]);
    expect(Object.keys(pages[0] ?? {}).sort()).toEqual([
      'content',
      'id',
      'slug',
      'title',
      'version',
    ]);
    const [request] = requestsTo('/rest/v1/pages');
    expect(request?.params.get('select')).toBe('id,title,slug,content,version');
    expect(request?.params.get('order')).toBe('title.asc');
  });

  it('reports a builder list failure', async () => {
    server.use(...scenarios.builderPages.error('JWT expired', { status: 401, code: 'PGRST303' }));
    expect((await failure(repositories().pages.listForBuilder())).message).toBe('JWT expired');
  });

  it('saves builder sections as type, title and content, leaving out local ids, at the opened version', async () => {
    const target = fixturePages[1];
    const saved = await repositories().pages.saveSections(
      target?.id ?? '',
      [
        { id: 'local-1', type: 'text', title: 'Intro', content: { text: 'Hello' } } as never,
        {
          type: 'cta',
          title: 'Give',
          content: { description: 'd', buttonText: 'Go', buttonLink: '/donate' },
        },
      ],
      target?.version ?? 0,
    );
    expect(saved).toEqual({ version: (target?.version ?? 0) + 1 });
    const [request] = requestsTo('/rest/v1/pages');
    expect(request?.method).toBe('PATCH');
    expect(request?.params.get('id')).toBe(`eq.${target?.id}`);
    expect(request?.params.get('version')).toBe(`eq.${target?.version}`);
    expect(JSON.parse(request?.body ?? '')).toEqual({
      content: {
        sections: [
          { type: 'text', title: 'Intro', content: { text: 'Hello' } },
          {
            type: 'cta',
            title: 'Give',
            content: { description: 'd', buttonText: 'Go', buttonLink: '/donate' },
          },
        ],
      },
    });
  });

  it('reports a builder save failure, for "Failed to save page: …"', async () => {
    server.use(...scenarios.savePage.error('value too long'));
    const error = await failure(repositories().pages.saveSections('page-1', [], 1));
    expect(messages.pageSaveFailed(error.message)).toBe('Failed to save page: value too long');
  });
});
