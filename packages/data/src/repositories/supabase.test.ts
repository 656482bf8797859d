import { messages } from '@charitykit/content';
import { describe, expect, it, vi } from 'vitest';
import { DataError, PageConflictError } from '../errors';
import {
  fixtureAdminUsers,
  fixtureIds,
  fixtureMedia,
  fixtureMediaTrash,
  fixturePages,
  fixturePageTrash,
  fixtureRevisions,
} from '../msw/fixtures';
import { countsOf, scenarios } from '../msw/scenarios';
import { sessionFor } from '../msw/wire';
import { requestsTo, SUPABASE_URL, server, startMswServer, testClient } from '../testing/mswServer';
import { createSupabaseRepositories } from './supabase';

startMswServer();

const pageInput = {
  title: 'Spring Appeal',
  slug: 'spring-appeal',
  meta_title: 'Spring Appeal',
  meta_description: 'Seeds and tools for farmers.',
  status: 'draft' as const,
  template_name: 'landing' as const,
};

function repositories(options?: Parameters<typeof createSupabaseRepositories>[1]) {
  return createSupabaseRepositories(testClient(), options);
}

async function failure(promise: Promise<unknown>): Promise<DataError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DataError);
  return error as DataError;
}

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

describe('dashboard repository', () => {
  it('counts pages and media with count-only HEAD requests', async () => {
    const counts = await repositories().dashboard.counts();
    expect(counts).toEqual(countsOf(fixturePages, fixtureMedia));
    expect(counts).toEqual({
      pages: { total: 4, published: 2, draft: 1 },
      media: { total: 4, images: 2, videos: 1 },
    });
    const heads = [...requestsTo('/rest/v1/pages'), ...requestsTo('/rest/v1/media_library')];
    expect(heads).toHaveLength(6);
    for (const request of heads) {
      expect(request.method).toBe('HEAD');
      expect(request.headers.get('prefer')).toBe('count=exact');
    }
  });

  it('counts zero on an empty site', async () => {
    server.use(...scenarios.dashboardCounts.empty());
    expect(await repositories().dashboard.counts()).toEqual({
      pages: { total: 0, published: 0, draft: 0 },
      media: { total: 0, images: 0, videos: 0 },
    });
  });

  it('fails when a count cannot be read', async () => {
    // A HEAD answer has no body, so the client can only report the HTTP status text.
    server.use(...scenarios.dashboardCounts.error('ignored', { status: 500 }));
    const error = await failure(repositories().dashboard.counts());
    expect(error.status).toBe(500);
  });
});

describe('media repository', () => {
  it('lists files newest first', async () => {
    const files = await repositories().media.list();
    expect(files.map((f) => f.id)).toEqual(fixtureMedia.map((f) => f.id));
    const [request] = requestsTo('/rest/v1/media_library');
    expect(request?.params.get('order')).toBe('created_at.desc');
  });

  it('reports a list failure', async () => {
    server.use(
      ...scenarios.media.error('permission denied for table media_library', {
        status: 403,
        code: '42501',
      }),
    );
    expect((await failure(repositories().media.list())).message).toBe(
      'permission denied for table media_library',
    );
  });

  it('edits only the alt text and caption', async () => {
    const target = fixtureMedia[0];
    const file = await repositories().media.updateDetails(target?.id ?? '', {
      alt_text: 'New alt',
      caption: null,
    });
    expect(file).toMatchObject({ id: target?.id, alt_text: 'New alt', caption: null });
    const [request] = requestsTo('/rest/v1/media_library');
    expect(JSON.parse(request?.body ?? '')).toEqual({ alt_text: 'New alt', caption: null });
  });

  it('reports an edit failure, for "Failed to update media file: …"', async () => {
    server.use(...scenarios.updateMedia.error('value too long for type character varying'));
    const error = await failure(
      repositories().media.updateDetails('x', { alt_text: 'a', caption: 'b' }),
    );
    expect(messages.mediaUpdateFailed(error.message)).toBe(
      'Failed to update media file: value too long for type character varying',
    );
  });

  it('deletes a file: only its row, which the database moves to the trash; the stored file stays', async () => {
    const target = fixtureMedia[1];
    await repositories().media.remove(target?.id ?? '');
    const [row] = requestsTo('/rest/v1/media_library');
    expect(row?.method).toBe('DELETE');
    expect(row?.params.get('id')).toBe(`eq.${target?.id}`);
    expect(requestsTo('/storage/v1/object/media')).toEqual([]);
    expect(requestsTo('/rest/v1/rpc/purge_expired_trash')).toHaveLength(1);
  });

  it('purges media 30 days in the trash: stored files first, then their rows', async () => {
    const due = [{ id: 'old-1', file_path: 'uploads/1700000000000-old.jpg' }];
    server.use(...scenarios.purgeTrash.populated(due), ...scenarios.deleteMediaForever.populated());
    const trash = await repositories().media.listTrash();
    expect(trash.map((t) => t.id)).toEqual(fixtureMediaTrash.map((t) => t.id));
    const [removal] = requestsTo('/storage/v1/object/media');
    expect(JSON.parse(removal?.body ?? '')).toEqual({ prefixes: [due[0]?.file_path] });
    const deleted = requestsTo('/rest/v1/media_trash').find((r) => r.method === 'DELETE');
    expect(deleted?.params.get('id')).toBe('in.(old-1)');
  });

  it('restores a file from the trash, and deletes one permanently: stored file, then row', async () => {
    const item = fixtureMediaTrash[0];
    await repositories().media.restore(item?.id ?? '');
    expect(JSON.parse(requestsTo('/rest/v1/rpc/restore_media_file')[0]?.body ?? '')).toEqual({
      media_id: item?.id,
    });
    await repositories().media.deletePermanently(item?.id ?? '');
    const [removal] = requestsTo('/storage/v1/object/media');
    expect(JSON.parse(removal?.body ?? '')).toEqual({ prefixes: [item?.file_path] });
    const deleted = requestsTo('/rest/v1/media_trash').find((r) => r.method === 'DELETE');
    expect(deleted?.params.get('id')).toBe(`in.(${item?.id})`);
  });

  it('keeps the trash item when its stored file cannot be removed', async () => {
    server.use(
      ...scenarios.deleteMediaForever.error('new row violates row-level security policy', {
        at: 'storage',
        status: 403,
      }),
    );
    const error = await failure(
      repositories().media.deletePermanently(fixtureMediaTrash[0]?.id ?? ''),
    );
    expect(error.message).toBe('new row violates row-level security policy');
    // Storage travels as HTTP 400 with the real status in statusCode; the error carries the real one.
    expect(error.status).toBe(403);
    expect(requestsTo('/rest/v1/media_trash').map((r) => r.method)).toEqual(['GET']);
  });

  it('reports a failure to delete the row, for "Failed to delete media file: …"', async () => {
    server.use(...scenarios.deleteMedia.error('Row is locked', { at: 'row' }));
    const error = await failure(repositories().media.remove(fixtureMedia[0]?.id ?? ''));
    expect(messages.mediaDeleteFailed(error.message)).toBe(
      'Failed to delete media file: Row is locked',
    );
  });

  it('uploads under uploads/ with a generated name, then records size, type and image size', async () => {
    const progress: number[] = [];
    const file = new File([new Uint8Array(70)], 'Water Point.PNG', { type: 'image/png' });
    const media = repositories({
      readImageSize: async () => ({ width: 640, height: 480 }),
      uploadPath: () => 'uploads/1717400000000-abc123.png',
    }).media;
    const row = await media.upload(file, {
      uploadedBy: fixtureIds.admin,
      onProgress: (p) => progress.push(p),
    });
    expect(progress).toEqual([10, 70, 100]);
    const [stored] = requestsTo('/storage/v1/object/media/uploads/1717400000000-abc123.png');
    expect(stored?.method).toBe('POST');
    const [insert] = requestsTo('/rest/v1/media_library');
    expect(JSON.parse(insert?.body ?? '')).toEqual({
      file_name: '1717400000000-abc123.png',
      original_name: 'Water Point.PNG',
      file_path: 'uploads/1717400000000-abc123.png',
      file_size: 70,
      mime_type: 'image/png',
      width: 640,
      height: 480,
      folder_path: 'uploads',
      uploaded_by: fixtureIds.admin,
    });
    expect(row).toMatchObject({ file_path: 'uploads/1717400000000-abc123.png', width: 640 });
  });

  it("names uploads with content's generator by default", async () => {
    const file = new File(['%PDF-1.4'], 'Report.pdf', { type: 'application/pdf' });
    const row = await repositories().media.upload(file);
    expect(row.file_path).toMatch(/^uploads\/\d+-[a-z0-9]+\.pdf$/);
    expect(row).toMatchObject({ width: null, height: null, mime_type: 'application/pdf' });
  });

  it('still uploads an image whose size cannot be read, with only a warning', async () => {
    const logger = { warn: vi.fn(), error: vi.fn() };
    const file = new File([new Uint8Array(10)], 'broken.jpg', { type: 'image/jpeg' });
    const row = await repositories({
      logger,
      readImageSize: () => Promise.reject(new Error('decode failed')),
    }).media.upload(file);
    expect(row).toMatchObject({ width: null, height: null });
    expect(logger.warn).toHaveBeenCalledWith(
      'Could not read the size of broken.jpg: decode failed',
    );
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('reports a storage refusal, for "Failed to upload {file}: …", and records no row', async () => {
    server.use(
      ...scenarios.uploadMedia.error('The object exceeded the maximum allowed size', {
        status: 413,
      }),
    );
    const file = new File([new Uint8Array(10)], 'huge.mp4', { type: 'video/mp4' });
    const error = await failure(repositories().media.upload(file));
    expect(messages.fileUploadFailed(file.name, error.message)).toBe(
      'Failed to upload huge.mp4: The object exceeded the maximum allowed size',
    );
    expect(requestsTo('/rest/v1/media_library')).toHaveLength(0);
  });

  it('removes the stored file again when its row cannot be recorded', async () => {
    server.use(
      ...scenarios.uploadMedia.error('permission denied for table media_library', {
        at: 'row',
        status: 403,
      }),
    );
    const file = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    const error = await failure(
      repositories({ uploadPath: () => 'uploads/1-a.pdf' }).media.upload(file),
    );
    expect(error.message).toBe('permission denied for table media_library');
    const [cleanup] = requestsTo('/storage/v1/object/media');
    expect(JSON.parse(cleanup?.body ?? '')).toEqual({ prefixes: ['uploads/1-a.pdf'] });
  });

  it('gives the public address of a stored file without a request', () => {
    expect(repositories().media.publicUrl('uploads/1-a.png')).toBe(
      `${SUPABASE_URL}/storage/v1/object/public/media/uploads/1-a.png`,
    );
  });
});

describe('settings repository', () => {
  it('reads every setting, merged over the defaults', async () => {
    server.use(
      ...scenarios.settings.populated([
        {
          id: '1',
          setting_key: 'site_name',
          setting_value: 'Hope Relief Scotland',
          updated_by: null,
          created_at: '',
          updated_at: '',
        },
      ]),
    );
    const settings = await repositories().settings.read();
    expect(settings.site_name).toBe('Hope Relief Scotland');
    expect(settings.theme_colors).toEqual({
      primary: '#2A9F8E',
      secondary: '#B7DE2D',
      accent: '#FF6B6B',
    });
    expect(requestsTo('/rest/v1/site_settings')[0]?.params.get('select')).toBe('*');
  });

  it('upserts by setting_key with the value and who updated it', async () => {
    await repositories().settings.save(
      {
        site_name: 'Hope Relief',
        theme_colors: { primary: '#000000', secondary: '#111111', accent: '#222222' },
      },
      fixtureIds.admin,
    );
    const [request] = requestsTo('/rest/v1/site_settings');
    expect(request?.method).toBe('POST');
    expect(request?.params.get('on_conflict')).toBe('setting_key');
    expect(request?.headers.get('prefer')).toContain('resolution=merge-duplicates');
    expect(JSON.parse(request?.body ?? '')).toEqual([
      { setting_key: 'site_name', setting_value: 'Hope Relief', updated_by: fixtureIds.admin },
      {
        setting_key: 'theme_colors',
        setting_value: { primary: '#000000', secondary: '#111111', accent: '#222222' },
        updated_by: fixtureIds.admin,
      },
    ]);
  });

  it('reports a refused save, for "Failed to update settings: …"', async () => {
    server.use(
      ...scenarios.saveSettings.error(
        'new row violates row-level security policy for table "site_settings"',
        {
          status: 403,
          code: '42501',
        },
      ),
    );
    const error = await failure(
      repositories().settings.save({ site_name: 'X' }, fixtureIds.editor),
    );
    expect(messages.settingsUpdateFailed(error.message)).toBe(
      'Failed to update settings: new row violates row-level security policy for table "site_settings"',
    );
    expect(error.status).toBe(403);
  });

  it('reports a read failure', async () => {
    server.use(...scenarios.settings.error('Service unavailable', { status: 500 }));
    expect((await failure(repositories().settings.read())).message).toBe('Service unavailable');
  });
});

describe('admin users repository', () => {
  it("loads the signed-in user's own row as a single object", async () => {
    const row = await repositories().adminUsers.getByUserId(fixtureIds.admin);
    expect(row).toEqual(fixtureAdminUsers.admin);
    const [request] = requestsTo('/rest/v1/admin_users');
    expect(request?.params.get('user_id')).toBe(`eq.${fixtureIds.admin}`);
    expect(request?.headers.get('accept')).toBe('application/vnd.pgrst.object+json');
  });

  it('answers null when the user has no profile yet', async () => {
    server.use(...scenarios.adminUser.empty());
    expect(await repositories().adminUsers.getByUserId(fixtureIds.newcomer)).toBeNull();
  });

  it('reports any other failure', async () => {
    server.use(...scenarios.adminUser.error('JWT expired', { status: 401, code: 'PGRST303' }));
    expect((await failure(repositories().adminUsers.getByUserId('x'))).message).toBe('JWT expired');
  });

  it('creates a profile with user_id, full_name and role, returning the row', async () => {
    const row = await repositories().adminUsers.createProfile({
      userId: fixtureIds.newcomer,
      fullName: 'sara.ali',
      role: 'editor',
    });
    expect(row).toMatchObject({
      user_id: fixtureIds.newcomer,
      full_name: 'sara.ali',
      role: 'editor',
    });
    const [request] = requestsTo('/rest/v1/admin_users');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      user_id: fixtureIds.newcomer,
      full_name: 'sara.ali',
      role: 'editor',
    });
  });
});

describe('auth repository', () => {
  it('signs in with e-mail and password and keeps the session', async () => {
    const client = testClient();
    const auth = createSupabaseRepositories(client).auth;
    const session = await auth.signInWithPassword({
      email: 'amina.khan@hoperelief.org.uk',
      password: 'secret1',
    });
    expect(session.user.email).toBe('amina.khan@hoperelief.org.uk');
    expect((await auth.getSession())?.access_token).toBe(session.access_token);
    const [request] = requestsTo('/auth/v1/token');
    expect(request?.params.get('grant_type')).toBe('password');
    expect(JSON.parse(request?.body ?? '')).toMatchObject({
      email: 'amina.khan@hoperelief.org.uk',
      password: 'secret1',
    });
  });

  it("passes on the provider's message, status and code", async () => {
    server.use(...scenarios.signIn.error('Invalid login credentials'));
    const error = await failure(
      repositories().auth.signInWithPassword({ email: 'a@b.co', password: 'wrong-password' }),
    );
    expect(error).toMatchObject({
      message: 'Invalid login credentials',
      status: 400,
      code: 'invalid_credentials',
    });
  });

  it('marks an unreachable service as a network failure', async () => {
    server.use(...scenarios.signIn.networkError());
    const error = await failure(
      repositories().auth.signInWithPassword({ email: 'a@b.co', password: 'secret1' }),
    );
    expect(error.isNetworkError).toBe(true);
  });

  it('signs out and tells listeners', async () => {
    const client = testClient(
      sessionFor(await import('../msw/fixtures').then((m) => m.fixtureUsers.admin)),
    );
    const auth = createSupabaseRepositories(client).auth;
    const events: string[] = [];
    const stop = auth.onAuthStateChange((event) => events.push(event));
    await auth.signOut();
    stop();
    expect(events).toContain('SIGNED_OUT');
    expect(await auth.getSession()).toBeNull();
    expect(requestsTo('/auth/v1/logout')).toHaveLength(1);
  });
});
