/**
 * Findings 6, 7 and 8: an ended session ends its access tokens too (within seconds), hostile
 * input answers 4xx in each service's own shape, and passwords over bcrypt's 72 bytes are
 * refused instead of silently cut.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CACHE_MS } from '../src/identity/caller.js';
import {
  client,
  createStaff,
  PASSWORD,
  signedIn,
  startTestServer,
  type TestServer,
} from './helpers.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await createStaff(server, 'editor@example.org', 'editor');
  await createStaff(server, 'other@example.org', 'editor');
});
afterAll(async () => {
  await server?.cleanup();
});

async function restWith(token: string, pathAndQuery = 'pages?select=slug') {
  const res = await fetch(`${server.url}/rest/v1/${pathAndQuery}`, {
    headers: { apikey: server.anonKey, Authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const settle = () => new Promise((r) => setTimeout(r, SESSION_CACHE_MS + 200));

describe('sessions', () => {
  it('a password change ends every other session, and their access tokens stop working', async () => {
    await createStaff(server, 'changer@example.org', 'editor');
    const a = await signedIn(server, 'changer@example.org');
    const b = await signedIn(server, 'changer@example.org');
    const bToken = (await b.auth.getSession()).data.session?.access_token ?? '';
    expect((await restWith(bToken)).status).toBe(200);
    // The current password is asked again (issue 26).
    const changed = await a.auth.updateUser({
      password: 'a-brand-new-password',
      current_password: PASSWORD,
    });
    expect(changed.error).toBeNull();
    const bUser = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: server.anonKey, Authorization: `Bearer ${bToken}` },
    });
    expect(bUser.status).toBe(403);
    expect(((await bUser.json()) as { code: string }).code).toBe('session_not_found');
    await settle();
    const refused = await restWith(bToken);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('PGRST303');
    // The session that changed it carries on.
    const aToken = (await a.auth.getSession()).data.session?.access_token ?? '';
    expect((await restWith(aToken)).status).toBe(200);
  });

  it('after logout, and after a ban, the access token is refused by REST and Storage', async () => {
    const c = await signedIn(server, 'editor@example.org');
    const token = (await c.auth.getSession()).data.session?.access_token ?? '';
    expect((await restWith(token)).status).toBe(200);
    await c.auth.signOut();
    await settle();
    expect((await restWith(token)).status).toBe(401);
    const list = await fetch(`${server.url}/storage/v1/object/list/media`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ prefix: '' }),
    });
    expect(list.status).toBe(400);
    expect(await list.json()).toMatchObject({ statusCode: '403', code: 'AccessDenied' });

    const d = await signedIn(server, 'other@example.org');
    const dToken = (await d.auth.getSession()).data.session?.access_token ?? '';
    const admin = client(server.url, server.serviceRoleKey);
    const userId = (await d.auth.getUser()).data.user?.id ?? '';
    const ban = await admin.auth.admin.updateUserById(userId, { ban_duration: '24h' });
    expect(ban.error).toBeNull();
    await settle();
    const insert = await fetch(`${server.url}/rest/v1/pages`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        Authorization: `Bearer ${dToken}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ title: 'banned', slug: 'banned-write' }),
    });
    expect(insert.status).toBe(401);
  });
});

describe('malformed input answers 4xx in the real shapes', () => {
  const deepJson = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;

  it('a deeply nested JSON body: REST 400 PGRST102-shaped, auth 400 bad_json', async () => {
    const rest = await fetch(`${server.url}/rest/v1/pages`, {
      method: 'POST',
      headers: {
        apikey: server.serviceRoleKey,
        Authorization: `Bearer ${server.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: deepJson,
    });
    expect(rest.status).toBe(400);
    expect(Object.keys((await rest.json()) as object).sort()).toEqual([
      'code',
      'details',
      'hint',
      'message',
    ]);
    const auth = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
      body: `{"email":${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}}`,
    });
    expect(auth.status).toBe(400);
    expect(((await auth.json()) as { code: string }).code).toBe('bad_json');
  });

  it('a 3,000-deep or=(and(...)) filter is 400 PGRST100', async () => {
    const deep = `${'and('.repeat(3000)}slug.eq.x${')'.repeat(3000)}`;
    const r = await restWith(server.anonKey, `pages?select=slug&or=(${deep})`);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('PGRST100');
  });

  it('a NUL byte in a select alias or a sign-in e-mail is 400', async () => {
    const r = await restWith(server.anonKey, 'pages?select=a%00b:slug');
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('PGRST100');
    const s = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'editor\u0000@example.org', password: PASSWORD }),
    });
    expect(s.status).toBe(400);
    expect(((await s.json()) as { code: string }).code).toBe('validation_failed');
  });

  it("changing a user's e-mail to one that exists is 422 email_exists", async () => {
    const admin = client(server.url, server.serviceRoleKey);
    const { data } = await admin.auth.admin.listUsers();
    const other = data.users.find((u) => u.email === 'other@example.org');
    const res = await admin.auth.admin.updateUserById(other?.id ?? '', {
      email: 'EDITOR@example.org',
    });
    expect(res.error?.status).toBe(422);
    expect(res.error?.code).toBe('email_exists');
  });
});

describe('passwords over 72 bytes', () => {
  it('are refused, not truncated: 40 x "€" is 120 bytes', async () => {
    const admin = client(server.url, server.serviceRoleKey);
    const long = '€'.repeat(40);
    expect(long.length).toBe(40);
    const created = await admin.auth.admin.createUser({
      email: 'euro@example.org',
      password: long,
      email_confirm: true,
    });
    expect(created.error?.status).toBe(422);
    expect(created.error?.message).toBe('Password cannot be longer than 72 characters');
    const c = await signedIn(server, 'editor@example.org');
    const upd = await c.auth.updateUser({ password: `${'€'.repeat(24)}anything` });
    expect(upd.error?.status).toBe(422);
  });
});
