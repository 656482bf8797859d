import { File as NodeFile } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { createSupabaseRepositories } from '../repositories/supabase';
import { server, startMswServer, testClient } from '../testing/mswServer';
import { fixtureIds, fixturePages } from './fixtures';
import { createMockDatabase, MOCK_PASSWORD, mockSupabaseHandlers } from './mockBackend';

startMswServer();

function backend() {
  const db = createMockDatabase();
  server.use(...mockSupabaseHandlers(db));
  const repositories = createSupabaseRepositories(testClient(), {
    readImageSize: async () => ({ width: 1, height: 1 }),
  });
  return { db, repositories };
}

describe('the in-memory Supabase for story journeys', () => {
  it('signs in a fixture account and refuses a wrong password', async () => {
    const { repositories } = backend();
    const session = await repositories.auth.signInWithPassword({
      email: 'amina.khan@hoperelief.org.uk',
      password: MOCK_PASSWORD,
    });
    expect(session.user.id).toBe(fixtureIds.admin);
    expect(await repositories.adminUsers.getByUserId(fixtureIds.admin)).toMatchObject({
      role: 'admin',
    });
    await expect(
      repositories.auth.signInWithPassword({
        email: 'amina.khan@hoperelief.org.uk',
        password: 'nope',
      }),
    ).rejects.toMatchObject({ message: 'Invalid login credentials', status: 400 });
  });

  it('remembers a created page: listed first, counted, edited, then deleted', async () => {
    const { repositories } = backend();
    const page = await repositories.pages.create(
      {
        title: 'Spring Appeal',
        slug: 'spring-appeal',
        meta_title: null,
        meta_description: null,
        status: 'published',
        template_name: 'page',
      },
      fixtureIds.admin,
    );
    expect((await repositories.pages.list())[0]?.id).toBe(page.id);
    expect((await repositories.dashboard.counts()).pages).toEqual({
      total: fixturePages.length + 1,
      published: 3,
      draft: 1,
    });
    await repositories.pages.update(page.id, {
      title: 'Spring Appeal 2',
      slug: 'spring-appeal',
      meta_title: null,
      meta_description: null,
      status: 'draft',
      template_name: 'page',
    });
    expect((await repositories.pages.list()).find((p) => p.id === page.id)?.title).toBe(
      'Spring Appeal 2',
    );
    await repositories.pages.remove(page.id);
    expect((await repositories.pages.list()).map((p) => p.id)).not.toContain(page.id);
  });

  it('refuses a second page with the same slug, as the database would', async () => {
    const { repositories } = backend();
    await expect(
      repositories.pages.create(
        {
          title: 'Again',
          slug: 'winter-appeal',
          meta_title: null,
          meta_description: null,
          status: 'draft',
          template_name: 'page',
        },
        null,
      ),
    ).rejects.toMatchObject({ status: 409, code: '23505' });
  });

  it('stores an upload, serves it at its public address and removes it', async () => {
    const { repositories, db } = backend();
    // Node's own File: jsdom's cannot travel through Node's fetch, a browser's File can.
    const file = new NodeFile([new Uint8Array([1, 2, 3])], 'tiny.png', {
      type: 'image/png',
    }) as unknown as File;
    const row = await repositories.media.upload(file);
    expect((await repositories.media.list())[0]?.id).toBe(row.id);
    const served = await fetch(repositories.media.publicUrl(row.file_path));
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    await repositories.media.remove(row.id);
    expect(db.objects.has(row.file_path)).toBe(false);
    expect((await repositories.media.list()).map((m) => m.id)).not.toContain(row.id);
  });

  it('upserts settings by key', async () => {
    const { repositories } = backend();
    await repositories.settings.save({ site_name: 'Hope Relief Cymru' }, fixtureIds.admin);
    expect((await repositories.settings.read()).site_name).toBe('Hope Relief Cymru');
    expect(
      (await repositories.settings.listRows()).filter((r) => r.setting_key === 'site_name'),
    ).toHaveLength(1);
  });
});
