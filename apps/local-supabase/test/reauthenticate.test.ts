/**
 * Issue 38: with sign-ups off and confirmations on, signInWithOtp refuses to sign anybody up
 * and still e-mails members their magic link; resend `signup` sends the confirmation again;
 * reauthenticate and the secure_password_change nonce a session older than GoTrue's 24 hours
 * needs (this server is told sessions are old at once); a code past otp_expiry is refused.
 * Through supabase-js, with GoTrue's bodies. Attacked: a replayed and a guessed nonce, a
 * nonce of another user, a stale magic link.
 */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailCount, mailTo, postAuth } from './auth-mail.js';
import { client, PASSWORD, projectWith, startTestServer, type TestServer } from './helpers.js';

const EXPIRY_SECONDS = 6;

describe('sign-ups off, confirmations on, secure password change', () => {
  let server: TestServer;
  let dir: string;
  const seen = new Set<string>();
  /** When the magic link the expiry test uses was asked for. */
  let staleSince = 0;
  beforeAll(async () => {
    dir = await projectWith(
      [
        '[auth]',
        'site_url = "http://127.0.0.1:3000"',
        'enable_signup = false',
        '[auth.email]',
        'enable_confirmations = true',
        'secure_password_change = true',
        'max_frequency = "1s"',
        `otp_expiry = ${EXPIRY_SECONDS}`,
      ].join('\n'),
    );
    server = await startTestServer({
      supabaseDir: dir,
      mailViewer: { smtpPort: 0 },
      recentSignInSeconds: 0,
    });
    await member('stale@example.org');
    staleSince = Date.now();
    const { error } = await anon().auth.signInWithOtp({ email: 'stale@example.org' });
    expect(error).toBeNull();
  });
  afterAll(async () => {
    await server?.cleanup();
    await rm(dir, { recursive: true, force: true });
  });

  const anon = () => client(server.url, server.publishableKey);
  const admin = () => client(server.url, server.secretKey);

  async function member(email: string, confirmed = true): Promise<void> {
    const { error } = await admin().auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: confirmed,
    });
    expect(error).toBeNull();
  }

  async function signedIn(email: string) {
    const c = anon();
    const { error } = await c.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    return c;
  }

  it('signInWithOtp signs nobody up: "Signups not allowed for this instance", nothing made or sent', async () => {
    await member('pending@example.org', false);
    for (const email of ['stranger@example.org', 'pending@example.org']) {
      const { error } = await anon().auth.signInWithOtp({ email });
      expect(error).toMatchObject({
        status: 422,
        code: 'signup_disabled',
        message: 'Signups not allowed for this instance',
      });
      expect(await mailCount(server, email)).toBe(0);
    }
    const { data } = await admin().auth.admin.listUsers();
    expect(data.users.map((u) => u.email)).not.toContain('stranger@example.org');
  });

  it('resend signup e-mails an unconfirmed account its confirmation again; others get 200 and nothing', async () => {
    await member('unconfirmed@example.org', false);
    const again = await anon().auth.resend({ type: 'signup', email: 'unconfirmed@example.org' });
    expect(again.error).toBeNull();
    const mail = await mailTo(server, 'unconfirmed@example.org', 'Confirm Your Email', seen);
    expect(mail.link).toContain('type=signup');
    const c = anon();
    const verified = await c.auth.verifyOtp({
      email: 'unconfirmed@example.org',
      token: mail.code,
      type: 'signup',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();

    await member('confirmed@example.org');
    for (const email of ['confirmed@example.org', 'nobody@example.org']) {
      const r = await anon().auth.resend({ type: 'signup', email });
      expect(r.error).toBeNull();
      expect(await mailCount(server, email)).toBe(0);
    }
    // No change of address is pending, so nothing to resend.
    const change = await anon().auth.resend({
      type: 'email_change',
      email: 'confirmed@example.org',
    });
    expect(change.error).toBeNull();
    expect(await mailCount(server, 'confirmed@example.org')).toBe(0);
  });

  it('resend email_change sends a pending change again once max_frequency allows; the earlier code stops working', async () => {
    await member('mover@example.org');
    const c = await signedIn('mover@example.org');
    expect((await c.auth.updateUser({ email: 'moved@example.org' })).error).toBeNull();
    const first = await mailTo(server, 'moved@example.org', 'Confirm your new email address', seen);
    // Asked again at once: max_frequency (1 s) refuses it; retried until it is allowed.
    let again = await anon().auth.resend({ type: 'email_change', email: 'mover@example.org' });
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    for (let i = 0; again.error && i < 100; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await anon().auth.resend({ type: 'email_change', email: 'mover@example.org' });
    }
    expect(again.error).toBeNull();
    const second = await mailTo(
      server,
      'moved@example.org',
      'Confirm your new email address',
      seen,
    );
    expect(second.code).not.toBe('');
    const stale = await anon().auth.verifyOtp({
      email: 'moved@example.org',
      token: first.code,
      type: 'email_change',
    });
    expect(stale.error?.code).toBe('otp_expired');
  });

  it("resend refuses malformed requests with GoTrue's bodies", async () => {
    const post = (body: unknown) => postAuth(server, 'resend', body);
    expect(await post({ type: 'recovery', email: 'a@example.org' })).toEqual({
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'Missing one of these types: signup, email_change, sms, phone_change',
      },
    });
    expect(await post({ type: 'signup' })).toMatchObject({
      status: 400,
      body: { message: 'Type provided requires an email address' },
    });
    expect(await post({ type: 'sms', phone: '+447700900123' })).toEqual({
      status: 400,
      body: { code: 'phone_provider_disabled', message: 'Phone logins are disabled' },
    });
    expect(
      await post({ type: 'signup', email: 'a@example.org', phone: '+447700900123' }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Only an email address or phone number should be provided.' },
    });
    expect(await post({ type: 'email_change' })).toMatchObject({
      status: 400,
      body: { message: 'Missing email address or phone number' },
    });
  });

  it('an old session changes its password only with the nonce reauthenticate e-mailed, once', async () => {
    await member('careful@example.org');
    const c = await signedIn('careful@example.org');
    const bare = await c.auth.updateUser({
      password: 'next-password-1',
      current_password: PASSWORD,
    });
    expect(bare.error).toMatchObject({
      status: 400,
      code: 'reauthentication_needed',
      message: 'Password update requires reauthentication',
    });
    const early = await c.auth.updateUser({
      password: 'next-password-1',
      current_password: PASSWORD,
      nonce: '123456',
    });
    expect(early.error).toMatchObject({
      status: 422,
      code: 'reauthentication_not_valid',
      message: 'Nonce has expired or is invalid',
    });

    expect((await c.auth.reauthenticate()).error).toBeNull();
    const mail = await mailTo(server, 'careful@example.org', 'Confirm reauthentication', seen);
    expect(mail.code).toMatch(/^\d{6}$/);
    // Another user's session cannot spend it.
    await member('intruder@example.org');
    const intruder = await signedIn('intruder@example.org');
    const stolen = await intruder.auth.updateUser({
      password: 'intruder-password-1',
      current_password: PASSWORD,
      nonce: mail.code,
    });
    expect(stolen.error?.code).toBe('reauthentication_not_valid');

    const changed = await c.auth.updateUser({
      password: 'next-password-1',
      current_password: PASSWORD,
      nonce: mail.code,
    });
    expect(changed.error).toBeNull();
    const replay = await c.auth.updateUser({
      password: 'next-password-2',
      current_password: 'next-password-1',
      nonce: mail.code,
    });
    expect(replay.error?.code).toBe('reauthentication_not_valid');
    const byNew = await anon().auth.signInWithPassword({
      email: 'careful@example.org',
      password: 'next-password-1',
    });
    expect(byNew.error).toBeNull();
  });

  it('a nonce dies after five wrong guesses', async () => {
    await member('guessed@example.org');
    const c = await signedIn('guessed@example.org');
    expect((await c.auth.reauthenticate()).error).toBeNull();
    const mail = await mailTo(server, 'guessed@example.org', 'Confirm reauthentication', seen);
    const wrong = String((Number(mail.code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i += 1) {
      const guess = await c.auth.updateUser({
        password: 'guessed-password-1',
        current_password: PASSWORD,
        nonce: wrong,
      });
      expect(guess.error?.code).toBe('reauthentication_not_valid');
    }
    const right = await c.auth.updateUser({
      password: 'guessed-password-1',
      current_password: PASSWORD,
      nonce: mail.code,
    });
    expect(right.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
  });

  it('a member still gets a magic link, whose code is refused once otp_expiry has passed', async () => {
    const mail = await mailTo(server, 'stale@example.org', 'Your Magic Link', seen);
    const left = staleSince + EXPIRY_SECONDS * 1000 + 500 - Date.now();
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    const late = await anon().auth.verifyOtp({
      email: 'stale@example.org',
      token: mail.code,
      type: 'magiclink',
    });
    expect(late.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
    const token = new URL(mail.link).searchParams.get('token') ?? '';
    const byLink = await anon().auth.verifyOtp({ token_hash: token, type: 'magiclink' });
    expect(byLink.error?.code).toBe('otp_expired');
  });
});
