/**
 * Issue 38: signInWithOtp by e-mail (magic link and code in one e-mail), verifyOtp `email` /
 * `magiclink` with the code or the token hash, the link itself, generateLink `signup`, and a
 * recent session changing its password under secure_password_change, as GoTrue answers them,
 * through supabase-js on an instance with sign-ups on and confirmations off. Attacked: a
 * replayed code and link, a code under another address, guessing, a foreign redirect, a
 * flood of e-mails to one address. Sign-ups off, confirmations on, resend, reauthenticate
 * and expiry: reauthenticate.test.ts.
 */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailCount, mailTo, postAuth } from './auth-mail.js';
import { client, PASSWORD, projectWith, startTestServer, type TestServer } from './helpers.js';

const MAGIC = 'Your Magic Link';

describe('e-mail OTP and magic links, sign-ups on, confirmations off', () => {
  let server: TestServer;
  let dir: string;
  const seen = new Set<string>();
  beforeAll(async () => {
    dir = await projectWith(
      [
        '[auth]',
        'site_url = "http://127.0.0.1:3000"',
        'additional_redirect_urls = ["http://127.0.0.1:3000/welcome"]',
        'enable_signup = true',
        '[auth.rate_limit]',
        'token_verifications = 60',
        '[auth.email]',
        'enable_confirmations = false',
        'secure_password_change = true',
        'max_frequency = "5s"',
        'otp_length = 8',
      ].join('\n'),
    );
    server = await startTestServer({ supabaseDir: dir, mailViewer: { smtpPort: 0 } });
  });
  afterAll(async () => {
    await server?.cleanup();
    await rm(dir, { recursive: true, force: true });
  });

  const anon = () => client(server.url, server.publishableKey);
  const admin = () => client(server.url, server.secretKey);

  async function member(email: string): Promise<void> {
    const { error } = await admin().auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
    });
    expect(error).toBeNull();
  }

  it('signs a new address up, confirmed, and e-mails a link and a code that sign in once', async () => {
    const c = anon();
    const sent = await c.auth.signInWithOtp({
      email: 'New.Reader@Example.org',
      options: { data: { full_name: 'New Reader' } },
    });
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual({ user: null, session: null });
    const mail = await mailTo(server, 'new.reader@example.org', MAGIC, seen);
    expect(mail.code).toMatch(/^\d{8}$/);
    expect(mail.link).toContain('type=magiclink');

    const { data: listed } = await admin().auth.admin.listUsers();
    const made = listed.users.find((u) => u.email === 'new.reader@example.org');
    expect(made?.email_confirmed_at).toBeTruthy();
    expect(made?.user_metadata).toMatchObject({ full_name: 'New Reader' });

    const verified = await c.auth.verifyOtp({
      email: 'new.reader@example.org',
      token: mail.code,
      type: 'email',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toBeTruthy();
    expect(verified.data.user?.email).toBe('new.reader@example.org');
    const claims = await c.auth.getClaims();
    expect(claims.data?.claims.amr).toEqual([expect.objectContaining({ method: 'otp' })]);

    const replay = await anon().auth.verifyOtp({
      email: 'new.reader@example.org',
      token: mail.code,
      type: 'email',
    });
    expect(replay.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
    // The link died with the code.
    const token = new URL(mail.link).searchParams.get('token') ?? '';
    const byHash = await anon().auth.verifyOtp({ token_hash: token, type: 'magiclink' });
    expect(byHash.error?.code).toBe('otp_expired');
  });

  it('the link signs an existing member in at an allowed redirect, once; a foreign one gets the site URL', async () => {
    await member('linked@example.org');
    const sent = await anon().auth.signInWithOtp({
      email: 'linked@example.org',
      options: { emailRedirectTo: 'http://127.0.0.1:3000/welcome', shouldCreateUser: false },
    });
    expect(sent.error).toBeNull();
    const mail = await mailTo(server, 'linked@example.org', MAGIC, seen);
    const opened = await fetch(mail.link, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const to = new URL(opened.headers.get('location') ?? '');
    expect(`${to.origin}${to.pathname}`).toBe('http://127.0.0.1:3000/welcome');
    const fragment = new URLSearchParams(to.hash.slice(1));
    expect(fragment.get('type')).toBe('magiclink');
    const session = anon();
    const { data } = await session.auth.getUser(fragment.get('access_token') ?? '');
    expect(data.user?.email).toBe('linked@example.org');

    const again = await fetch(mail.link, { redirect: 'manual' });
    const refused = new URLSearchParams(new URL(again.headers.get('location') ?? '').hash.slice(1));
    expect(refused.get('error_code')).toBe('otp_expired');
    expect(refused.get('error_description')).toBe('Email link is invalid or has expired');

    await member('foreign@example.org');
    await anon().auth.signInWithOtp({
      email: 'foreign@example.org',
      options: { emailRedirectTo: 'https://attacker.example/steal' },
    });
    const foreign = await mailTo(server, 'foreign@example.org', MAGIC, seen);
    expect(new URL(foreign.link).searchParams.get('redirect_to')).toBe('http://127.0.0.1:3000');
  });

  it('verifyOtp takes the token hash as magiclink, once', async () => {
    await member('hashed@example.org');
    await anon().auth.signInWithOtp({ email: 'hashed@example.org' });
    const mail = await mailTo(server, 'hashed@example.org', MAGIC, seen);
    const token = new URL(mail.link).searchParams.get('token') ?? '';
    const c = anon();
    const ok = await c.auth.verifyOtp({ token_hash: token, type: 'magiclink' });
    expect(ok.error).toBeNull();
    expect(ok.data.user?.email).toBe('hashed@example.org');
    const replay = await anon().auth.verifyOtp({ token_hash: token, type: 'magiclink' });
    expect(replay.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Email link is invalid or has expired',
    });
    // The code died with the link.
    const code = await anon().auth.verifyOtp({
      email: 'hashed@example.org',
      token: mail.code,
      type: 'magiclink',
    });
    expect(code.error?.code).toBe('otp_expired');
  });

  it('shouldCreateUser false: "Signups not allowed for otp" for an unknown address, nothing made', async () => {
    const { error } = await anon().auth.signInWithOtp({
      email: 'stranger@example.org',
      options: { shouldCreateUser: false },
    });
    expect(error).toMatchObject({
      status: 422,
      code: 'otp_disabled',
      message: 'Signups not allowed for otp',
    });
    const { data } = await admin().auth.admin.listUsers();
    expect(data.users.map((u) => u.email)).not.toContain('stranger@example.org');
    expect(await mailCount(server, 'stranger@example.org')).toBe(0);
  });

  it('a code is refused under another address, and dies after five wrong guesses', async () => {
    await member('guessed@example.org');
    await member('other@example.org');
    await anon().auth.signInWithOtp({ email: 'guessed@example.org' });
    const mail = await mailTo(server, 'guessed@example.org', MAGIC, seen);
    const elsewhere = await anon().auth.verifyOtp({
      email: 'other@example.org',
      token: mail.code,
      type: 'email',
    });
    expect(elsewhere.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const wrong = String((Number(mail.code) + 1) % 100_000_000).padStart(8, '0');
    for (let i = 0; i < 5; i += 1) {
      const guess = await anon().auth.verifyOtp({
        email: 'guessed@example.org',
        token: wrong,
        type: 'magiclink',
      });
      expect(guess.error).toMatchObject({ status: 403, code: 'otp_expired' });
    }
    const right = await anon().auth.verifyOtp({
      email: 'guessed@example.org',
      token: mail.code,
      type: 'magiclink',
    });
    expect(right.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
  });

  it('a second e-mail to one address within max_frequency is refused, and replaces nothing', async () => {
    await member('flood@example.org');
    expect((await anon().auth.signInWithOtp({ email: 'flood@example.org' })).error).toBeNull();
    const first = await mailTo(server, 'flood@example.org', MAGIC, seen);
    const again = await anon().auth.signInWithOtp({ email: 'flood@example.org' });
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(again.error?.message).toMatch(
      /^For security purposes, you can only request this after \d seconds\.$/,
    );
    expect(await mailCount(server, 'flood@example.org')).toBe(1);
    const ok = await anon().auth.verifyOtp({
      email: 'flood@example.org',
      token: first.code,
      type: 'email',
    });
    expect(ok.error).toBeNull();
  });

  it("refuses malformed requests with GoTrue's bodies", async () => {
    const post = (body: unknown) => postAuth(server, 'otp', body);
    expect(await post({ email: 'not-an-address' })).toEqual({
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'Unable to validate email address: invalid format',
      },
    });
    expect(await post({ email: 'a@example.org', channel: 'sms' })).toMatchObject({
      status: 400,
      body: { message: 'Channel should only be specified with Phone OTP' },
    });
    expect(await post({})).toMatchObject({
      status: 400,
      body: { message: 'One of email or phone must be set' },
    });
    expect(await post({ email: 'not-an-address', create_user: false })).toMatchObject({
      status: 422,
      body: { code: 'otp_disabled' },
    });
  });

  it('a session signed in moments ago changes its password without a nonce', async () => {
    await member('recent@example.org');
    const c = anon();
    expect(
      (await c.auth.signInWithPassword({ email: 'recent@example.org', password: PASSWORD })).error,
    ).toBeNull();
    const { error } = await c.auth.updateUser({
      password: 'a-brand-new-password',
      current_password: PASSWORD,
    });
    expect(error).toBeNull();
  });

  it('generateLink signup makes an unconfirmed user with the password; the link confirms it', async () => {
    const links = admin().auth.admin;
    const missing = await links.generateLink({
      type: 'signup',
      email: 'joiner@example.org',
      password: '',
    });
    expect(missing.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Signup requires a valid password',
    });
    const weak = await links.generateLink({
      type: 'signup',
      email: 'joiner@example.org',
      password: 'short',
    });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });

    const made = await links.generateLink({
      type: 'signup',
      email: 'joiner@example.org',
      password: PASSWORD,
      options: { data: { team: 'volunteers' } },
    });
    expect(made.error).toBeNull();
    expect(made.data.properties?.verification_type).toBe('signup');
    expect(made.data.properties?.action_link).toContain('type=signup');
    expect(made.data.user).toMatchObject({
      email: 'joiner@example.org',
      email_confirmed_at: null,
      user_metadata: { team: 'volunteers' },
    });
    const c = anon();
    const confirmed = await c.auth.verifyOtp({
      token_hash: made.data.properties?.hashed_token ?? '',
      type: 'signup',
    });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user?.email_confirmed_at).toBeTruthy();
    const byPassword = await anon().auth.signInWithPassword({
      email: 'joiner@example.org',
      password: PASSWORD,
    });
    expect(byPassword.error).toBeNull();

    const taken = await links.generateLink({
      type: 'signup',
      email: 'joiner@example.org',
      password: PASSWORD,
    });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });

    const magic = await links.generateLink({ type: 'magiclink', email: 'nobody-yet@example.org' });
    expect(magic.error).toBeNull();
    expect(magic.data.properties?.verification_type).toBe('signup');
    expect(magic.data.user?.email_confirmed_at).toBeNull();
  });
});
