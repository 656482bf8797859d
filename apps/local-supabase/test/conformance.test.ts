/**
 * Conformance: the real @supabase/supabase-js against the server, for every call in spec
 * section 7 and the error shapes in supabase-wire.md 1.1, 2.4 and 3.3.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  createStaff,
  PASSWORD,
  PNG,
  signedIn,
  startTestServer,
  type TestServer,
} from './helpers.js';

let server: TestServer;
let adminId: string;
let editorId: string;
let admin: SupabaseClient;
let editor: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer({ refreshReuseIntervalMs: 0 });
  adminId = await createStaff(server, 'admin@example.org', 'admin');
  editorId = await createStaff(server, 'editor@example.org', 'editor');
  await createStaff(server, 'nobody@example.org', null);
  admin = await signedIn(server, 'admin@example.org');
  editor = await signedIn(server, 'editor@example.org');
});

afterAll(async () => {
  await server?.cleanup();
});

describe('auth', () => {
  it('signs in with a password and returns a full session', async () => {
    const c = client(server.url, server.anonKey);
    const events: string[] = [];
    c.auth.onAuthStateChange((event) => events.push(event));
    const { data, error } = await c.auth.signInWithPassword({
      email: 'editor@example.org',
      password: PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.session?.access_token.split('.')).toHaveLength(3);
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.expires_in).toBe(3600);
    expect(data.user?.email).toBe('editor@example.org');
    expect(data.user?.user_metadata.full_name).toBe('editor');
    expect(events).toContain('SIGNED_IN');
    const session = await c.auth.getSession();
    expect(session.data.session?.user.id).toBe(editorId);
    const user = await c.auth.getUser();
    expect(user.error).toBeNull();
    expect(user.data.user?.id).toBe(editorId);
  });

  it('answers unknown user and wrong password identically (invalid_credentials)', async () => {
    const c = client(server.url, server.anonKey);
    const wrong = await c.auth.signInWithPassword({
      email: 'editor@example.org',
      password: 'nope-nope',
    });
    const unknown = await c.auth.signInWithPassword({
      email: 'ghost@example.org',
      password: 'nope-nope',
    });
    for (const r of [wrong, unknown]) {
      expect(r.data.session).toBeNull();
      expect(r.error?.name).toBe('AuthApiError');
      expect(r.error?.status).toBe(400);
      expect(r.error?.code).toBe('invalid_credentials');
      expect(r.error?.message).toBe('Invalid login credentials');
    }
    const raw = async (email: string) => {
      const res = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'nope-nope' }),
      });
      return { status: res.status, body: await res.text() };
    };
    expect(await raw('editor@example.org')).toEqual(await raw('ghost@example.org'));
  });

  it('rotates refresh tokens and revokes the session when a used one comes back', async () => {
    const c = await signedIn(server, 'admin@example.org');
    const first = (await c.auth.getSession()).data.session;
    const { data, error } = await c.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.refresh_token).not.toBe(first?.refresh_token);
    // Presenting the rotated-out token again is reuse: refused, and the session is revoked.
    const reuse = await client(server.url, server.anonKey).auth.refreshSession({
      refresh_token: first?.refresh_token ?? '',
    });
    expect(reuse.error?.status).toBe(400);
    expect(reuse.error?.code).toBe('refresh_token_already_used');
    const after = await client(server.url, server.anonKey).auth.refreshSession({
      refresh_token: data.session?.refresh_token ?? '',
    });
    expect(after.error?.code).toBe('refresh_token_not_found');
    const user = await c.auth.getUser();
    expect(user.error?.name).toBe('AuthSessionMissingError');
  });

  it('refuses an unknown refresh token with refresh_token_not_found', async () => {
    const { error } = await client(server.url, server.anonKey).auth.refreshSession({
      refresh_token: 'not-a-token',
    });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('refresh_token_not_found');
  });

  it('signs out: the session and its refresh token stop working', async () => {
    // Its own user: a global sign-out ends every session of the user, and their access tokens
    // stop working (issue 15), which would end the shared editor client's too.
    await createStaff(server, 'leaver@example.org', 'editor');
    const c = await signedIn(server, 'leaver@example.org');
    const session = (await c.auth.getSession()).data.session;
    const events: string[] = [];
    c.auth.onAuthStateChange((event) => events.push(event));
    const { error } = await c.auth.signOut();
    expect(error).toBeNull();
    expect(events).toContain('SIGNED_OUT');
    expect((await c.auth.getSession()).data.session).toBeNull();
    const res = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: server.anonKey, Authorization: `Bearer ${session?.access_token}` },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'session_not_found' });
    const refresh = await client(server.url, server.anonKey).auth.refreshSession({
      refresh_token: session?.refresh_token ?? '',
    });
    expect(refresh.error?.code).toBe('refresh_token_not_found');
  });

  it('updates the user (USER_UPDATED) and logs out other sessions only with scope=others', async () => {
    await createStaff(server, 'updater@example.org', 'editor');
    const a = await signedIn(server, 'updater@example.org');
    const b = await signedIn(server, 'updater@example.org');
    const events: string[] = [];
    a.auth.onAuthStateChange((event) => events.push(event));
    const upd = await a.auth.updateUser({ data: { full_name: 'Edna' } });
    expect(upd.error).toBeNull();
    expect(upd.data.user?.user_metadata.full_name).toBe('Edna');
    expect(events).toContain('USER_UPDATED');
    expect((await a.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await a.auth.getUser()).error).toBeNull();
    expect((await b.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect((await a.auth.signOut({ scope: 'local' })).error).toBeNull();
  });

  it('refuses sign-up (staff are created by an admin)', async () => {
    const { data, error } = await client(server.url, server.anonKey).auth.signUp({
      email: 'self@example.org',
      password: PASSWORD,
    });
    expect(data.user).toBeNull();
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('signup_disabled');
  });

  it('offers the admin users API to the service role only', async () => {
    const svc = client(server.url, server.serviceRoleKey).auth.admin;
    const created = await svc.createUser({
      email: 'temp@example.org',
      password: PASSWORD,
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    const id = created.data.user?.id ?? '';
    const dup = await svc.createUser({ email: 'temp@example.org', password: PASSWORD });
    expect(dup.error?.status).toBe(422);
    expect(dup.error?.code).toBe('email_exists');
    const list = await svc.listUsers();
    expect(list.data.users.map((u) => u.email)).toContain('temp@example.org');
    const updated = await svc.updateUserById(id, { user_metadata: { full_name: 'Temp' } });
    expect(updated.data.user?.user_metadata.full_name).toBe('Temp');
    const deleted = await svc.deleteUser(id);
    expect(deleted.error).toBeNull();
    const asAnon = await client(server.url, server.anonKey).auth.admin.listUsers();
    expect(asAnon.error?.status).toBe(403);
    const asUser = await fetch(`${server.url}/auth/v1/admin/users`, {
      headers: {
        apikey: server.anonKey,
        Authorization: `Bearer ${(await admin.auth.getSession()).data.session?.access_token}`,
      },
    });
    expect(asUser.status).toBe(403);
  });

  it('issues access tokens with the claims Supabase issues', async () => {
    const token = (await admin.auth.getSession()).data.session?.access_token ?? '';
    const claims = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({
      sub: adminId,
      role: 'authenticated',
      aud: 'authenticated',
      email: 'admin@example.org',
      aal: 'aal1',
      is_anonymous: false,
    });
    for (const k of ['exp', 'iat', 'iss', 'session_id', 'amr', 'app_metadata', 'user_metadata']) {
      expect(claims).toHaveProperty(k);
    }
  });

  it('backs off repeated failures per account with 429, never locking for good', async () => {
    const c = client(server.url, server.anonKey);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const { error } = await c.auth.signInWithPassword({
        email: 'victim@example.org',
        password: 'bad-pass',
      });
      statuses.push(error?.status ?? 0);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses).toContain(429);
  });
});

describe('rest: the calls in spec section 7', () => {
  it('loads the own admin record with .single(), and 406 PGRST116 when there is none', async () => {
    const own = await admin.from('admin_users').select('*').eq('user_id', adminId).single();
    expect(own.error).toBeNull();
    expect(own.status).toBe(200);
    expect(own.data).toMatchObject({ user_id: adminId, role: 'admin' });
    const nobody = await signedIn(server, 'nobody@example.org');
    const { data: u } = await nobody.auth.getUser();
    const none = await nobody
      .from('admin_users')
      .select('*')
      .eq('user_id', u.user?.id ?? '')
      .single();
    expect(none.status).toBe(406);
    expect(none.data).toBeNull();
    expect(none.error).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    });
  });

  it('creates a profile (self-setup as editor) and returns the row', async () => {
    const fresh = await createStaff(server, 'fresh@example.org', null);
    const c = await signedIn(server, 'fresh@example.org');
    const { data, error, status } = await c
      .from('admin_users')
      .insert({ user_id: fresh, full_name: 'Fresh Person', role: 'editor' })
      .select()
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({ user_id: fresh, full_name: 'Fresh Person', role: 'editor' });
  });

  it('creates, lists, edits, saves and deletes pages', async () => {
    const created = await editor
      .from('pages')
      .insert({
        title: 'About',
        slug: 'about-the-team',
        meta_title: 'About us',
        meta_description: 'Who we are',
        status: 'draft',
        template_name: 'page',
        content: {},
        created_by: adminId, // the server stamps the caller instead
      })
      .select()
      .single();
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({
      slug: 'about-the-team',
      created_by: editorId,
      content: {},
    });
    const id = created.data.id as string;

    const list = await editor.from('pages').select('*').order('updated_at', { ascending: false });
    expect(list.error).toBeNull();
    expect(list.data?.[0]?.id).toBe(id);
    expect(list.data?.length).toBe(4);

    const edit = await editor
      .from('pages')
      .update({
        title: 'About us',
        slug: 'about-us',
        meta_title: 'M',
        meta_description: 'D',
        status: 'published',
        template_name: 'landing',
      })
      .eq('id', id);
    expect(edit.error).toBeNull();
    expect(edit.status).toBe(204);

    const builder = await editor.from('pages').select('id, title, slug, content').order('title');
    expect(builder.error).toBeNull();
    expect(Object.keys(builder.data?.[0] ?? {})).toEqual(['id', 'title', 'slug', 'content']);
    expect(builder.data?.map((p) => p.title)).toEqual(
      [...(builder.data ?? []).map((p) => p.title)].sort(),
    );

    const sections = [
      { type: 'hero', title: 'Hi', content: { description: 'd', buttonText: 'b' } },
    ];
    const save = await editor
      .from('pages')
      .update({ content: { sections } })
      .eq('id', id)
      .select()
      .single();
    expect(save.error).toBeNull();
    expect(save.data?.content).toEqual({ sections });
    expect(new Date(save.data?.updated_at).getTime()).toBeGreaterThan(
      new Date(created.data.updated_at).getTime(),
    );

    const del = await editor.from('pages').delete().eq('id', id);
    expect(del.error).toBeNull();
    expect(del.status).toBe(204);
    const gone = await editor.from('pages').select('id').eq('id', id);
    expect(gone.data).toEqual([]);
  });

  it('counts pages and media with head requests', async () => {
    const pages = await editor.from('pages').select('*', { count: 'exact', head: true });
    expect(pages.error).toBeNull();
    expect(pages.count).toBe(3);
    expect(pages.data).toBeNull();
    const media = await editor.from('media_library').select('*', { count: 'exact', head: true });
    expect(media.count).toBe(0);
    const ranged = await editor
      .from('pages')
      .select('id, title', { count: 'exact' })
      .order('title')
      .range(0, 1);
    expect(ranged.status).toBe(206);
    expect(ranged.count).toBe(3);
    expect(ranged.data).toHaveLength(2);
  });

  it('uploads, lists, edits, serves and deletes media', async () => {
    const path = `uploads/${Date.now()}-abc.png`;
    const up = await editor.storage
      .from('media')
      .upload(path, new Blob([PNG], { type: 'image/png' }), {
        contentType: 'image/png',
        upsert: false,
      });
    expect(up.error).toBeNull();
    expect(up.data?.path).toBe(path);
    expect(up.data?.fullPath).toBe(`media/${path}`);
    const row = await editor
      .from('media_library')
      .insert({
        file_name: path.split('/')[1],
        original_name: 'photo.png',
        file_path: path,
        file_size: PNG.length,
        mime_type: 'image/png',
        folder_path: 'uploads',
      })
      .select()
      .single();
    expect(row.error).toBeNull();
    expect(row.data?.uploaded_by).toBe(editorId);

    const list = await editor
      .from('media_library')
      .select('*')
      .order('created_at', { ascending: false });
    expect(list.data?.[0]?.file_path).toBe(path);

    const edit = await editor
      .from('media_library')
      .update({ alt_text: 'A pixel', caption: 'Tiny' })
      .eq('id', row.data?.id);
    expect(edit.error).toBeNull();

    const { data: pub } = editor.storage.from('media').getPublicUrl(path);
    expect(pub.publicUrl).toBe(`${server.url}/storage/v1/object/public/media/${path}`);
    const res = await fetch(pub.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);

    const signed = await editor.storage.from('media').createSignedUrl(path, 60);
    expect(signed.error).toBeNull();
    expect((await fetch(signed.data?.signedUrl ?? '')).status).toBe(200);

    const listed = await editor.storage.from('media').list('uploads');
    expect(listed.data?.map((f) => f.name)).toContain(path.split('/')[1]);

    const dl = await editor.storage.from('media').download(path);
    expect(dl.data?.size).toBe(PNG.length);

    // Delete media: read file_path, remove the file, delete the row.
    const sel = await editor
      .from('media_library')
      .select('file_path')
      .eq('id', row.data?.id)
      .single();
    expect(sel.data?.file_path).toBe(path);
    const removed = await editor.storage.from('media').remove([path]);
    expect(removed.error).toBeNull();
    expect(removed.data).toHaveLength(1);
    const delRow = await editor.from('media_library').delete().eq('id', row.data?.id);
    expect(delRow.error).toBeNull();
    expect((await fetch(pub.publicUrl)).status).toBe(400);
  });

  it('reads settings and saves them with an upsert by setting_key', async () => {
    const read = await client(server.url, server.anonKey).from('site_settings').select('*');
    expect(read.error).toBeNull();
    const byKey = Object.fromEntries(
      (read.data ?? []).map((r) => [r.setting_key, r.setting_value]),
    );
    expect(byKey.theme_colors).toEqual({
      primary: '#2A9F8E',
      secondary: '#B7DE2D',
      accent: '#FF6B6B',
    });
    expect(byKey.social_links).toEqual({
      facebook: null,
      twitter: null,
      instagram: null,
      linkedin: null,
    });
    expect(Object.keys(byKey).sort()).toEqual(
      [
        'contact_email',
        'contact_phone',
        'site_name',
        'site_tagline',
        'social_links',
        'theme_colors',
      ].sort(),
    );
    const save = await admin.from('site_settings').upsert(
      [
        { setting_key: 'site_name', setting_value: 'Renamed', updated_by: editorId },
        { setting_key: 'site_tagline', setting_value: 'New tagline', updated_by: editorId },
      ],
      { onConflict: 'setting_key' },
    );
    expect(save.error).toBeNull();
    // Both keys exist, so the merge inserts nothing: 200, as PostgREST answers since 12.0 (#1070).
    expect(save.status).toBe(200);
    const after = await admin
      .from('site_settings')
      .select('setting_value, updated_by')
      .eq('setting_key', 'site_name')
      .single();
    expect(after.data).toEqual({ setting_value: 'Renamed', updated_by: adminId });
  });

  it('answers the filter grammar supabase-js produces', async () => {
    const anon = client(server.url, server.anonKey);
    const r = await anon
      .from('pages')
      .select('id, title, slug')
      .ilike('title', '%winter%')
      .or('title.ilike.%winter%,slug.ilike.%winter%')
      .in('status', ['draft', 'published', 'a,b'])
      .neq('slug', 'home')
      .not('status', 'eq', 'archived')
      .order('title', { ascending: false, nullsFirst: true })
      .limit(20);
    expect(r.error).toBeNull();
    expect(r.data?.map((p) => p.slug)).toEqual(['winter-appeal']);
    const cast = await anon
      .from('pages')
      .select('slug, name:title::text')
      .eq('slug', 'winter-appeal');
    expect(cast.data).toEqual([{ slug: 'winter-appeal', name: 'Winter Appeal' }]);
    const maybe = await anon.from('pages').select('slug').eq('slug', 'nope').maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null });
  });
});

describe('rest: error shapes (supabase-wire.md 2.4)', () => {
  it('RLS insert violation is 403 42501 for a signed-in user', async () => {
    const r = await editor.from('site_settings').insert({ setting_key: 'x_key', setting_value: 1 });
    expect(r.status).toBe(403);
    expect(r.error).toEqual({
      code: '42501',
      details: null,
      hint: null,
      message: 'new row violates row-level security policy for table "site_settings"',
    });
  });

  it('a denied anonymous write is 401 42501', async () => {
    const r = await client(server.url, server.anonKey)
      .from('pages')
      .insert({ title: 'x', slug: 'x' });
    expect(r.status).toBe(401);
    expect(r.error?.code).toBe('42501');
  });

  it('unique violation is 409 23505 with details', async () => {
    const r = await editor.from('pages').insert({ title: 'Dup', slug: 'winter-appeal' });
    expect(r.status).toBe(409);
    expect(r.error?.code).toBe('23505');
    // PostgreSQL withholds the key values from callers subject to RLS, as on hosted Supabase.
    expect(r.error).toHaveProperty('details');
    expect(r.error?.message).toBe(
      'duplicate key value violates unique constraint "pages_slug_key"',
    );
  });

  it('check violation is 400 23514', async () => {
    const r = await editor.from('pages').insert({ title: 'Bad', slug: 'bad', status: 'deleted' });
    expect(r.status).toBe(400);
    expect(r.error?.code).toBe('23514');
  });

  it('unknown column in select, filter, order is 400 42703; in a payload 400 PGRST204', async () => {
    for (const r of [
      await editor.from('pages').select('nope'),
      await editor.from('pages').select('*').eq('nope', 1),
      await editor.from('pages').select('*').order('nope'),
    ]) {
      expect(r.status).toBe(400);
      expect(r.error).toMatchObject({ code: '42703', message: 'column pages.nope does not exist' });
      expect(r.error).toHaveProperty('details');
      expect(r.error).toHaveProperty('hint');
    }
    const ins = await editor.from('pages').insert({ title: 't', slug: 't', nope: 1 });
    expect(ins.status).toBe(400);
    expect(ins.error).toEqual({
      code: 'PGRST204',
      details: null,
      hint: null,
      message: "Could not find the 'nope' column of 'pages' in the schema cache",
    });
  });

  it('unknown table is 404 PGRST205', async () => {
    const r = await editor.from('nope').select('*');
    expect(r.status).toBe(404);
    expect(r.error?.code).toBe('PGRST205');
  });

  it('an expired JWT is 401 PGRST303; a forged one 401 PGRST301', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ role: 'authenticated', sub: adminId })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(new TextEncoder().encode(server.jwtSecret));
    const res = await fetch(`${server.url}/rest/v1/pages?select=id`, {
      headers: { apikey: server.anonKey, Authorization: `Bearer ${expired}` },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      code: 'PGRST303',
      details: null,
      hint: null,
      message: 'JWT expired',
    });
    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not-the-secret'));
    const res2 = await fetch(`${server.url}/rest/v1/pages?select=id`, {
      headers: { apikey: server.anonKey, Authorization: `Bearer ${forged}` },
    });
    expect(res2.status).toBe(401);
    expect((await res2.json()).code).toBe('PGRST301');
  });
});

describe('storage: error shapes (supabase-wire.md 3.3) and safety', () => {
  it('duplicate upload is statusCode 409', async () => {
    const p = `uploads/dup-${Date.now()}.png`;
    expect(
      (await editor.storage.from('media').upload(p, PNG, { contentType: 'image/png' })).error,
    ).toBeNull();
    const again = await editor.storage.from('media').upload(p, PNG, { contentType: 'image/png' });
    expect(again.error?.name).toBe('StorageApiError');
    expect(again.error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    });
    const upsert = await editor.storage
      .from('media')
      .upload(p, PNG, { contentType: 'image/png', upsert: true });
    expect(upsert.error).toBeNull();
  });

  it('a file over 50 MiB is statusCode 413', async () => {
    const big = Buffer.alloc(50 * 1024 * 1024 + 1);
    PNG.copy(big);
    const r = await editor.storage
      .from('media')
      .upload('uploads/big.png', big, { contentType: 'image/png' });
    expect(r.error).toMatchObject({ status: 400, statusCode: '413' });
  });

  it('bytes that are not an allowed type are statusCode 415, whatever the claimed type', async () => {
    const r = await editor.storage
      .from('media')
      .upload('uploads/fake.png', Buffer.from('<html><script>alert(1)</script></html>'), {
        contentType: 'image/png',
      });
    expect(r.error).toMatchObject({ status: 400, statusCode: '415' });
    const exe = await editor.storage
      .from('media')
      .upload('uploads/x.pdf', Buffer.from('MZ\x90\x00 not a pdf'), {
        contentType: 'application/pdf',
      });
    expect(exe.error).toMatchObject({ statusCode: '415' });
  });

  it('anonymous and profile-less uploads are refused by RLS (statusCode 403)', async () => {
    const anon = await client(server.url, server.anonKey)
      .storage.from('media')
      .upload('uploads/anon.png', PNG, { contentType: 'image/png' });
    expect(anon.error).toMatchObject({ status: 400, statusCode: '403' });
    const nobody = await signedIn(server, 'nobody@example.org');
    const r = await nobody.storage
      .from('media')
      .upload('uploads/nobody.png', PNG, { contentType: 'image/png' });
    expect(r.error).toMatchObject({ statusCode: '403' });
  });

  it('serves SVG so it cannot run script', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const p = `uploads/${Date.now()}.svg`;
    const up = await editor.storage.from('media').upload(p, svg, { contentType: 'image/svg+xml' });
    expect(up.error).toBeNull();
    const res = await fetch(editor.storage.from('media').getPublicUrl(p).data.publicUrl);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('missing objects and buckets are statusCode 404', async () => {
    const r = await editor.storage.from('media').createSignedUrl('uploads/none.png', 60);
    expect(r.error).toMatchObject({ status: 400, statusCode: '404' });
    const b = await editor.storage.from('nope').upload('a.png', PNG, { contentType: 'image/png' });
    expect(b.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });
});

describe('cors', () => {
  it('answers preflight and exposes the headers the client reads', async () => {
    const res = await fetch(`${server.url}/rest/v1/pages`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey,authorization,x-client-info,content-type,prefer',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-headers')).toContain('x-supabase-api-version');
    const get = await fetch(`${server.url}/rest/v1/pages?select=id`, {
      headers: { Origin: 'http://localhost:5173', apikey: server.anonKey },
    });
    expect(get.headers.get('access-control-expose-headers')).toContain('Content-Range');
    expect(get.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
  });
});
