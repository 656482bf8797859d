/**
 * The activity log (issue 33, item 3) in the database, through supabase-js: every team change
 * and every publishing change writes exactly one entry naming who, what and when, in the
 * change's own transaction; admins read the log, editors and anonymous callers do not; nobody
 * (admins and the service key included) inserts, changes or deletes an entry through the API;
 * entries older than the configured period are purged. The `server-pg15` project runs this
 * file again on PostgreSQL 15.
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createStaff, signedIn, startTestServer, type TestServer } from './helpers.js';

interface Entry {
  id: number;
  at: string;
  kind: string;
  action: string;
  actor_id: string | null;
  actor_email: string | null;
  target_id: string | null;
  target_label: string | null;
  detail: Record<string, unknown>;
}

let server: TestServer;
let service: SupabaseClient;
let admin: SupabaseClient;
let editor: SupabaseClient;
const ids = { admin: '', editor: '', second: '' };
let slugCount = 0;
const slug = () => `activity-${Date.now().toString(36)}-${++slugCount}`;
const content = (text: string) => ({
  sections: [{ type: 'text', title: text, content: { text } }],
});

beforeAll(async () => {
  server = await startTestServer();
  service = client(server.url, server.serviceRoleKey);
  ids.admin = await createStaff(server, 'log-admin@example.org', 'admin');
  ids.second = await createStaff(server, 'log-second@example.org', 'admin');
  ids.editor = await createStaff(server, 'log-editor@example.org', 'editor');
  admin = await signedIn(server, 'log-admin@example.org');
  editor = await signedIn(server, 'log-editor@example.org');
}, 120_000);

afterAll(async () => {
  await server?.cleanup();
});

/** The entries an admin reads for one target (and action), oldest first. */
async function entries(target: string, action?: string): Promise<Entry[]> {
  let query = admin.from('activity_log').select('*').eq('target_id', target);
  if (action) query = query.eq('action', action);
  const { data, error } = await query.order('id');
  expect(error).toBeNull();
  return (data ?? []) as Entry[];
}

async function newAuthUser(email: string): Promise<string> {
  const made = await service.auth.admin.createUser({
    email,
    password: 'correct-horse-battery',
    email_confirm: true,
  });
  if (made.error || !made.data.user) throw new Error(made.error?.message);
  return made.data.user.id;
}

describe('team changes', () => {
  it("an invitation made with the service key names the admin who asked, once, in the change's transaction", async () => {
    const id = await newAuthUser('log-invitee@example.org');
    const given = await service.rpc('give_staff_access', {
      member: id,
      full_name: 'Invitee',
      member_role: 'editor',
      acting_admin: ids.admin,
    });
    expect(given.error).toBeNull();
    const [entry, ...more] = await entries(id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'team',
      action: 'member_invited',
      actor_id: ids.admin,
      actor_email: 'log-admin@example.org',
      target_label: 'log-invitee@example.org',
      detail: { role: 'editor' },
    });
    expect(Math.abs(Date.parse(entry?.at ?? '') - Date.now())).toBeLessThan(60_000);

    // Inviting again in the same role sends a new link: one more entry, the role unchanged.
    await service.rpc('give_staff_access', {
      member: id,
      full_name: 'Invitee',
      member_role: 'editor',
      acting_admin: ids.admin,
    });
    const again = await entries(id);
    expect(again.map((e) => e.action)).toEqual(['member_invited', 'member_invited']);
    expect(again[1]?.detail).toEqual({ role: 'editor', again: true });
  });

  it('the team action cannot be made to name an editor (or nobody) as the acting admin', async () => {
    const id = await newAuthUser('log-forged@example.org');
    for (const acting of [ids.editor, '00000000-0000-4000-8000-000000000000']) {
      const res = await service.rpc('give_staff_access', {
        member: id,
        full_name: 'Forged',
        member_role: 'admin',
        acting_admin: acting,
      });
      expect(res.error?.code).toBe('42501');
    }
    expect(await entries(id)).toEqual([]);
    const profile = await service.from('admin_users').select('role').eq('user_id', id);
    expect(profile.data).toEqual([]);
  });

  it('a role change and a removal each write one entry, by the admin who made them', async () => {
    const id = await createStaff(server, 'log-changed@example.org', 'editor');
    const changed = await admin.from('admin_users').update({ role: 'admin' }).eq('user_id', id);
    expect(changed.error).toBeNull();
    const [role, ...rest] = await entries(id, 'role_changed');
    expect(rest).toEqual([]);
    expect(role).toMatchObject({
      actor_id: ids.admin,
      actor_email: 'log-admin@example.org',
      target_label: 'log-changed@example.org',
      detail: { role: 'admin', previous_role: 'editor' },
    });
    // Saving the same role again is not a change.
    await admin.from('admin_users').update({ role: 'admin' }).eq('user_id', id);
    expect(await entries(id, 'role_changed')).toHaveLength(1);

    const removed = await admin.from('admin_users').delete().eq('user_id', id);
    expect(removed.error).toBeNull();
    const gone = await entries(id, 'member_removed');
    expect(gone).toHaveLength(1);
    expect(gone[0]).toMatchObject({ actor_id: ids.admin, detail: { role: 'admin' } });
  });

  it('a change the database refuses leaves no entry (the last admin stays)', async () => {
    const solo = await startTestServer();
    try {
      const only = await createStaff(solo, 'solo-admin@example.org', 'admin');
      const me = await signedIn(solo, 'solo-admin@example.org');
      const demoted = await me.from('admin_users').update({ role: 'editor' }).eq('user_id', only);
      expect(demoted.error?.message).toBe('The last admin cannot be demoted or removed');
      const log = await me.from('activity_log').select('action').eq('target_id', only);
      expect(log.data?.map((e) => e.action)).toEqual(['member_invited', 'first_sign_in']);
    } finally {
      await solo.cleanup();
    }
  });

  it('a reset link is recorded once, for a member only, by an admin only', async () => {
    const made = await service.rpc('record_reset_link', {
      member: ids.second,
      acting_admin: ids.admin,
      emailed: false,
    });
    expect(made.error).toBeNull();
    const [entry, ...more] = await entries(ids.second, 'reset_link');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actor_email: 'log-admin@example.org',
      target_label: 'log-second@example.org',
      detail: { role: 'admin', emailed: false },
    });
    const byEditor = await service.rpc('record_reset_link', {
      member: ids.second,
      acting_admin: ids.editor,
      emailed: false,
    });
    expect(byEditor.error?.code).toBe('42501');
    const stranger = await service.rpc('record_reset_link', {
      member: '00000000-0000-4000-8000-000000000001',
      acting_admin: ids.admin,
      emailed: true,
    });
    expect(stranger.error?.code).toBe('P0002');
    expect(await entries(ids.second, 'reset_link')).toHaveLength(1);
  });

  it("a member's first sign-in is recorded once; later sign-ins are not", async () => {
    const id = await createStaff(server, 'log-newcomer@example.org', 'editor');
    await signedIn(server, 'log-newcomer@example.org');
    await signedIn(server, 'log-newcomer@example.org');
    const first = await entries(id, 'first_sign_in');
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      actor_id: id,
      actor_email: 'log-newcomer@example.org',
      detail: { role: 'editor' },
    });
  });

  it('someone setting up their own profile is recorded as joining', async () => {
    const id = await newAuthUser('log-joiner@example.org');
    const me = await signedIn(server, 'log-joiner@example.org');
    const made = await me.from('admin_users').insert({ full_name: 'Joiner' });
    expect(made.error).toBeNull();
    const log = await entries(id);
    expect(log.map((e) => e.action)).toEqual(['member_joined']);
    expect(log[0]?.actor_id).toBe(id);
  });
});

describe('publishing changes', () => {
  async function draft(by: SupabaseClient = editor) {
    const { data, error } = await by
      .from('pages')
      .insert({ title: 'Flood Appeal', slug: slug(), status: 'draft' })
      .select('id, slug')
      .single();
    if (error || !data) throw new Error(error?.message);
    return data as { id: string; slug: string };
  }

  it('publish, unpublish, delete and restore each write one entry with the page and who', async () => {
    const page = await draft();
    expect(await entries(page.id)).toEqual([]);
    await editor.from('pages').update({ status: 'published' }).eq('id', page.id);
    await editor.from('pages').update({ meta_title: 'Floods' }).eq('id', page.id);
    await editor.from('pages').update({ status: 'draft' }).eq('id', page.id);
    await editor.from('pages').delete().eq('id', page.id);
    expect((await editor.rpc('restore_page', { page_id: page.id })).error).toBeNull();
    const log = await entries(page.id);
    expect(log.map((e) => e.action)).toEqual([
      'page_published',
      'page_unpublished',
      'page_deleted',
      'page_restored',
    ]);
    for (const entry of log) {
      expect(entry).toMatchObject({
        kind: 'publishing',
        actor_id: ids.editor,
        actor_email: 'log-editor@example.org',
        target_label: 'Flood Appeal',
        detail: expect.objectContaining({ slug: page.slug }),
      });
    }
  });

  it('a page created already published is one publish', async () => {
    const { data } = await editor
      .from('pages')
      .insert({ title: 'Live at once', slug: slug(), status: 'published' })
      .select('id')
      .single();
    expect((await entries(data?.id ?? '')).map((e) => e.action)).toEqual(['page_published']);
  });

  it('bringing back an earlier revision is recorded; an ordinary save is not', async () => {
    const page = await draft();
    await editor
      .from('pages')
      .update({ content: content('First.') })
      .eq('id', page.id);
    await editor
      .from('pages')
      .update({ content: content('Second.') })
      .eq('id', page.id);
    expect(await entries(page.id)).toEqual([]);
    await editor
      .from('pages')
      .update({ content: content('First.') })
      .eq('id', page.id);
    const log = await entries(page.id);
    expect(log.map((e) => e.action)).toEqual(['revision_restored']);
  });

  it('saving settings is one entry naming the settings, however many rows the save wrote', async () => {
    const saved = await admin.from('site_settings').upsert(
      [
        { setting_key: 'site_name', setting_value: 'Hope Relief' },
        { setting_key: 'site_tagline', setting_value: 'Aid where needed' },
        { setting_key: 'log_test_new', setting_value: 1 },
      ],
      { onConflict: 'setting_key' },
    );
    expect(saved.error).toBeNull();
    const { data } = await admin
      .from('activity_log')
      .select('*')
      .eq('action', 'settings_saved')
      .eq('actor_id', ids.admin);
    expect(data).toHaveLength(1);
    expect(data?.[0]).toMatchObject({
      target_label: 'site_name, site_tagline, log_test_new',
      detail: { keys: ['site_name', 'site_tagline', 'log_test_new'] },
    });
  });
});

describe('who may read and write the log', () => {
  it('admins read it; editors read nothing; anonymous callers are refused', async () => {
    const all = await admin.from('activity_log').select('id');
    expect(all.data?.length).toBeGreaterThan(5);
    const byEditor = await editor.from('activity_log').select('id');
    expect(byEditor.error).toBeNull();
    expect(byEditor.data).toEqual([]);
    const byAnon = await client(server.url, server.anonKey).from('activity_log').select('id');
    expect(byAnon.error?.code).toBe('42501');
    expect(byAnon.data).toBeNull();
  });

  it('nobody inserts, changes or deletes an entry: not an admin, an editor, nor the service key', async () => {
    const before = (await admin.from('activity_log').select('*').order('id')).data as Entry[];
    const victim = before[0];
    if (!victim) throw new Error('no entries');
    for (const who of [admin, editor, service, client(server.url, server.anonKey)]) {
      const inserted = await who
        .from('activity_log')
        .insert({ kind: 'team', action: 'member_removed', target_label: 'forged' });
      expect(inserted.error?.code).toBe('42501');
      const updated = await who
        .from('activity_log')
        .update({ actor_email: 'someone-else@example.org' })
        .eq('id', victim.id);
      expect(updated.error?.code).toBe('42501');
      const deleted = await who.from('activity_log').delete().eq('id', victim.id);
      expect(deleted.error?.code).toBe('42501');
    }
    // The writing functions are not in the API, and the service-only ones refuse the rest.
    const hidden = await admin.rpc('append_activity', {
      entry_kind: 'team',
      entry_action: 'member_removed',
      entry_target_id: null,
      entry_target_label: 'forged',
    });
    expect(hidden.error?.code).toBe('PGRST202');
    for (const who of [admin, editor]) {
      const res = await who.rpc('record_reset_link', {
        member: ids.second,
        acting_admin: ids.admin,
        emailed: true,
      });
      expect(res.error?.code).toBe('42501');
    }
    const after = (await admin.from('activity_log').select('*').order('id')).data as Entry[];
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.some((e) => e.target_label === 'forged')).toBe(false);
  });
});

describe('keeping entries for the configured period', () => {
  let aged: TestServer;
  let dir: string;

  beforeAll(async () => {
    // The real migrations, then a fixture that writes entries 10, 200 and 400 days old, keeps
    // 100 days, and lets the service key count what the table holds (expired ones included).
    const repo = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
    dir = await mkdtemp(path.join(tmpdir(), 'activity-purge-'));
    await cp(path.join(repo, 'supabase/migrations'), path.join(dir, 'migrations'), {
      recursive: true,
    });
    await writeFile(
      path.join(dir, 'migrations', '99990101000000_activity_fixture.sql'),
      `update private.activity_log_config set retention_days = 100;
insert into public.activity_log (at, kind, action, target_label) values
  (now() - interval '400 days', 'team', 'member_removed', 'expiry-400'),
  (now() - interval '200 days', 'team', 'member_removed', 'expiry-200'),
  (now() - interval '10 days', 'team', 'member_removed', 'expiry-10');
create function public.activity_log_labels() returns setof text
  language sql security definer set search_path = '' as
  $$ select l.target_label from public.activity_log l where l.target_label like 'expiry-%' order by l.at $$;
revoke all on function public.activity_log_labels() from public, anon, authenticated;
grant execute on function public.activity_log_labels() to service_role;
`,
    );
    aged = await startTestServer({ supabaseDir: dir });
  }, 180_000);

  afterAll(async () => {
    await aged?.cleanup();
    await rm(dir, { recursive: true, force: true });
  });

  it('older entries are neither shown nor kept once the next entry is written; newer ones stay', async () => {
    const svc = client(aged.url, aged.serviceRoleKey);
    const labels = async () => (await svc.rpc('activity_log_labels')).data as string[];
    expect(await labels()).toEqual(['expiry-400', 'expiry-200', 'expiry-10']);
    await createStaff(aged, 'aged-admin@example.org', 'admin');
    const me = await signedIn(aged, 'aged-admin@example.org');
    const seen = await me
      .from('activity_log')
      .select('target_label')
      .like('target_label', 'expiry-%');
    expect(seen.data).toEqual([{ target_label: 'expiry-10' }]);
    // createStaff's profile and the sign-in above each wrote an entry, purging as they did.
    expect(await labels()).toEqual(['expiry-10']);
  });
});
