/**
 * Issue 38, item 1: `[auth]` of supabase/config.toml read as the Supabase CLI reads it, and
 * GET /auth/v1/settings answering as GoTrue's Settings handler does. Password length and
 * character rules from config.toml are enforced with GoTrue's weak_password body, through
 * supabase-js and raw HTTP; the product's own config keeps sign-up off.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isAuthWeakPasswordError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAuthConfig, splitRequiredCharacters } from '../src/auth/config.js';
import {
  client,
  createStaff,
  PASSWORD,
  projectWith,
  startTestServer,
  type TestServer,
} from './helpers.js';

const SYMBOLS = '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~';

async function settingsOf(server: TestServer): Promise<Record<string, unknown>> {
  const res = await fetch(`${server.url}/auth/v1/settings`, {
    headers: { apikey: server.publishableKey },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

const OAUTH_OFF = {
  apple: false,
  azure: false,
  bitbucket: false,
  discord: false,
  facebook: false,
  snapchat: false,
  figma: false,
  fly: false,
  github: false,
  gitlab: false,
  google: false,
  keycloak: false,
  kakao: false,
  linkedin: false,
  linkedin_oidc: false,
  notion: false,
  spotify: false,
  slack: false,
  slack_oidc: false,
  workos: false,
  twitch: false,
  twitter: false,
};

describe('loadAuthConfig', () => {
  it("takes the CLI's defaults for absent keys and reads every [auth] key it is given", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'auth-toml-'));
    try {
      const write = (text: string) => writeFile(path.join(dir, 'config.toml'), text);
      await write('[auth]\nsite_url = "http://127.0.0.1:3000"\n');
      const defaults = await loadAuthConfig(dir);
      expect(defaults).toMatchObject({
        siteUrl: 'http://127.0.0.1:3000',
        jwtExpiry: 3600,
        refreshTokenRotation: true,
        refreshTokenReuseInterval: 10,
        enableSignup: true,
        anonymousSignIns: false,
        password: { minLength: 6, requiredCharacters: [] },
        email: {
          enableSignup: true,
          doubleConfirmChanges: true,
          enableConfirmations: false,
          securePasswordChange: false,
          otpLength: 6,
          otpExpiry: 3600,
        },
        mfa: { totpEnroll: false, totpVerify: false, maxEnrolledFactors: 10 },
      });
      await write(
        [
          '[auth]',
          'site_url = "https://members.example.org"',
          'additional_redirect_urls = ["https://a.example.org", "https://b.example.org/**"]',
          'jwt_expiry = 600',
          'enable_refresh_token_rotation = false',
          'refresh_token_reuse_interval = 3',
          'enable_signup = false',
          'enable_anonymous_sign_ins = true',
          'minimum_password_length = 12',
          'password_requirements = "lower_upper_letters_digits_symbols"',
          '[auth.rate_limit]',
          'email_sent = 7',
          'sign_in_sign_ups = 11',
          'anonymous_users = 5',
          '[auth.email]',
          'enable_signup = false',
          'double_confirm_changes = false',
          'enable_confirmations = true',
          'secure_password_change = true',
          'max_frequency = "1m30s"',
          '[auth.mfa.totp]',
          'enroll_enabled = true',
          'verify_enabled = true',
        ].join('\n'),
      );
      expect(await loadAuthConfig(dir)).toMatchObject({
        siteUrl: 'https://members.example.org',
        additionalRedirectUrls: ['https://a.example.org', 'https://b.example.org/**'],
        jwtExpiry: 600,
        refreshTokenRotation: false,
        refreshTokenReuseInterval: 3,
        enableSignup: false,
        anonymousSignIns: true,
        password: {
          minLength: 12,
          requiredCharacters: [
            'abcdefghijklmnopqrstuvwxyz',
            'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
            '0123456789',
            SYMBOLS,
          ],
        },
        email: {
          enableSignup: false,
          doubleConfirmChanges: false,
          enableConfirmations: true,
          securePasswordChange: true,
          maxFrequencyMs: 90_000,
        },
        rateLimit: { emailSent: 7, signInSignUps: 11, anonymousUsers: 5 },
        mfa: { totpEnroll: true, totpVerify: true },
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses what the CLI refuses, naming the key', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'auth-toml-'));
    try {
      const write = (text: string) => writeFile(path.join(dir, 'config.toml'), text);
      await write('[auth]\npassword_requirements = "letters"\n');
      await expect(loadAuthConfig(dir)).rejects.toThrow(
        /\[auth\] password_requirements in .* must be one of: "", "letters_digits"/,
      );
      await write('[auth]\nenable_signup = "yes"\n');
      await expect(loadAuthConfig(dir)).rejects.toThrow(
        /\[auth\] enable_signup in .* must be true or false/,
      );
      await write('[auth]\njwt_expiry = 604801\n');
      await expect(loadAuthConfig(dir)).rejects.toThrow(/\[auth\] jwt_expiry/);
      await write('[auth.email]\nmax_frequency = "soon"\n');
      await expect(loadAuthConfig(dir)).rejects.toThrow(/max_frequency .* duration/);
      // GoTrue raises a minimum below 6 to 6.
      await write('[auth]\nminimum_password_length = 2\n');
      expect((await loadAuthConfig(dir)).password.minLength).toBe(6);
      // Without any config.toml nobody has asked for sign-ups: they stay off.
      await rm(path.join(dir, 'config.toml'));
      expect((await loadAuthConfig(dir)).enableSignup).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('splits character sets as GoTrue does, `\\:` a literal colon', () => {
    expect(splitRequiredCharacters('ab:cd')).toEqual(['ab', 'cd']);
    expect(splitRequiredCharacters('a\\:b:c')).toEqual(['a:b', 'c']);
    expect(splitRequiredCharacters('::a::')).toEqual(['a']);
  });
});

describe('GET /auth/v1/settings', () => {
  // Starts its own server: a busy machine may take a while.
  it("reports the product's own config: sign-up off, addresses confirmed automatically", {
    timeout: 120_000,
  }, async () => {
    const server = await startTestServer();
    try {
      expect(await settingsOf(server)).toEqual({
        external: { anonymous_users: false, ...OAUTH_OFF, email: true, phone: false, zoom: false },
        disable_signup: true,
        mailer_autoconfirm: true,
        phone_autoconfirm: true,
        sms_provider: '',
        saml_enabled: false,
        saml_private_key_next_configured: false,
        passkeys_enabled: false,
      });
    } finally {
      await server.cleanup();
    }
  });

  // Starts its own server: a busy machine may take a while.
  it('reports a project with sign-up, anonymous sign-ins and confirmations on', {
    timeout: 120_000,
  }, async () => {
    const dir = await projectWith(
      '[auth]\nsite_url = "http://127.0.0.1:3000"\nenable_signup = true\nenable_anonymous_sign_ins = true\n[auth.email]\nenable_confirmations = true\n[auth.sms]\nenable_confirmations = true\n',
    );
    const server = await startTestServer({ supabaseDir: dir });
    try {
      const body = await settingsOf(server);
      expect(body).toEqual({
        external: { anonymous_users: true, ...OAUTH_OFF, email: true, phone: false, zoom: false },
        disable_signup: false,
        mailer_autoconfirm: false,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
        saml_private_key_next_configured: false,
        passkeys_enabled: false,
      });
      // GoTrue's field order, which a snapshot of its answer would compare.
      expect(Object.keys(body.external as object)).toEqual([
        'anonymous_users',
        ...Object.keys(OAUTH_OFF),
        'email',
        'phone',
        'zoom',
      ]);
    } finally {
      await server.cleanup();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('[auth.email] enable_signup = false', () => {
  // Starts its own server: a busy machine may take a while.
  it("turns GoTrue's e-mail provider off: sign-in and recovery refused as GoTrue refuses them", {
    timeout: 120_000,
  }, async () => {
    const dir = await projectWith(
      '[auth]\nsite_url = "http://127.0.0.1:3000"\n[auth.email]\nenable_signup = false\n',
    );
    const server = await startTestServer({ supabaseDir: dir });
    try {
      await createStaff(server, 'off@example.org', null);
      const c = client(server.url, server.publishableKey);
      const signIn = await c.auth.signInWithPassword({
        email: 'off@example.org',
        password: PASSWORD,
      });
      expect(signIn.error).toMatchObject({
        status: 422,
        code: 'email_provider_disabled',
        message: 'Email logins are disabled',
      });
      const reset = await c.auth.resetPasswordForEmail('off@example.org');
      expect(reset.error).toMatchObject({
        status: 400,
        code: 'email_provider_disabled',
        message: 'Email logins are disabled',
      });
      expect((await settingsOf(server)).external).toMatchObject({ email: false });
    } finally {
      await server.cleanup();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('password rules and token lifetime from config.toml', () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = await projectWith(
      '[auth]\nsite_url = "http://127.0.0.1:3000"\njwt_expiry = 900\nminimum_password_length = 12\npassword_requirements = "lower_upper_letters_digits_symbols"\n',
    );
    server = await startTestServer({ supabaseDir: dir });
  });
  afterAll(async () => {
    await server?.cleanup();
    await rm(dir, { recursive: true, force: true });
  });

  const sets = `abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789, ${SYMBOLS}`;

  it("refuses a weak password with GoTrue's weak_password body, every failed rule named", async () => {
    const res = await fetch(`${server.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: {
        apikey: server.secretKey,
        Authorization: `Bearer ${server.secretKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ email: 'weak@example.org', password: 'short' }),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      code: 'weak_password',
      message: `Password should be at least 12 characters. Password should contain at least one character of each: ${sets}.`,
      weak_password: { reasons: ['length', 'characters'] },
    });

    const admin = client(server.url, server.secretKey);
    const long = await admin.auth.admin.createUser({
      email: 'weak@example.org',
      password: 'longenoughbutplain',
    });
    expect(isAuthWeakPasswordError(long.error)).toBe(true);
    expect(long.error?.code).toBe('weak_password');
    if (isAuthWeakPasswordError(long.error)) expect(long.error.reasons).toEqual(['characters']);
    expect(long.data.user).toBeNull();
    const listed = await admin.auth.admin.listUsers();
    expect(listed.data.users.map((u) => u.email)).not.toContain('weak@example.org');
  });

  it('accepts a password meeting every rule, and updateUser applies the same rules', async () => {
    const admin = client(server.url, server.secretKey);
    const strong = 'Correct-Horse-9';
    const made = await admin.auth.admin.createUser({
      email: 'strong@example.org',
      password: strong,
      email_confirm: true,
    });
    expect(made.error).toBeNull();
    const c = client(server.url, server.publishableKey);
    const signedIn = await c.auth.signInWithPassword({
      email: 'strong@example.org',
      password: strong,
    });
    expect(signedIn.error).toBeNull();
    // [auth] jwt_expiry.
    expect(signedIn.data.session?.expires_in).toBe(900);
    const weak = await c.auth.updateUser({ password: 'Correct-Horse' });
    expect(weak.error?.code).toBe('weak_password');
    expect(weak.error?.message).toBe(
      `Password should contain at least one character of each: ${sets}.`,
    );
    const ok = await c.auth.updateUser({ password: 'Another:Horse-10', current_password: strong });
    expect(ok.error).toBeNull();
  });

  // Starts its own server: a busy machine may take a while.
  it("the product's config keeps its minimum of 8", { timeout: 120_000 }, async () => {
    const product = await startTestServer();
    try {
      await createStaff(product, 'eight@example.org', null);
      const c = client(product.url, product.publishableKey);
      await c.auth.signInWithPassword({ email: 'eight@example.org', password: PASSWORD });
      const short = await c.auth.updateUser({ password: 'seven77' });
      expect(short.error?.code).toBe('weak_password');
      expect(short.error?.message).toBe('Password should be at least 8 characters.');
    } finally {
      await product.cleanup();
    }
  });
});
