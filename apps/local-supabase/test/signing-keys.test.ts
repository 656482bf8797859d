/**
 * Signing keys and API keys as a new hosted project has them (issue 38, item 4), through
 * supabase-js: ES256 access tokens with a `kid`, the JWKS that getClaims verifies them with
 * locally, REST and Storage accepting them; the legacy HS256 keys still working; the
 * `sb_publishable_…` / `sb_secret_…` keys standing for anon and service_role everywhere; and
 * the forgeries a verifier must refuse. HS256 legacy mode keeps the old behaviour.
 */
import { createHmac, generateKeyPairSync } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { decodeProtectedHeader, SignJWT } from 'jose';
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

const b64url = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

describe('asymmetric signing keys (default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await createStaff(server, 'keys-editor@example.org', 'editor');
  });
  afterAll(() => server?.cleanup());

  it('publishes one ES256 public key, without its private part, for anyone', async () => {
    const res = await fetch(`${server.url}/auth/v1/.well-known/jwks.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=600');
    const body = (await res.json()) as { keys: Record<string, unknown>[] };
    expect(body.keys).toHaveLength(1);
    const [key] = body.keys;
    expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(key?.kid).toEqual(expect.any(String));
    expect(key).not.toHaveProperty('d');
    expect(server.jwtAlgorithm).toBe('ES256');
  });

  it('signs access tokens with it; getClaims verifies them locally, never asking /user', async () => {
    const paths: string[] = [];
    const c = client(server.url, server.anonKey);
    const { data, error } = await c.auth.signInWithPassword({
      email: 'keys-editor@example.org',
      password: PASSWORD,
    });
    expect(error).toBeNull();
    const token = data.session?.access_token ?? '';
    const header = decodeProtectedHeader(token);
    const jwks = (await (await fetch(`${server.url}/auth/v1/.well-known/jwks.json`)).json()) as {
      keys: { kid: string }[];
    };
    expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT', kid: jwks.keys[0]?.kid });

    // A client whose requests are recorded, for getClaims' round trips.
    const watched = createClient(server.url, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: {
        fetch: (input, init) => {
          paths.push(new URL(String(input instanceof Request ? input.url : input)).pathname);
          return fetch(input, init);
        },
      },
    });
    const claims = await watched.auth.getClaims(token);
    expect(claims.error).toBeNull();
    expect(claims.data?.claims).toMatchObject({
      role: 'authenticated',
      aal: 'aal1',
      email: 'keys-editor@example.org',
    });
    expect(paths).toEqual(['/auth/v1/.well-known/jwks.json']);

    // A token whose payload was changed no longer verifies.
    const [h, , s] = token.split('.');
    const tampered = `${h}.${b64url({ ...claims.data?.claims, role: 'service_role' })}.${s}`;
    const bad = await watched.auth.getClaims(tampered);
    expect(bad.error?.message).toBe('Invalid JWT signature');
  });

  it('REST and Storage accept the ES256 tokens; the legacy HS256 keys still work', async () => {
    const editor = await signedIn(server, 'keys-editor@example.org');
    const own = await editor.from('admin_users').select('role');
    expect(own.error).toBeNull();
    expect(own.data).toEqual([{ role: 'editor' }]);
    const path = `uploads/keys-${Date.now()}.png`;
    const up = await editor.storage.from('media').upload(path, PNG, { contentType: 'image/png' });
    expect(up.error).toBeNull();
    // The legacy anon key (HS256, the shared secret) is still a valid key.
    const anon = await client(server.url, server.anonKey).from('pages').select('slug').limit(1);
    expect(anon.error).toBeNull();
    // anon has no grant on the staff table: the same refusal through either key.
    const refused = await client(server.url, server.anonKey).from('admin_users').select('role');
    expect(refused.error?.code).toBe('42501');
    const service = await client(server.url, server.serviceRoleKey).auth.admin.listUsers();
    expect(service.error).toBeNull();
  });

  it('refuses forged tokens: HS256 over the public key, another key with the same kid, alg none', async () => {
    const jwks = (await (await fetch(`${server.url}/auth/v1/.well-known/jwks.json`)).json()) as {
      keys: { kid: string; x: string; y: string }[];
    };
    const kid = jwks.keys[0]?.kid ?? '';
    const now = Math.floor(Date.now() / 1000);
    const payload = { role: 'service_role', iat: now, exp: now + 600 };
    // Algorithm confusion: the published key used as an HMAC secret.
    const hsHead = b64url({ alg: 'HS256', typ: 'JWT', kid });
    const hsBody = b64url(payload);
    const hsSig = createHmac('sha256', JSON.stringify(jwks.keys[0]))
      .update(`${hsHead}.${hsBody}`)
      .digest('base64url');
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const otherKey = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid })
      .sign(privateKey);
    const none = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(payload)}.`;
    for (const forged of [`${hsHead}.${hsBody}.${hsSig}`, otherKey, none]) {
      const res = await fetch(`${server.url}/rest/v1/admin_users?select=role`, {
        headers: { apikey: server.anonKey, Authorization: `Bearer ${forged}` },
      });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { code: string }).code).toBe('PGRST301');
      const admin = await fetch(`${server.url}/auth/v1/admin/users`, {
        headers: { apikey: server.anonKey, Authorization: `Bearer ${forged}` },
      });
      expect(admin.status).toBe(401);
    }
  });
});

describe('publishable and secret API keys', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await createStaff(server, 'newkeys-editor@example.org', 'editor');
  });
  afterAll(() => server?.cleanup());

  it('are made once, in the new format, beside the legacy keys', () => {
    expect(server.publishableKey).toMatch(/^sb_publishable_[A-Za-z0-9_-]{20,}$/);
    expect(server.secretKey).toMatch(/^sb_secret_[A-Za-z0-9_-]{20,}$/);
  });

  it('the publishable key acts as anon: reads, sign-in, then the user token', async () => {
    const viaNew = client(server.url, server.publishableKey);
    const viaLegacy = client(server.url, server.anonKey);
    const a = await viaNew.from('pages').select('slug').order('slug');
    const b = await viaLegacy.from('pages').select('slug').order('slug');
    expect(a.error).toBeNull();
    expect(a.data).toEqual(b.data);
    expect((await viaNew.from('admin_users').select('role')).error?.code).toBe('42501');
    const signIn = await viaNew.auth.signInWithPassword({
      email: 'newkeys-editor@example.org',
      password: PASSWORD,
    });
    expect(signIn.error).toBeNull();
    // Signed in, the user's token goes in Authorization and the key stays in apikey.
    const own = await viaNew.from('admin_users').select('role');
    expect(own.data).toEqual([{ role: 'editor' }]);
    const path = `uploads/newkey-${Date.now()}.png`;
    const up = await viaNew.storage.from('media').upload(path, PNG, { contentType: 'image/png' });
    expect(up.error).toBeNull();
    // ...and the publishable key alone is not an admin.
    const notAdmin = await client(server.url, server.publishableKey).auth.admin.listUsers();
    expect(notAdmin.error?.status).toBe(403);
  });

  it('the secret key acts as service_role: the admin API and RLS bypassed', async () => {
    const secret = client(server.url, server.secretKey);
    const users = await secret.auth.admin.listUsers();
    expect(users.error).toBeNull();
    expect(users.data.users.map((u) => u.email)).toContain('newkeys-editor@example.org');
    const rows = await secret.from('admin_users').select('role');
    expect(rows.data).toEqual([{ role: 'editor' }]);
    const buckets = await secret.storage.listBuckets();
    expect(buckets.error).toBeNull();
  });

  it('refuses a key it does not know, and a secret key from a browser, as hosted does', async () => {
    for (const key of ['sb_publishable_wrong', 'sb_secret_wrong', `${server.secretKey}x`]) {
      const res = await fetch(`${server.url}/rest/v1/pages?select=slug`, {
        headers: { apikey: key, Authorization: `Bearer ${key}` },
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      });
    }
    const browser = await fetch(`${server.url}/auth/v1/admin/users`, {
      headers: {
        apikey: server.secretKey,
        Authorization: `Bearer ${server.secretKey}`,
        'User-Agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36',
      },
    });
    expect(browser.status).toBe(401);
    expect(await browser.json()).toEqual({ message: 'Forbidden use of secret API key in browser' });
    // The publishable key is meant for browsers.
    const page = await fetch(`${server.url}/rest/v1/pages?select=slug&limit=1`, {
      headers: { apikey: server.publishableKey, 'User-Agent': 'Mozilla/5.0 Firefox/140.0' },
    });
    expect(page.status).toBe(200);
  });

  it('a secret key as the bearer cannot ride on a publishable apikey into a browser', async () => {
    const res = await fetch(`${server.url}/rest/v1/admin_users?select=role`, {
      headers: {
        apikey: server.publishableKey,
        Authorization: `Bearer ${server.secretKey}`,
        'User-Agent': 'Mozilla/5.0 Firefox/140.0',
      },
    });
    expect(res.status).toBe(401);
  });
});

describe('legacy HS256 mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ jwtAlgorithm: 'HS256' });
    await createStaff(server, 'legacy-editor@example.org', 'editor');
  });
  afterAll(() => server?.cleanup());

  it('signs with the shared secret, publishes no key, and getClaims asks /user', async () => {
    const jwks = await fetch(`${server.url}/auth/v1/.well-known/jwks.json`);
    expect(await jwks.json()).toEqual({ keys: [] });
    const c = await signedIn(server, 'legacy-editor@example.org');
    const { data } = await c.auth.getSession();
    const token = data.session?.access_token ?? '';
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = await c.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims.email).toBe('legacy-editor@example.org');
    expect((await c.from('admin_users').select('role')).data).toEqual([{ role: 'editor' }]);
    // The new keys work in legacy mode too.
    const viaNew = await client(server.url, server.secretKey).auth.admin.listUsers();
    expect(viaNew.error).toBeNull();
  });
});
