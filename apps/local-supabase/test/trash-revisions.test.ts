/**
 * Issue 25, items 4 to 6 in the database: deleting a page or media row moves it whole into a
 * staff-only trash and Restore brings it back with the same id; every content change keeps the
 * previous content as a revision (newest 50); the version goes up on every update so a save
 * filtered on it cannot overwrite a newer one; anonymous callers read none of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createStaff, PNG, signedIn, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
let slugCount = 0;
const slug = () => `trash-${Date.now().toString(36)}-${++slugCount}`;
const sections = (text: string) => ({
  sections: [{ type: 'text', title: text, content: { text } }],
});

beforeAll(async () => {
  server = await startTestServer();
  await createStaff(server, 'ed@example.org', 'editor');
  await createStaff(server, 'ann@example.org', 'admin');
  await createStaff(server, 'nobody@example.org', null);
}, 120_000);
afterAll(async () => {
  await server?.cleanup();
});

async function newPage(status: 'draft' | 'published' = 'published') {
  const ed = await signedIn(server, 'ed@example.org');
  const { data, error } = await ed
    .from('pages')
    .insert({ title: 'Winter Appeal', slug: slug(), status, meta_title: 'Warm kits' })
    .select('id, slug, version')
    .single();
  expect(error).toBeNull();
  if (!data) throw new Error('no page');
  return { ed, page: data };
}

describe('pages trash', () => {
  it('a deleted page leaves pages at once (anon cannot read it) and Restore brings it back whole, same id', async () => {
    const { ed, page } = await newPage();
    expect(
      (
        await ed
          .from('pages')
          .update({ content: sections('Cold.') })
          .eq('id', page.id)
      ).error,
    ).toBeNull();
    const anon = client(server.url, server.anonKey);
    expect((await anon.from('pages').select('id').eq('id', page.id)).data).toHaveLength(1);

    expect((await ed.from('pages').delete().eq('id', page.id)).error).toBeNull();
    expect((await anon.from('pages').select('id').eq('id', page.id)).data).toEqual([]);
    expect((await ed.from('pages').select('id').eq('id', page.id)).data).toEqual([]);

    const trash = await ed
      .from('pages_trash')
      .select('id, title, slug, status, deleted_by_name')
      .eq('id', page.id);
    expect(trash.data).toEqual([
      {
        id: page.id,
        title: 'Winter Appeal',
        slug: page.slug,
        status: 'published',
        deleted_by_name: 'ed',
      },
    ]);

    expect((await ed.rpc('restore_page', { page_id: page.id })).error).toBeNull();
    const back = await ed
      .from('pages')
      .select('id, slug, status, meta_title, content')
      .eq('id', page.id)
      .single();
    expect(back.data).toEqual({
      id: page.id,
      slug: page.slug,
      status: 'published',
      meta_title: 'Warm kits',
      content: sections('Cold.'),
    });
    expect((await ed.from('pages_trash').select('id').eq('id', page.id)).data).toEqual([]);
    expect((await anon.from('pages').select('id').eq('id', page.id)).data).toHaveLength(1);
  });

  it('Delete permanently removes the trashed page and its history; it cannot be restored', async () => {
    const { ed, page } = await newPage('draft');
    await ed
      .from('pages')
      .update({ content: sections('one') })
      .eq('id', page.id);
    await ed
      .from('pages')
      .update({ content: sections('two') })
      .eq('id', page.id);
    expect((await ed.from('page_revisions').select('id').eq('page_id', page.id)).data).toHaveLength(
      1,
    );
    await ed.from('pages').delete().eq('id', page.id);
    const gone = await ed.from('pages_trash').delete().eq('id', page.id).select('id');
    expect(gone.data).toHaveLength(1);
    expect((await ed.from('page_revisions').select('id').eq('page_id', page.id)).data).toEqual([]);
    const restore = await ed.rpc('restore_page', { page_id: page.id });
    expect(restore.error?.code).toBe('P0002');
  });

  it('a restored page gets its old addresses back, except one another page took meanwhile', async () => {
    const { ed, page } = await newPage('published');
    const first = page.slug;
    const second = slug();
    const current = slug();
    await ed.from('pages').update({ slug: second }).eq('id', page.id);
    await ed.from('pages').update({ slug: current }).eq('id', page.id);
    const before = await ed
      .from('page_redirects')
      .select('from_slug, to_slug')
      .eq('page_id', page.id)
      .order('from_slug');
    expect(before.data).toEqual(
      [first, second].sort().map((from_slug) => ({ from_slug, to_slug: current })),
    );

    expect((await ed.from('pages').delete().eq('id', page.id)).error).toBeNull();
    expect(
      (await ed.from('page_redirects').select('from_slug').eq('page_id', page.id)).data,
    ).toEqual([]);
    // While it is in the trash, another page takes one of its old slugs.
    await ed.from('pages').insert({ title: 'Taken', slug: second });

    expect((await ed.rpc('restore_page', { page_id: page.id })).error).toBeNull();
    const anon = client(server.url, server.anonKey);
    const after = await anon
      .from('page_redirects')
      .select('from_slug, to_slug')
      .eq('page_id', page.id);
    expect(after.data).toEqual([{ from_slug: first, to_slug: current }]);
  });

  it('restoring a page whose slug was taken meanwhile says so and keeps it in the trash', async () => {
    const { ed, page } = await newPage('draft');
    await ed.from('pages').delete().eq('id', page.id);
    await ed.from('pages').insert({ title: 'Taken', slug: page.slug });
    const restore = await ed.rpc('restore_page', { page_id: page.id });
    expect(restore.error?.code).toBe('23505');
    expect(restore.error?.message).toContain(page.slug);
    expect((await ed.from('pages_trash').select('id').eq('id', page.id)).data).toHaveLength(1);
  });

  it('purge_expired_trash deletes pages trashed 30 days ago and keeps newer ones', async () => {
    const { ed, page: old } = await newPage('draft');
    const { page: recent } = await newPage('draft');
    await ed.from('pages').delete().in('id', [old.id, recent.id]);
    const service = client(server.url, server.serviceRoleKey);
    const aged = await service
      .from('pages_trash')
      .update({ deleted_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .eq('id', old.id);
    expect(aged.error).toBeNull();
    expect((await ed.rpc('purge_expired_trash')).error).toBeNull();
    const left = await ed.from('pages_trash').select('id').in('id', [old.id, recent.id]);
    expect(left.data).toEqual([{ id: recent.id }]);
  });

  it('anonymous and profile-less callers cannot read, delete or restore the trash, nor purge it', async () => {
    const { ed, page } = await newPage('published');
    await ed.from('pages').delete().eq('id', page.id);
    const anon = client(server.url, server.anonKey);
    const nobody = await signedIn(server, 'nobody@example.org');
    for (const caller of [anon, nobody]) {
      const read = await caller.from('pages_trash').select('id');
      expect(read.data ?? []).toEqual([]);
      const media = await caller.from('media_trash').select('id');
      expect(media.data ?? []).toEqual([]);
      await caller.from('pages_trash').delete().eq('id', page.id);
      const restore = await caller.rpc('restore_page', { page_id: page.id });
      expect(restore.error).not.toBeNull();
      const purge = await caller.rpc('purge_expired_trash');
      expect(purge.error).not.toBeNull();
    }
    expect((await anon.from('pages_trash').select('id')).error?.code).toBe('42501');
    expect((await ed.from('pages_trash').select('id').eq('id', page.id)).data).toHaveLength(1);
    expect((await anon.from('pages').select('id').eq('id', page.id)).data).toEqual([]);
  });
});

describe('page revisions', () => {
  it('each content save keeps the previous content, newest first, with who saved it and when', async () => {
    const { ed, page } = await newPage('draft');
    await ed
      .from('pages')
      .update({ content: sections('first') })
      .eq('id', page.id);
    const ann = await signedIn(server, 'ann@example.org');
    await ann
      .from('pages')
      .update({ content: sections('second') })
      .eq('id', page.id);
    await ed.from('pages').update({ title: 'Renamed' }).eq('id', page.id);
    await ed
      .from('pages')
      .update({ content: sections('third') })
      .eq('id', page.id);
    const revisions = await ed
      .from('page_revisions')
      .select('content, section_count, saved_by_name, saved_at')
      .eq('page_id', page.id)
      .order('id', { ascending: false });
    expect(revisions.error).toBeNull();
    // The title change kept no revision, and named nobody as the content's saver.
    expect(revisions.data?.map((r) => [r.content, r.section_count, r.saved_by_name])).toEqual([
      [sections('second'), 1, 'ann'],
      [sections('first'), 1, 'ed'],
    ]);
    expect(Number.isNaN(Date.parse(revisions.data?.[0]?.saved_at ?? ''))).toBe(false);
  });

  it('keeps the newest 50 revisions of a page', async () => {
    const { ed, page } = await newPage('draft');
    for (let i = 1; i <= 53; i++) {
      const r = await ed
        .from('pages')
        .update({ content: sections(`v${i}`) })
        .eq('id', page.id);
      expect(r.error).toBeNull();
    }
    const revisions = await ed
      .from('page_revisions')
      .select('content')
      .eq('page_id', page.id)
      .order('id', { ascending: false });
    expect(revisions.data).toHaveLength(50);
    expect(revisions.data?.[0]?.content).toEqual(sections('v52'));
    expect(revisions.data?.[49]?.content).toEqual(sections('v3'));
  }, 120_000);

  it('clients cannot write revisions, and anonymous callers cannot read them', async () => {
    const { ed, page } = await newPage('published');
    await ed
      .from('pages')
      .update({ content: sections('a') })
      .eq('id', page.id);
    await ed
      .from('pages')
      .update({ content: sections('b') })
      .eq('id', page.id);
    const forged = await ed
      .from('page_revisions')
      .insert({ page_id: page.id, content: sections('forged') });
    expect(forged.error?.code).toBe('42501');
    expect(
      (await ed.from('page_revisions').update({ content: {} }).eq('page_id', page.id)).error?.code,
    ).toBe('42501');
    const anon = client(server.url, server.anonKey);
    expect((await anon.from('page_revisions').select('id')).error?.code).toBe('42501');
    const nobody = await signedIn(server, 'nobody@example.org');
    expect((await nobody.from('page_revisions').select('id').eq('page_id', page.id)).data).toEqual(
      [],
    );
    expect((await ed.from('page_revisions').select('id').eq('page_id', page.id)).data).toHaveLength(
      1,
    );
  });
});

describe('page versions', () => {
  it('every update bumps the version; a save filtered on an old version updates nothing', async () => {
    const { ed, page } = await newPage('draft');
    expect(page.version).toBe(1);
    const ann = await signedIn(server, 'ann@example.org');
    const first = await ann
      .from('pages')
      .update({ content: sections('Ann') })
      .eq('id', page.id)
      .eq('version', 1)
      .select('version, updated_by_name');
    expect(first.data).toEqual([{ version: 2, updated_by_name: 'ann' }]);
    const stale = await ed
      .from('pages')
      .update({ content: sections('Ed') })
      .eq('id', page.id)
      .eq('version', 1)
      .select('version');
    expect(stale.data).toEqual([]);
    const now = await ed.from('pages').select('content, version').eq('id', page.id).single();
    expect(now.data).toEqual({ content: sections('Ann'), version: 2 });
    // A client cannot choose the version.
    const forced = await ed
      .from('pages')
      .update({ version: 99 })
      .eq('id', page.id)
      .select('version')
      .single();
    expect(forced.data?.version).toBe(3);
  });
});

describe('media trash', () => {
  it('a deleted media row goes to the trash with its file kept; Restore brings the row back', async () => {
    const ed = await signedIn(server, 'ed@example.org');
    const path = `uploads/trash-${Date.now()}.png`;
    expect(
      (await ed.storage.from('media').upload(path, PNG, { contentType: 'image/png' })).error,
    ).toBeNull();
    const row = await ed
      .from('media_library')
      .insert({
        file_path: path,
        mime_type: 'image/png',
        file_name: 'pixel.png',
        original_name: 'pixel.png',
        file_size: PNG.length,
        alt_text: 'A pixel',
      })
      .select('id')
      .single();
    const id = row.data?.id ?? '';
    expect((await ed.from('media_library').delete().eq('id', id)).error).toBeNull();
    const trash = await ed.from('media_trash').select('id, file_path, alt_text').eq('id', id);
    expect(trash.data).toEqual([{ id, file_path: path, alt_text: 'A pixel' }]);
    // The stored file is still there.
    const listed = await ed.storage.from('media').list('uploads', { search: path.slice(8) });
    expect(listed.data?.map((o) => o.name)).toEqual([path.slice(8)]);

    expect((await ed.rpc('restore_media_file', { media_id: id })).error).toBeNull();
    const back = await ed.from('media_library').select('id, file_path, alt_text').eq('id', id);
    expect(back.data).toEqual([{ id, file_path: path, alt_text: 'A pixel' }]);

    // Expired media items are handed back for their files to be removed.
    await ed.from('media_library').delete().eq('id', id);
    const service = client(server.url, server.serviceRoleKey);
    await service
      .from('media_trash')
      .update({ deleted_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .eq('id', id);
    const due = await ed.rpc('purge_expired_trash');
    expect(due.data).toEqual([{ id, file_path: path }]);
  });
});
