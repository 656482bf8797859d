/**
 * Issue 38: anonymous sign-in as GoTrue answers it ([auth] enable_anonymous_sign_ins), with
 * `is_anonymous` in the user and the JWT, and conversion to a permanent user by
 * updateUser({ email }) and then ({ password }), through supabase-js and raw HTTP; then a change
 * of address with the CLI's defaults (confirmations off: one confirmation of either side).
 */
import { rm } from 'node:fs/promises';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, PASSWORD, projectWith, startTestServer, type TestServer } from './helpers.js';

const ANONYMOUS_ON = [
  '[auth]',
  'site_url = "http://127.0.0.1:3000"',
  'enable_signup = true',
  'enable_anonymous_sign_ins = true',
  '[auth.rate_limit]',
  'anonymous_users = 4',
].join('\n');

async function signupFrom(server: TestServer, ip: string): Promise<Response> {
  return fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: {
      apikey: server.publishableKey,
      'Content-Type': 'application/json',
      'X-Forwarded-For': ip,
    },
    body: '{}',
  });
}

describe('anonymous sign-ins on', () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = await projectWith(ANONYMOUS_ON);
    server = await startTestServer({
      supabaseDir: dir,
      trustedProxies: ['127.0.0.1'],
      mailViewer: { smtpPort: 0 },
    });
  });
  afterAll(async () => {
    await server?.cleanup();
    await rm(dir, { recursive: true, force: true });
  });

  it('starts a session for a new anonymous user, and its JWT says so', async () => {
    const c = client(server.url, server.publishableKey);
    const { data, error } = await c.auth.signInAnonymously({
      options: { data: { theme: 'dark' } },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      is_anonymous: true,
      email: '',
      app_metadata: {},
      user_metadata: { theme: 'dark' },
      identities: [],
      role: 'authenticated',
    });
    const claims = decodeJwt(data.session?.access_token ?? '');
    expect(claims).toMatchObject({ is_anonymous: true, role: 'authenticated', aal: 'aal1' });
    expect((claims.amr as { method: string }[])[0]?.method).toBe('anonymous');
    const me = await c.auth.getUser();
    expect(me.data.user?.is_anonymous).toBe(true);
  });

  it('an anonymous user cannot set a password without an address, nor take one in use', async () => {
    const admin = client(server.url, server.secretKey);
    await admin.auth.admin.createUser({
      email: 'taken@example.org',
      password: PASSWORD,
      email_confirm: true,
    });
    const c = client(server.url, server.publishableKey);
    expect((await c.auth.signInAnonymously()).error).toBeNull();
    const pw = await c.auth.updateUser({ password: PASSWORD });
    expect(pw.error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'Updating password of an anonymous user without an email or phone is not allowed',
    });
    const bad = await c.auth.updateUser({ email: 'not-an-address' });
    expect(bad.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
    const taken = await c.auth.updateUser({ email: 'Taken@example.org' });
    expect(taken.error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
    expect((await c.auth.getUser()).data.user?.is_anonymous).toBe(true);
  });

  it('becomes a permanent e-mail user with updateUser({ email }) then ({ password })', async () => {
    const c = client(server.url, server.publishableKey);
    const anon = await c.auth.signInAnonymously();
    const id = anon.data.user?.id;
    const withEmail = await c.auth.updateUser({ email: 'Kept@Example.org' });
    expect(withEmail.error).toBeNull();
    expect(withEmail.data.user).toMatchObject({
      id,
      email: 'kept@example.org',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(withEmail.data.user?.email_confirmed_at).toBeTruthy();
    expect(withEmail.data.user?.identities?.map((i) => i.provider)).toEqual(['email']);
    const refreshed = await c.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session?.access_token ?? '').is_anonymous).toBe(false);
    const withPassword = await c.auth.updateUser({ password: PASSWORD });
    expect(withPassword.error).toBeNull();
    const again = client(server.url, server.publishableKey);
    const signedIn = await again.auth.signInWithPassword({
      email: 'kept@example.org',
      password: PASSWORD,
    });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.id).toBe(id);
  });

  it('once permanent, a new address is confirmed by mail; with confirmations off either side suffices', async () => {
    // The CLI's defaults: enable_confirmations = false, double_confirm_changes = true.
    const c = client(server.url, server.publishableKey);
    expect((await c.auth.signInAnonymously()).error).toBeNull();
    expect((await c.auth.updateUser({ email: 'settled@example.org' })).error).toBeNull();
    const asked = await c.auth.updateUser({ email: 'moved@example.org' });
    expect(asked.error).toBeNull();
    expect(asked.data.user).toMatchObject({
      email: 'settled@example.org',
      new_email: 'moved@example.org',
    });
    const codeTo = async (to: string) => {
      for (;;) {
        const list = (await (await fetch(`${server.url}/_mail/api/messages`)).json()) as {
          id: string;
          recipients: string[];
        }[];
        const found = list.find((m) => m.recipients.includes(to));
        if (found) {
          const { text } = (await (
            await fetch(`${server.url}/_mail/api/messages/${found.id}`)
          ).json()) as { text: string };
          return /code: (\d{6})/.exec(text)?.[1] ?? '';
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    // Both addresses are mailed, as GoTrue's sendEmailChange does whatever autoconfirm says.
    expect(await codeTo('settled@example.org')).toMatch(/^\d{6}$/);
    const done = await c.auth.verifyOtp({
      type: 'email_change',
      email: 'moved@example.org',
      token: await codeTo('moved@example.org'),
    });
    expect(done.error).toBeNull();
    expect(done.data.user?.email).toBe('moved@example.org');
    expect(done.data.session?.access_token).toBeTruthy();
  });

  it('[auth.rate_limit] anonymous_users bounds anonymous sign-ins per client address an hour', async () => {
    for (let i = 0; i < 4; i += 1) {
      expect((await signupFrom(server, '203.0.113.20')).status).toBe(200);
    }
    const over = await signupFrom(server, '203.0.113.20');
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    expect((await signupFrom(server, '203.0.113.21')).status).toBe(200);
  });
});

describe('anonymous sign-ins on while sign-ups are off', () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = await projectWith(ANONYMOUS_ON.replace('enable_signup = true', 'enable_signup = false'));
    server = await startTestServer({ supabaseDir: dir });
  });
  afterAll(async () => {
    await server?.cleanup();
    await rm(dir, { recursive: true, force: true });
  });

  it("answers GoTrue's signup_disabled", async () => {
    const c = client(server.url, server.publishableKey);
    const { data, error } = await c.auth.signInAnonymously();
    expect(error).toMatchObject({
      status: 422,
      code: 'signup_disabled',
      message: 'Signups not allowed for this instance',
    });
    expect(data.session).toBeNull();
  });
});
