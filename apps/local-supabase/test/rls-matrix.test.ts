/**
 * The RLS matrix of DECISIONS.md 10: every table x select / insert / update / delete x anon,
 * a signed-in user without a profile, an editor and an admin, through supabase-js and the
 * server, so the policies in supabase/migrations decide. Runs on PGlite, and on PostgreSQL 15
 * when its binaries are installed.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createStaff, PNG, signedIn, startTestServer, type TestServer } from './helpers.js';
import { hasPg15, type Pg15, startPg15 } from './pg15.js';

type Actor = 'anon' | 'noProfile' | 'editor' | 'admin';

interface World {
  server: TestServer;
  as: Record<Actor, SupabaseClient>;
  ids: Record<Exclude<Actor, 'anon'>, string>;
  service: SupabaseClient;
}

function defineMatrix(getWorld: () => World) {
  const w = () => getWorld();
  let n = 0;
  const slug = () => `rls-page-${Date.now()}-${++n}`;
  const newPage = async (status = 'draft') => {
    const { data, error } = await w()
      .service.from('pages')
      .insert({ title: 'Fixture', slug: slug(), status })
      .select()
      .single();
    if (error) throw new Error(error.message);
    return data.id as string;
  };
  const newMedia = async () => {
    const { data, error } = await w()
      .service.from('media_library')
      .insert({
        file_name: `f${++n}.png`,
        original_name: 'f.png',
        file_path: `uploads/rls-${Date.now()}-${n}.png`,
        file_size: 1,
        mime_type: 'image/png',
      })
      .select()
      .single();
    if (error) throw new Error(error.message);
    return data.id as string;
  };

  describe('admin_users', () => {
    it('select: anon denied; a user reads only their own row; admins read all', async () => {
      const anon = await w().as.anon.from('admin_users').select('*');
      expect(anon.status).toBe(401);
      expect(anon.error?.code).toBe('42501');
      const none = await w().as.noProfile.from('admin_users').select('*');
      expect(none.data).toEqual([]);
      const ed = await w().as.editor.from('admin_users').select('user_id');
      expect(ed.data).toEqual([{ user_id: w().ids.editor }]);
      const ad = await w().as.admin.from('admin_users').select('user_id');
      expect(ad.data?.length).toBeGreaterThanOrEqual(2);
    });

    it('insert: only your own row, only as editor; nobody grants themselves admin', async () => {
      const anon = await w()
        .as.anon.from('admin_users')
        .insert({ user_id: w().ids.noProfile, full_name: 'x' });
      expect(anon.status).toBe(401);
      const selfAdmin = await w()
        .as.noProfile.from('admin_users')
        .insert({ user_id: w().ids.noProfile, full_name: 'Me', role: 'admin' });
      expect(selfAdmin.status).toBe(403);
      expect(selfAdmin.error?.code).toBe('42501');
      const forOther = await w()
        .as.editor.from('admin_users')
        .insert({ user_id: w().ids.noProfile, full_name: 'Other', role: 'editor' });
      expect(forOther.status).toBe(403);
      const adminForOther = await w()
        .as.admin.from('admin_users')
        .insert({ user_id: w().ids.noProfile, full_name: 'Other', role: 'admin' });
      expect(adminForOther.status).toBe(403);
      const self = await w()
        .as.noProfile.from('admin_users')
        .insert({ user_id: w().ids.noProfile, full_name: 'Me' })
        .select()
        .single();
      expect(self.error).toBeNull();
      expect(self.data?.role).toBe('editor');
      // Leave the actor without a profile for the other cases.
      await w().service.from('admin_users').delete().eq('user_id', w().ids.noProfile);
    });

    it('update: own name yes, own role no; only admins change roles', async () => {
      const anon = await w()
        .as.anon.from('admin_users')
        .update({ full_name: 'x' })
        .eq('user_id', w().ids.editor);
      expect(anon.status).toBe(401);
      const name = await w()
        .as.editor.from('admin_users')
        .update({ full_name: 'Eddie' })
        .eq('user_id', w().ids.editor)
        .select();
      expect(name.error).toBeNull();
      expect(name.data).toHaveLength(1);
      const promote = await w()
        .as.editor.from('admin_users')
        .update({ role: 'admin' })
        .eq('user_id', w().ids.editor)
        .select();
      expect(promote.status).toBe(403);
      const other = await w()
        .as.editor.from('admin_users')
        .update({ full_name: 'Hacked' })
        .eq('user_id', w().ids.admin)
        .select();
      expect(other.data).toEqual([]);
      const byAdmin = await w()
        .as.admin.from('admin_users')
        .update({ role: 'admin' })
        .eq('user_id', w().ids.editor)
        .select();
      expect(byAdmin.data?.[0]?.role).toBe('admin');
      await w()
        .as.admin.from('admin_users')
        .update({ role: 'editor' })
        .eq('user_id', w().ids.editor);
      const check = await w()
        .service.from('admin_users')
        .select('role')
        .eq('user_id', w().ids.editor)
        .single();
      expect(check.data?.role).toBe('editor');
    });

    it('delete: only admins', async () => {
      const anon = await w().as.anon.from('admin_users').delete().eq('user_id', w().ids.editor);
      expect(anon.status).toBe(401);
      const own = await w()
        .as.editor.from('admin_users')
        .delete()
        .eq('user_id', w().ids.editor)
        .select();
      expect(own.data).toEqual([]);
      const extra = await createStaff(w().server, `gone-${Date.now()}@example.org`, 'editor');
      const byAdmin = await w().as.admin.from('admin_users').delete().eq('user_id', extra).select();
      expect(byAdmin.data).toHaveLength(1);
    });
  });

  describe('pages', () => {
    it('select: anon and profile-less users see only published pages; staff see all', async () => {
      const draft = await newPage('draft');
      for (const actor of ['anon', 'noProfile'] as const) {
        const r = await w().as[actor].from('pages').select('id, status');
        expect(r.error).toBeNull();
        expect(r.data?.length).toBeGreaterThan(0);
        expect(r.data?.every((p) => p.status === 'published')).toBe(true);
      }
      for (const actor of ['editor', 'admin'] as const) {
        const r = await w().as[actor].from('pages').select('id').eq('id', draft);
        expect(r.data).toHaveLength(1);
      }
    });

    it('insert: staff only', async () => {
      expect((await w().as.anon.from('pages').insert({ title: 't', slug: slug() })).status).toBe(
        401,
      );
      expect(
        (await w().as.noProfile.from('pages').insert({ title: 't', slug: slug() })).status,
      ).toBe(403);
      for (const actor of ['editor', 'admin'] as const) {
        const r = await w()
          .as[actor].from('pages')
          .insert({ title: 't', slug: slug() })
          .select()
          .single();
        expect(r.error).toBeNull();
        expect(r.data?.created_by).toBe(w().ids[actor]);
      }
    });

    it('update: staff only', async () => {
      const id = await newPage('published');
      expect((await w().as.anon.from('pages').update({ title: 'x' }).eq('id', id)).status).toBe(
        401,
      );
      expect(
        (await w().as.noProfile.from('pages').update({ title: 'x' }).eq('id', id).select()).data,
      ).toEqual([]);
      for (const actor of ['editor', 'admin'] as const) {
        const r = await w().as[actor].from('pages').update({ title: actor }).eq('id', id).select();
        expect(r.data?.[0]?.title).toBe(actor);
      }
    });

    it('delete: staff only', async () => {
      const id = await newPage('published');
      expect((await w().as.anon.from('pages').delete().eq('id', id)).status).toBe(401);
      expect((await w().as.noProfile.from('pages').delete().eq('id', id).select()).data).toEqual(
        [],
      );
      expect((await w().as.editor.from('pages').delete().eq('id', id).select()).data).toHaveLength(
        1,
      );
      const id2 = await newPage();
      expect((await w().as.admin.from('pages').delete().eq('id', id2).select()).data).toHaveLength(
        1,
      );
    });
  });

  describe('media_library', () => {
    it('select: staff only', async () => {
      await newMedia();
      expect((await w().as.anon.from('media_library').select('*')).status).toBe(401);
      expect((await w().as.noProfile.from('media_library').select('*')).data).toEqual([]);
      for (const actor of ['editor', 'admin'] as const) {
        expect(
          (await w().as[actor].from('media_library').select('*')).data?.length,
        ).toBeGreaterThan(0);
      }
    });

    it('insert: staff only', async () => {
      const row = () => ({
        file_name: 'a.png',
        original_name: 'a.png',
        file_path: `uploads/m-${Date.now()}-${++n}.png`,
        file_size: 1,
        mime_type: 'image/png',
      });
      expect((await w().as.anon.from('media_library').insert(row())).status).toBe(401);
      expect((await w().as.noProfile.from('media_library').insert(row())).status).toBe(403);
      for (const actor of ['editor', 'admin'] as const) {
        // A row must name a file storage recorded (server-owned columns, issue 15).
        const media = row();
        const stored = await w()
          .as[actor].storage.from('media')
          .upload(media.file_path, PNG, { contentType: 'image/png' });
        expect(stored.error).toBeNull();
        const r = await w().as[actor].from('media_library').insert(media).select().single();
        expect(r.data?.uploaded_by).toBe(w().ids[actor]);
      }
    });

    it('update: staff only', async () => {
      const id = await newMedia();
      expect(
        (await w().as.anon.from('media_library').update({ caption: 'x' }).eq('id', id)).status,
      ).toBe(401);
      expect(
        (
          await w()
            .as.noProfile.from('media_library')
            .update({ caption: 'x' })
            .eq('id', id)
            .select()
        ).data,
      ).toEqual([]);
      for (const actor of ['editor', 'admin'] as const) {
        const r = await w()
          .as[actor].from('media_library')
          .update({ caption: actor })
          .eq('id', id)
          .select();
        expect(r.data?.[0]?.caption).toBe(actor);
      }
    });

    it('delete: staff only', async () => {
      const id = await newMedia();
      expect((await w().as.anon.from('media_library').delete().eq('id', id)).status).toBe(401);
      expect(
        (await w().as.noProfile.from('media_library').delete().eq('id', id).select()).data,
      ).toEqual([]);
      expect(
        (await w().as.editor.from('media_library').delete().eq('id', id).select()).data,
      ).toHaveLength(1);
      const id2 = await newMedia();
      expect(
        (await w().as.admin.from('media_library').delete().eq('id', id2).select()).data,
      ).toHaveLength(1);
    });
  });

  describe('site_settings', () => {
    it('select: everyone', async () => {
      for (const actor of ['anon', 'noProfile', 'editor', 'admin'] as const) {
        const r = await w().as[actor].from('site_settings').select('setting_key');
        expect(r.data?.length).toBeGreaterThanOrEqual(6);
      }
    });

    it('insert: admins only', async () => {
      const row = () => ({ setting_key: `k_${++n}`, setting_value: 'v' });
      expect((await w().as.anon.from('site_settings').insert(row())).status).toBe(401);
      expect((await w().as.noProfile.from('site_settings').insert(row())).status).toBe(403);
      expect((await w().as.editor.from('site_settings').insert(row())).status).toBe(403);
      const r = await w().as.admin.from('site_settings').insert(row()).select().single();
      expect(r.data?.updated_by).toBe(w().ids.admin);
    });

    it('update: admins only; an editor cannot change settings', async () => {
      expect(
        (
          await w()
            .as.anon.from('site_settings')
            .update({ setting_value: 'x' })
            .eq('setting_key', 'site_name')
        ).status,
      ).toBe(401);
      for (const actor of ['noProfile', 'editor'] as const) {
        const r = await w()
          .as[actor].from('site_settings')
          .update({ setting_value: 'hacked' })
          .eq('setting_key', 'site_name')
          .select();
        expect(r.data).toEqual([]);
      }
      const upsert = await w()
        .as.editor.from('site_settings')
        .upsert(
          { setting_key: 'site_name', setting_value: 'hacked' },
          { onConflict: 'setting_key' },
        );
      expect(upsert.status).toBe(403);
      const current = await w()
        .service.from('site_settings')
        .select('setting_value')
        .eq('setting_key', 'site_name')
        .single();
      expect(current.data?.setting_value).not.toBe('hacked');
      const r = await w()
        .as.admin.from('site_settings')
        .update({ setting_value: 'Admin set' })
        .eq('setting_key', 'site_name')
        .select();
      expect(r.data?.[0]).toMatchObject({ setting_value: 'Admin set', updated_by: w().ids.admin });
    });

    it('delete: admins only', async () => {
      await w()
        .service.from('site_settings')
        .insert({ setting_key: 'to_delete', setting_value: 1 });
      expect(
        (await w().as.anon.from('site_settings').delete().eq('setting_key', 'to_delete')).status,
      ).toBe(401);
      for (const actor of ['noProfile', 'editor'] as const) {
        expect(
          (
            await w()
              .as[actor].from('site_settings')
              .delete()
              .eq('setting_key', 'to_delete')
              .select()
          ).data,
        ).toEqual([]);
      }
      expect(
        (await w().as.admin.from('site_settings').delete().eq('setting_key', 'to_delete').select())
          .data,
      ).toHaveLength(1);
    });
  });
}

async function buildWorld(server: TestServer): Promise<World> {
  const ids = {
    admin: await createStaff(server, 'admin@example.org', 'admin'),
    editor: await createStaff(server, 'editor@example.org', 'editor'),
    noProfile: await createStaff(server, 'noprofile@example.org', null),
  };
  return {
    server,
    ids,
    service: client(server.url, server.serviceRoleKey),
    as: {
      anon: client(server.url, server.anonKey),
      noProfile: await signedIn(server, 'noprofile@example.org'),
      editor: await signedIn(server, 'editor@example.org'),
      admin: await signedIn(server, 'admin@example.org'),
    },
  };
}

describe('RLS matrix on PGlite', () => {
  let world: World | undefined;
  beforeAll(async () => {
    world = await buildWorld(await startTestServer());
  });
  afterAll(async () => {
    await world?.server.cleanup();
  });
  defineMatrix(() => world as World);
});

describe.skipIf(!hasPg15)(
  hasPg15
    ? 'RLS matrix on PostgreSQL 15'
    : 'RLS matrix on PostgreSQL 15 (skipped: /usr/lib/postgresql/15/bin not found)',
  () => {
    let world: World | undefined;
    let pg: Pg15 | undefined;
    beforeAll(async () => {
      pg = await startPg15();
      world = await buildWorld(await startTestServer({ databaseUrl: pg.url }));
    });
    afterAll(async () => {
      await world?.server.cleanup();
      pg?.stop();
    });
    defineMatrix(() => world as World);
  },
);
