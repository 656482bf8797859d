/**
 * Sign-in methods this server does not provide answer as GoTrue answers on a project where
 * they are not set up (issue 38, item 5), through supabase-js where it has a call for them:
 * OAuth redirects, ID tokens, Web3, phone sign-in, sign-up and OTP, anonymous sign-in (off in
 * the product's config), SAML SSO, and an unknown grant type.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestServer, type TestServer } from './helpers.js';

describe('providers that are not set up', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.cleanup());

  const expectError = (
    error: { status?: number; code?: string; message: string } | null,
    status: number,
    code: string,
    message: string,
  ) => {
    expect(error).toMatchObject({ status, code });
    expect(error?.message).toBe(message);
  };

  it('ID-token sign-in: the provider is not enabled', async () => {
    const c = client(server.url, server.publishableKey);
    const google = await c.auth.signInWithIdToken({ provider: 'google', token: 'x.y.z' });
    expectError(
      google.error,
      400,
      'provider_disabled',
      'Provider (issuer "https://accounts.google.com") is not enabled',
    );
    const other = await c.auth.signInWithIdToken({ provider: 'someone', token: 'x.y.z' });
    expectError(
      other.error,
      400,
      'validation_failed',
      'Custom OIDC provider "someone" not allowed',
    );
    const apple = await c.auth.signInWithIdToken({ provider: 'apple', token: 'not-a-jwt' });
    expectError(
      apple.error,
      400,
      'validation_failed',
      'Unable to detect issuer in ID token for Apple provider',
    );
  });

  it('phone: sign-in, sign-up and SMS OTP are off', async () => {
    const c = client(server.url, server.publishableKey);
    const signIn = await c.auth.signInWithPassword({ phone: '+447700900123', password: 'x' });
    expectError(signIn.error, 422, 'phone_provider_disabled', 'Phone logins are disabled');
    const sms = await c.auth.signInWithOtp({ phone: '+447700900123' });
    expectError(sms.error, 400, 'phone_provider_disabled', 'Unsupported phone provider');
    const noCreate = await c.auth.signInWithOtp({
      phone: '+447700900123',
      options: { shouldCreateUser: false },
    });
    expectError(noCreate.error, 422, 'otp_disabled', 'Signups not allowed for otp');
    const bad = await c.auth.signInWithOtp({ phone: 'call me' });
    expectError(
      bad.error,
      400,
      'validation_failed',
      'Invalid phone number format (E.164 required)',
    );
  });

  it('sign-up is off in the product config, anonymous sign-in too', async () => {
    const c = client(server.url, server.publishableKey);
    const up = await c.auth.signUp({ email: 'new@example.org', password: 'long-enough-1' });
    expectError(up.error, 422, 'signup_disabled', 'Signups not allowed for this instance');
    const anon = await c.auth.signInAnonymously();
    expectError(anon.error, 422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  });

  it('Web3 and SAML SSO are disabled; an unknown grant is unsupported', async () => {
    const c = client(server.url, server.publishableKey);
    const sso = await c.auth.signInWithSSO({ domain: 'example.org' });
    expectError(sso.error, 404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
    const web3 = await fetch(`${server.url}/auth/v1/token?grant_type=web3`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
      body: '{"chain":"ethereum","message":"m","signature":"s"}',
    });
    expect(web3.status).toBe(422);
    expect(await web3.json()).toEqual({
      code: 'web3_provider_disabled',
      message: 'Web3 provider is disabled',
    });
    const odd = await fetch(`${server.url}/auth/v1/token?grant_type=magic`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(odd.status).toBe(400);
    expect(await odd.json()).toEqual({
      code: 'invalid_credentials',
      message: 'unsupported_grant_type',
    });
  });

  it('an OAuth redirect a browser opens answers in the shape GoTrue gives a browser', async () => {
    const c = client(server.url, server.publishableKey);
    const { data } = await c.auth.signInWithOAuth({
      provider: 'github',
      options: { skipBrowserRedirect: true },
    });
    const res = await fetch(data.url ?? '');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 400,
      error_code: 'validation_failed',
      msg: 'Unsupported provider: provider is not enabled',
    });
    const unknown = await fetch(`${server.url}/auth/v1/authorize?provider=myspace`, {
      headers: { 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(await unknown.json()).toEqual({
      code: 'validation_failed',
      message: 'Unsupported provider: Provider myspace could not be found',
    });
  });
});
