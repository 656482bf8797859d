/**
 * Issue 38, item 2: signUp as GoTrue answers it, through supabase-js and raw HTTP, against
 * instances configured as the Supabase CLI configures GoTrue: sign-up on with confirmations
 * off (user and session at once), on with confirmations on (a confirmation e-mail the local
 * mail viewer keeps, then verifyOtp `signup`/`email` with the code or the token hash, or the
 * link), and off (the product's own config). Every refusal is GoTrue's body, nothing
 * half-made is left behind, floods and races are refused.
 */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, PASSWORD, projectWith, startTestServer, type TestServer } from './helpers.js';

interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

async function post(
  server: TestServer,
  route: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await fetch(`${server.url}/auth/v1${route}`, {
    method: 'POST',
    headers: { apikey: server.publishableKey, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as Record<string, unknown>,
  };
}

async function userEmails(server: TestServer): Promise<string[]> {
  const { data, error } = await client(server.url, server.secretKey).auth.admin.listUsers();
  expect(error).toBeNull();
  return data.users.map((u) => u.email ?? '');
}

describe('sign-up on, confirmations off', () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = await projectWith(
      [
        '[auth]',
        'site_url = "http://127.0.0.1:3000"',
        'enable_signup = true',
        '[auth.rate_limit]',
        'sign_in_sign_ups = 12',
        '[auth.email]',
        'enable_confirmations = false',
      ].join('\n'),
    );
    server = await startTestServer({ supabaseDir: dir, trustedProxies: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await server?.cleanup();
    await rm(dir, { recursive: true, force: true });
  });

  it('signs the new user up and in at once, with one email identity', async () => {
    const c = client(server.url, server.publishableKey);
    const { data, error } = await c.auth.signUp({
      email: 'Member@Example.org',
      password: PASSWORD,
      options: { data: { full_name: 'A Member' } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.token_type).toBe('bearer');
    expect(data.user).toMatchObject({
      email: 'member@example.org',
      role: 'authenticated',
      aud: 'authenticated',
      user_metadata: { full_name: 'A Member' },
      app_metadata: { provider: 'email', providers: ['email'] },
      is_anonymous: false,
    });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.identities?.map((i) => i.provider)).toEqual(['email']);
    const me = await c.auth.getUser();
    expect(me.data.user?.id).toBe(data.user?.id);
    const again = client(server.url, server.publishableKey);
    const signedIn = await again.auth.signInWithPassword({
      email: 'member@example.org',
      password: PASSWORD,
    });
    expect(signedIn.error).toBeNull();
  });

  it('refuses an address that is taken with "User already registered"', async () => {
    const c = client(server.url, server.publishableKey);
    const { data, error } = await c.auth.signUp({
      email: 'member@example.org',
      password: 'another-password-1',
    });
    expect(error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    });
    expect(data.user).toBeNull();
    // The password of the account was not changed by the attempt.
    const old = await c.auth.signInWithPassword({
      email: 'member@example.org',
      password: PASSWORD,
    });
    expect(old.error).toBeNull();
  });

  it("refuses bad requests with GoTrue's bodies and makes no user", async () => {
    const cases: [unknown, number, Record<string, unknown>][] = [
      [
        { email: 'a@example.org' },
        400,
        { code: 'validation_failed', message: 'Signup requires a valid password' },
      ],
      [
        { email: 'b@example.org', password: 'short' },
        422,
        {
          code: 'weak_password',
          // The CLI's default minimum_password_length.
          message: 'Password should be at least 6 characters.',
          weak_password: { reasons: ['length'] },
        },
      ],
      [
        { email: 'not-an-address', password: PASSWORD },
        400,
        {
          code: 'validation_failed',
          message: 'Unable to validate email address: invalid format',
        },
      ],
      [
        { email: 'c@example.org', phone: '+447700900123', password: PASSWORD },
        400,
        {
          code: 'validation_failed',
          message: 'Only an email address or phone number should be provided on signup.',
        },
      ],
      [
        { phone: '+447700900123', password: PASSWORD },
        400,
        { code: 'phone_provider_disabled', message: 'Phone signups are disabled' },
      ],
      [
        {},
        422,
        { code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' },
      ],
    ];
    for (const [body, status, expected] of cases) {
      const r = await post(server, '/signup', body, { 'X-Forwarded-For': '198.51.100.1' });
      expect({ status: r.status, body: r.body }).toEqual({ status, body: expected });
    }
    const weak = await client(server.url, server.publishableKey).auth.signUp({
      email: 'b@example.org',
      password: 'short',
    });
    expect(weak.error?.code).toBe('weak_password');
    const emails = await userEmails(server);
    for (const e of ['a@example.org', 'b@example.org', 'c@example.org', 'not-an-address']) {
      expect(emails).not.toContain(e);
    }
  });

  it('two sign-ups of one address at once make one user and one session', async () => {
    const attempt = () =>
      client(server.url, server.publishableKey).auth.signUp({
        email: 'race@example.org',
        password: PASSWORD,
      });
    const results = await Promise.all([attempt(), attempt(), attempt()]);
    expect(results.filter((r) => r.data.session).length).toBe(1);
    for (const r of results.filter((x) => !x.data.session)) {
      expect(r.error?.status).toBe(422);
      expect(['user_already_exists', 'email_exists']).toContain(r.error?.code);
    }
    expect((await userEmails(server)).filter((e) => e === 'race@example.org')).toHaveLength(1);
  });

  it('[auth.rate_limit] sign_in_sign_ups bounds sign-ups per client address in five minutes', async () => {
    const from = { 'X-Forwarded-For': '203.0.113.9' };
    for (let i = 0; i < 12; i += 1) {
      const r = await post(server, '/signup', { email: `f${i}@example.org`, password: 'x' }, from);
      expect(r.body.code).toBe('weak_password');
    }
    const over = await post(
      server,
      '/signup',
      { email: 'f@example.org', password: PASSWORD },
      from,
    );
    expect(over.status).toBe(429);
    expect(over.body).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await userEmails(server)).not.toContain('f@example.org');
    // Another client address is not held back.
    const other = await post(
      server,
      '/signup',
      { email: 'g@example.org', password: PASSWORD },
      { 'X-Forwarded-For': '203.0.113.10' },
    );
    expect(other.status).toBe(200);
  });
});

describe('sign-up on, confirmations on', () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = await projectWith(
      [
        '[auth]',
        'site_url = "http://127.0.0.1:3000"',
        'enable_signup = true',
        '[auth.email]',
        'enable_confirmations = true',
        'max_frequency = "10s"',
      ].join('\n'),
    );
    server = await startTestServer({
      supabaseDir: dir,
      mailViewer: { smtpPort: 0 },
      smtpUrl: undefined,
    });
  });
  afterAll(async () => {
    await server?.cleanup();
    await rm(dir, { recursive: true, force: true });
  });

  interface Message {
    id: string;
    subject: string;
    recipients: string[];
  }

  /** The newest confirmation e-mail to `email` (the viewer keeps every message). */
  async function confirmationTo(
    email: string,
    not?: string,
  ): Promise<{ link: string; code: string; id: string }> {
    for (;;) {
      const list = (await (await fetch(`${server.url}/_mail/api/messages`)).json()) as Message[];
      const found = list.find(
        (m) => m.recipients.includes(email) && m.subject === 'Confirm Your Email' && m.id !== not,
      );
      if (found) {
        const one = (await (
          await fetch(`${server.url}/_mail/api/messages/${found.id}`)
        ).json()) as { text: string };
        const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(one.text)?.[0] ?? '';
        const code = /code: (\d{6})/.exec(one.text)?.[1] ?? '';
        return { link, code, id: found.id };
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('answers with the unconfirmed user and no session, and e-mails a link and a code', async () => {
    const c = client(server.url, server.publishableKey);
    const { data, error } = await c.auth.signUp({ email: 'new@example.org', password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email: 'new@example.org', email_confirmed_at: null });
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    const mail = await confirmationTo('new@example.org');
    expect(mail.link).toContain('type=signup');
    expect(mail.code).toMatch(/^\d{6}$/);

    const early = await c.auth.signInWithPassword({ email: 'new@example.org', password: PASSWORD });
    expect(early.error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    });

    const verified = await c.auth.verifyOtp({
      email: 'new@example.org',
      token: mail.code,
      type: 'signup',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
    expect(verified.data.session?.access_token).toBeTruthy();
    const replay = await c.auth.verifyOtp({
      email: 'new@example.org',
      token: mail.code,
      type: 'signup',
    });
    expect(replay.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
    const later = await c.auth.signInWithPassword({ email: 'new@example.org', password: PASSWORD });
    expect(later.error).toBeNull();
  });

  it("confirms with the link's token hash (type email) and with the link itself", async () => {
    const c = client(server.url, server.publishableKey);
    expect(
      (await c.auth.signUp({ email: 'hash@example.org', password: PASSWORD })).error,
    ).toBeNull();
    const byHash = await confirmationTo('hash@example.org');
    const tokenHash = new URL(byHash.link).searchParams.get('token') ?? '';
    const verified = await c.auth.verifyOtp({ token_hash: tokenHash, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe('hash@example.org');

    expect(
      (await c.auth.signUp({ email: 'link@example.org', password: PASSWORD })).error,
    ).toBeNull();
    const { link } = await confirmationTo('link@example.org');
    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const to = new URL(followed.headers.get('Location') ?? '');
    expect(to.origin).toBe('http://127.0.0.1:3000');
    const fragment = new URLSearchParams(to.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('access_token')).toBeTruthy();
    const again = await fetch(link, { redirect: 'manual' });
    const failed = new URLSearchParams(new URL(again.headers.get('Location') ?? '').hash.slice(1));
    expect(failed.get('error_code')).toBe('otp_expired');
  });

  it('a confirmed address signing up again gets a stand-in user, not the account', async () => {
    const admin = client(server.url, server.secretKey);
    const real = await admin.auth.admin.createUser({
      email: 'taken@example.org',
      password: PASSWORD,
      email_confirm: true,
    });
    const c = client(server.url, server.publishableKey);
    const { data, error } = await c.auth.signUp({
      email: 'taken@example.org',
      password: 'some-other-password',
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe('taken@example.org');
    expect(data.user?.id).not.toBe(real.data.user?.id);
    expect(data.user?.email_confirmed_at).toBeNull();
    const old = await c.auth.signInWithPassword({ email: 'taken@example.org', password: PASSWORD });
    expect(old.error).toBeNull();
  });

  it('an unconfirmed address gets a new e-mail, not more often than max_frequency', {
    timeout: 60_000,
  }, async () => {
    const c = client(server.url, server.publishableKey);
    const first = await c.auth.signUp({ email: 'twice@example.org', password: PASSWORD });
    expect(first.error).toBeNull();
    const one = await confirmationTo('twice@example.org');
    const soon = await post(server, '/signup', { email: 'twice@example.org', password: PASSWORD });
    expect(soon.status).toBe(429);
    expect(soon.body.code).toBe('over_email_send_rate_limit');
    expect(String(soon.body.message)).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
    let again = soon;
    // Waits as long as the answer says (each try counts against sign_in_sign_ups too).
    while (again.status === 429 && again.body.code === 'over_email_send_rate_limit') {
      const seconds = Number(again.headers.get('Retry-After'));
      expect(seconds).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      again = await post(server, '/signup', { email: 'twice@example.org', password: PASSWORD });
    }
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.data.user?.id);
    const two = await confirmationTo('twice@example.org', one.id);
    // The newer code replaced the older one.
    const stale = await c.auth.verifyOtp({
      email: 'twice@example.org',
      token: one.code,
      type: 'signup',
    });
    if (one.code !== two.code) expect(stale.error?.code).toBe('otp_expired');
    const fresh = await c.auth.verifyOtp({
      email: 'twice@example.org',
      token: two.code,
      type: 'signup',
    });
    expect(fresh.error).toBeNull();
  });
});

describe("sign-up off (the product's config)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.cleanup());

  it("refuses with GoTrue's signup_disabled", async () => {
    const c = client(server.url, server.publishableKey);
    const { data, error } = await c.auth.signUp({ email: 'x@example.org', password: PASSWORD });
    expect(error).toMatchObject({
      status: 422,
      code: 'signup_disabled',
      message: 'Signups not allowed for this instance',
    });
    expect(data.user).toBeNull();
    expect(await userEmails(server)).not.toContain('x@example.org');
  });
});

describe('confirmations on with no way to send mail', () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = await projectWith(
      '[auth]\nsite_url = "http://127.0.0.1:3000"\nenable_signup = true\n[auth.email]\nenable_confirmations = true\n',
    );
    server = await startTestServer({ supabaseDir: dir, smtpUrl: undefined });
  });
  afterAll(async () => {
    await server?.cleanup();
    await rm(dir, { recursive: true, force: true });
  });

  it('fails as GoTrue does when the confirmation cannot be sent, leaving no account', async () => {
    const r = await post(server, '/signup', { email: 'lost@example.org', password: PASSWORD });
    expect(r.status).toBe(500);
    expect(r.body).toEqual({
      code: 'unexpected_failure',
      message: 'Error sending confirmation email',
    });
    expect(await userEmails(server)).not.toContain('lost@example.org');
  });
});
