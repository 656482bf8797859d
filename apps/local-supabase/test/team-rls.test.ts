/**
 * Team accounts in the database (issue 26), through supabase-js: editors change no role and
 * remove nobody; a removed person cannot set their profile up again nor read what staff read;
 * the last admin stays; only admins list the team. The `server-pg15` project runs this file
 * again on PostgreSQL 15.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createStaff, signedIn, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
let service: SupabaseClient;
const ids = { admin: '', editor: '', other: '', leaver: '', fresh: '' };

beforeAll(async () => {
  server = await startTestServer();
  service = client(server.url, server.serviceRoleKey);
  ids.admin = await createStaff(server, 'team-admin@example.org', 'admin');
  ids.editor = await createStaff(server, 'team-editor@example.org', 'editor');
  ids.other = await createStaff(server, 'team-other@example.org', 'editor');
  ids.leaver = await createStaff(server, 'team-leaver@example.org', 'editor');
  ids.fresh = await createStaff(server, 'team-fresh@example.org', null);
  const draft = await service
    .from('pages')
    .insert({ title: 'Draft', slug: 'team-draft', status: 'draft' });
  if (draft.error) throw new Error(draft.error.message);
});

afterAll(async () => {
  await server?.cleanup();
});

const roleOf = async (userId: string) =>
  (await service.from('admin_users').select('role').eq('user_id', userId).maybeSingle()).data
    ?.role as string | undefined;

describe('an editor', () => {
  it('cannot change any role, their own included', async () => {
    const editor = await signedIn(server, 'team-editor@example.org');
    const own = await editor
      .from('admin_users')
      .update({ role: 'admin' })
      .eq('user_id', ids.editor)
      .select();
    expect(own.error?.code).toBe('42501');
    const others = await editor
      .from('admin_users')
      .update({ role: 'admin' })
      .eq('user_id', ids.other)
      .select();
    expect(others.data ?? []).toEqual([]);
    const demoteAdmin = await editor
      .from('admin_users')
      .update({ role: 'editor' })
      .eq('user_id', ids.admin)
      .select();
    expect(demoteAdmin.data ?? []).toEqual([]);
    expect(await roleOf(ids.editor)).toBe('editor');
    expect(await roleOf(ids.other)).toBe('editor');
    expect(await roleOf(ids.admin)).toBe('admin');
  });

  it('cannot remove anyone', async () => {
    const editor = await signedIn(server, 'team-editor@example.org');
    for (const target of [ids.other, ids.admin, ids.editor]) {
      const res = await editor.from('admin_users').delete().eq('user_id', target).select();
      expect(res.data ?? []).toEqual([]);
      expect(await roleOf(target)).toBeDefined();
    }
  });

  it('cannot list the team (e-mails and sign-in times are for admins)', async () => {
    const editor = await signedIn(server, 'team-editor@example.org');
    const res = await editor.rpc('team_members');
    expect(res.error?.code).toBe('42501');
    expect(res.data).toBeNull();
  });

  it('may still change their own name', async () => {
    const editor = await signedIn(server, 'team-editor@example.org');
    const res = await editor
      .from('admin_users')
      .update({ full_name: 'Ed Itor' })
      .eq('user_id', ids.editor)
      .select('full_name')
      .single();
    expect(res.data?.full_name).toBe('Ed Itor');
  });
});

describe('an admin', () => {
  it('lists the team with e-mail, role and last sign-in', async () => {
    const admin = await signedIn(server, 'team-admin@example.org');
    const { data, error } = await admin.rpc('team_members');
    expect(error).toBeNull();
    const rows = data as { email: string; role: string; last_sign_in_at: string | null }[];
    const me = rows.find((r) => r.email === 'team-admin@example.org');
    expect(me?.role).toBe('admin');
    expect(me?.last_sign_in_at).not.toBeNull();
    expect(rows.map((r) => r.email)).toContain('team-editor@example.org');
    expect(rows.map((r) => r.email)).not.toContain('team-fresh@example.org');
  });

  it('changes a role', async () => {
    const admin = await signedIn(server, 'team-admin@example.org');
    const up = await admin
      .from('admin_users')
      .update({ role: 'admin' })
      .eq('user_id', ids.other)
      .select('role')
      .single();
    expect(up.data?.role).toBe('admin');
    const down = await admin
      .from('admin_users')
      .update({ role: 'editor' })
      .eq('user_id', ids.other)
      .select('role')
      .single();
    expect(down.data?.role).toBe('editor');
  });
});

describe('a removed person', () => {
  it('cannot set their profile up again, nor read or write what staff do', async () => {
    const leaver = await signedIn(server, 'team-leaver@example.org');
    const before = await leaver.from('pages').select('slug').eq('slug', 'team-draft');
    expect(before.data).toHaveLength(1);

    const admin = await signedIn(server, 'team-admin@example.org');
    const removed = await admin.from('admin_users').delete().eq('user_id', ids.leaver).select();
    expect(removed.data).toHaveLength(1);

    const again = await leaver
      .from('admin_users')
      .insert({ user_id: ids.leaver, full_name: 'Back again', role: 'editor' })
      .select();
    expect(again.status).toBe(403);
    expect(again.error?.code).toBe('42501');
    expect(await roleOf(ids.leaver)).toBeUndefined();

    const drafts = await leaver.from('pages').select('slug').eq('slug', 'team-draft');
    expect(drafts.data).toEqual([]);
    const media = await leaver.from('media_library').select('id');
    expect(media.data).toEqual([]);
    const write = await leaver.from('pages').insert({ title: 'Mine', slug: 'leaver-page' });
    expect(write.error?.code).toBe('42501');
  });

  it('is given access again only by the platform (an invitation), which clears the mark', async () => {
    const back = await service
      .from('admin_users')
      .insert({ user_id: ids.leaver, full_name: 'Leaver', role: 'editor' });
    expect(back.error).toBeNull();
    const leaver = await signedIn(server, 'team-leaver@example.org');
    const drafts = await leaver.from('pages').select('slug').eq('slug', 'team-draft');
    expect(drafts.data).toHaveLength(1);
    // Removed again, the mark is back.
    const admin = await signedIn(server, 'team-admin@example.org');
    await admin.from('admin_users').delete().eq('user_id', ids.leaver);
    const again = await leaver
      .from('admin_users')
      .insert({ user_id: ids.leaver, full_name: 'Back again', role: 'editor' });
    expect(again.error?.code).toBe('42501');
  });

  it('differs from someone never removed, whose profile is still set up automatically', async () => {
    const fresh = await signedIn(server, 'team-fresh@example.org');
    const res = await fresh
      .from('admin_users')
      .insert({ user_id: ids.fresh, full_name: 'Fresh', role: 'editor' })
      .select('role')
      .single();
    expect(res.data?.role).toBe('editor');
  });
});

describe('the last admin', () => {
  it('cannot be demoted or removed, not even by themselves or the service role', async () => {
    const admin = await signedIn(server, 'team-admin@example.org');
    const demote = await admin
      .from('admin_users')
      .update({ role: 'editor' })
      .eq('user_id', ids.admin)
      .select();
    expect(demote.error?.message).toBe('The last admin cannot be demoted or removed');
    const remove = await admin.from('admin_users').delete().eq('user_id', ids.admin).select();
    expect(remove.error?.message).toBe('The last admin cannot be demoted or removed');
    const platform = await service.from('admin_users').delete().eq('user_id', ids.admin);
    expect(platform.error?.message).toBe('The last admin cannot be demoted or removed');
    const gone = await service.auth.admin.deleteUser(ids.admin);
    expect(gone.error).not.toBeNull();
    expect(await roleOf(ids.admin)).toBe('admin');
  });

  it('may step down once another member is an admin', async () => {
    const admin = await signedIn(server, 'team-admin@example.org');
    await admin.from('admin_users').update({ role: 'admin' }).eq('user_id', ids.other);
    const down = await admin
      .from('admin_users')
      .update({ role: 'editor' })
      .eq('user_id', ids.admin)
      .select('role')
      .single();
    expect(down.data?.role).toBe('editor');
    // Now `other` is the last admin.
    const other = await signedIn(server, 'team-other@example.org');
    const self = await other.from('admin_users').delete().eq('user_id', ids.other).select();
    expect(self.error?.message).toBe('The last admin cannot be demoted or removed');
    // Restore for any later test.
    await other.from('admin_users').update({ role: 'admin' }).eq('user_id', ids.admin);
  });
});
