/**
 * Issue 38: PKCE for the e-mail flows as GoTrue answers them, through supabase-js clients with
 * `flowType: 'pkce'`: signUp, signInWithOtp and resetPasswordForEmail send a code challenge,
 * the e-mailed link redirects with `?code=`, and exchangeCodeForSession trades it with the
 * verifier for a session. Attacked: a wrong verifier, a code exchanged twice, a link used
 * twice, malformed challenges.
 */
import { rm } from 'node:fs/promises';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTo, postAuth } from './auth-mail.js';
import { client, PASSWORD, projectWith, startTestServer, type TestServer } from './helpers.js';

describe('PKCE e-mail flows, sign-ups and confirmations on', () => {
  let server: TestServer;
  let dir: string;
  const seen = new Set<string>();
  beforeAll(async () => {
    dir = await projectWith(
      [
        '[auth]',
        'site_url = "http://127.0.0.1:3000"',
        'additional_redirect_urls = ["http://127.0.0.1:3000/auth/callback"]',
        'enable_signup = true',
        '[auth.email]',
        'enable_confirmations = true',
      ].join('\n'),
    );
    server = await startTestServer({ supabaseDir: dir, mailViewer: { smtpPort: 0 } });
  });
  afterAll(async () => {
    await server?.cleanup();
    await rm(dir, { recursive: true, force: true });
  });

  /** A PKCE client whose storage the test can read (the code verifier lives there). */
  function pkceClient(): { c: SupabaseClient; verifier(): string } {
    const store = new Map<string, string>();
    const c = createClient(server.url, server.publishableKey, {
      auth: {
        flowType: 'pkce',
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        storage: {
          getItem: (k) => store.get(k) ?? null,
          setItem: (k, v) => void store.set(k, v),
          removeItem: (k) => void store.delete(k),
        },
      },
    });
    const verifier = () => {
      for (const [k, v] of store)
        if (k.includes('code-verifier')) return JSON.parse(v).split('/')[0];
      return '';
    };
    return { c, verifier };
  }

  async function member(email: string): Promise<void> {
    const { error } = await client(server.url, server.secretKey).auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
    });
    expect(error).toBeNull();
  }

  /** Opens an e-mailed link as a browser would and returns where it redirected. */
  async function open(link: string): Promise<URL> {
    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    return new URL(res.headers.get('location') ?? '');
  }

  async function exchangeRaw(authCode: string, verifier: string) {
    const res = await fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: server.publishableKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ auth_code: authCode, code_verifier: verifier }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  it('signUp: the confirmation link redirects with ?code=, exchanged once for a session', async () => {
    const { c, verifier } = pkceClient();
    const { error } = await c.auth.signUp({
      email: 'pkce-joiner@example.org',
      password: PASSWORD,
      options: { emailRedirectTo: 'http://127.0.0.1:3000/auth/callback' },
    });
    expect(error).toBeNull();
    const mail = await mailTo(server, 'pkce-joiner@example.org', 'Confirm Your Email', seen);
    expect(new URL(mail.link).searchParams.get('token')).toMatch(/^pkce_/);
    const to = await open(mail.link);
    expect(`${to.origin}${to.pathname}`).toBe('http://127.0.0.1:3000/auth/callback');
    expect(to.hash).toBe('');
    const code = to.searchParams.get('code') ?? '';
    expect(code).not.toBe('');
    const saved = verifier();
    const exchanged = await c.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe('pkce-joiner@example.org');
    expect(exchanged.data.user?.email_confirmed_at).toBeTruthy();
    expect(exchanged.data.session?.access_token).toBeTruthy();
    expect(await exchangeRaw(code, saved)).toEqual({
      status: 404,
      body: {
        code: 'flow_state_not_found',
        message: 'invalid flow state, no valid flow state found',
      },
    });
    const again = await open(mail.link);
    expect(again.searchParams.get('error_code')).toBe('otp_expired');
    expect(again.searchParams.get('error_description')).toBe(
      'Email link is invalid or has expired',
    );
    expect(again.searchParams.get('code')).toBeNull();
  });

  it('signInWithOtp: a wrong verifier is refused and spends nothing; the right one signs in', async () => {
    await member('pkce-member@example.org');
    const { c } = pkceClient();
    expect((await c.auth.signInWithOtp({ email: 'pkce-member@example.org' })).error).toBeNull();
    const mail = await mailTo(server, 'pkce-member@example.org', 'Your Magic Link', seen);
    const code = (await open(mail.link)).searchParams.get('code') ?? '';
    expect(await exchangeRaw(code, 'x'.repeat(43))).toEqual({
      status: 400,
      body: {
        code: 'bad_code_verifier',
        message: 'code challenge does not match previously saved code verifier',
      },
    });
    expect(await exchangeRaw(code, '')).toMatchObject({
      status: 400,
      body: { message: 'invalid request: both auth code and code verifier should be non-empty' },
    });
    const ok = await c.auth.exchangeCodeForSession(code);
    expect(ok.error).toBeNull();
    expect(ok.data.user?.email).toBe('pkce-member@example.org');
  });

  it('resetPasswordForEmail: the code gives a recovery session that sets a new password', async () => {
    await member('pkce-forgetful@example.org');
    const { c } = pkceClient();
    const sent = await c.auth.resetPasswordForEmail('pkce-forgetful@example.org');
    expect(sent.error).toBeNull();
    const mail = await mailTo(server, 'pkce-forgetful@example.org', 'Reset your password', seen);
    const code = (await open(mail.link)).searchParams.get('code') ?? '';
    const ok = await c.auth.exchangeCodeForSession(code);
    expect(ok.error).toBeNull();
    expect((await c.auth.updateUser({ password: 'a-fresh-password-1' })).error).toBeNull();
    const signedIn = await client(server.url, server.publishableKey).auth.signInWithPassword({
      email: 'pkce-forgetful@example.org',
      password: 'a-fresh-password-1',
    });
    expect(signedIn.error).toBeNull();
  });

  it("refuses malformed challenges with GoTrue's bodies", async () => {
    const post = (body: unknown) => postAuth(server, 'otp', body);
    const email = 'pkce-member@example.org';
    expect(await post({ email, code_challenge: 'a'.repeat(43) })).toEqual({
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'PKCE flow requires code_challenge_method and code_challenge',
      },
    });
    expect(await post({ email, code_challenge: 'short', code_challenge_method: 's256' })).toEqual({
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'code challenge has to be between 43 and 128 characters',
      },
    });
    expect(
      await post({ email, code_challenge: `${'a'.repeat(42)}!`, code_challenge_method: 's256' }),
    ).toMatchObject({
      status: 400,
      body: {
        message:
          'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
      },
    });
  });
});
