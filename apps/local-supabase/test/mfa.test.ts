/**
 * MFA with TOTP (issue 38, item 3) through supabase-js, with GoTrue's status codes and error
 * bodies: enrol, challenge, verify raising the session to aal2 with `amr`, what an aal1
 * session may not do, unenrol, the admin factor API, and RLS on auth.jwt()->>'aal' (a table
 * readable only at aal2). Replays, other users' factors and floods are refused. [auth.mfa] of
 * the fixture's config.toml turns TOTP on; without it enrolment and verification are refused.
 */
import { fileURLToPath } from 'node:url';
import type { SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode, totpStep } from '../src/auth/totp.js';
import { client, PASSWORD, startTestServer, type TestServer } from './helpers.js';

const supabaseDir = fileURLToPath(new URL('./fixtures/mfa', import.meta.url));

async function user(server: TestServer, email: string): Promise<string> {
  const admin = client(server.url, server.serviceRoleKey);
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
  });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
  return data.user.id;
}

async function signIn(server: TestServer, email: string): Promise<SupabaseClient> {
  const c = client(server.url, server.publishableKey);
  const { error } = await c.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  return c;
}

/** A code of a time step not used yet (each step's code is accepted once). */
function code(secret: string, offset = 0): string {
  return totpCode(secret, totpStep(Date.now()) + offset);
}

/** Waits, when less than 20 s of the current 30 s step are left, for the next one to begin. */
async function earlyInStep(): Promise<void> {
  const into = (Date.now() % 30_000) / 1000;
  if (into > 10) await new Promise((resolve) => setTimeout(resolve, (30 - into) * 1000 + 100));
}

async function notes(c: SupabaseClient): Promise<unknown[]> {
  const { data, error } = await c.from('aal2_notes').select('body');
  expect(error).toBeNull();
  return data ?? [];
}

describe('MFA with TOTP', () => {
  let server: TestServer;
  let secret = '';
  let factorId = '';
  beforeAll(async () => {
    server = await startTestServer({ supabaseDir });
    await user(server, 'mfa@example.org');
    await user(server, 'other@example.org');
  });
  afterAll(() => server?.cleanup());

  it('enrols, challenges and verifies: the session becomes aal2 and RLS lets it read', async () => {
    const c = await signIn(server, 'mfa@example.org');
    const bystander = await signIn(server, 'mfa@example.org');
    const bystanderToken = (await bystander.auth.getSession()).data.session?.access_token;
    const before = await c.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    expect(await notes(c)).toEqual([]);

    const enrolled = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone app' });
    expect(enrolled.error).toBeNull();
    const totp = enrolled.data?.totp;
    expect(enrolled.data).toMatchObject({ type: 'totp', friendly_name: 'Phone app' });
    expect(totp?.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totp?.uri).toBe(
      `otpauth://totp/127.0.0.1%3A4999:mfa%40example.org?algorithm=SHA1&digits=6&issuer=127.0.0.1%3A4999&period=30&secret=${totp?.secret}`,
    );
    expect(totp?.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    secret = totp?.secret ?? '';
    factorId = enrolled.data?.id ?? '';

    const same = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone app' });
    expect(same.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
    expect(same.error?.message).toBe(
      'A factor with the friendly name "Phone app" for this user already exists',
    );

    const listed = await c.auth.mfa.listFactors();
    expect(listed.data?.all).toHaveLength(1);
    expect(listed.data?.totp).toEqual([]); // not verified yet

    const challenge = await c.auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    expect(challenge.data?.expires_at).toBeGreaterThan(Date.now() / 1000 + 200);
    const wrong = await c.auth.mfa.verify({
      factorId,
      challengeId: challenge.data?.id ?? '',
      code: code(secret, 5),
    });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect(wrong.error?.message).toBe('Invalid TOTP code entered');

    // The last step's code (this step's and the next's are the later tests'), sent early in a
    // step so that a slow run cannot see the step pass before the server checks it.
    await earlyInStep();
    const used = code(secret, -1);
    const ok = await c.auth.mfa.verify({
      factorId,
      challengeId: challenge.data?.id ?? '',
      code: used,
    });
    expect(ok.error).toBeNull();
    const claims = decodeJwt(ok.data?.access_token ?? '');
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((a) => a.method)).toEqual(['totp', 'password']);
    const after = await c.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(after.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(await notes(c)).toEqual([{ body: 'for aal2 eyes' }]);
    expect((await c.auth.mfa.listFactors()).data?.totp.map((f) => f.status)).toEqual(['verified']);

    // The challenge is spent, and the code's step too.
    const again = await c.auth.mfa.verify({
      factorId,
      challengeId: challenge.data?.id ?? '',
      code: code(secret),
    });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });
    expect(again.error?.message).toBe('Challenge and verify IP addresses mismatch.');
    // The very code accepted above (recomputing it could name a later step on a slow run).
    const replay = await c.auth.mfa.challengeAndVerify({ factorId, code: used });
    expect(replay.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });

    // As GoTrue: verifying ends the user's other aal1 sessions.
    const gone = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: server.anonKey, Authorization: `Bearer ${bystanderToken}` },
    });
    expect(gone.status).toBe(403);
    expect(((await gone.json()) as { code: string }).code).toBe('session_not_found');
    // Up to 20 s waiting for a step to begin, on top of the requests.
  }, 90_000);

  it('a new sign-in is aal1 until the factor is passed; aal1 may not add or remove factors', async () => {
    const c = await signIn(server, 'mfa@example.org');
    const level = await c.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    expect(await notes(c)).toEqual([]);
    const more = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Second' });
    expect(more.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    expect(more.error?.message).toBe('AAL2 required to enroll a new factor');
    const drop = await c.auth.mfa.unenroll({ factorId });
    expect(drop.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    expect(drop.error?.message).toBe('AAL2 required to unenroll verified factor');
    // Nor change the e-mail address (GoTrue's user.go), before any mail is sent.
    const moved = await c.auth.updateUser({ email: 'elsewhere@example.org' });
    expect(moved.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    expect(moved.error?.message).toBe(
      'AAL2 session is required to update email or password when MFA is enabled.',
    );
    expect((await c.auth.getUser()).data.user?.new_email).toBeUndefined();

    const passed = await c.auth.mfa.challengeAndVerify({ factorId, code: code(secret) });
    expect(passed.error).toBeNull();
    expect(await notes(c)).toEqual([{ body: 'for aal2 eyes' }]);
    // A refresh keeps the level: it belongs to the session.
    const refreshed = await c.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session?.access_token ?? '').aal).toBe('aal2');
  });

  it("refuses another user's factor, unknown ids and empty codes in GoTrue's words", async () => {
    const other = await signIn(server, 'other@example.org');
    const theirs = await other.auth.mfa.challenge({ factorId });
    expect(theirs.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    expect(theirs.error?.message).toBe('Factor not found');
    const { data } = await other.auth.getSession();
    const res = await fetch(`${server.url}/auth/v1/factors/not-a-uuid/challenge`, {
      method: 'POST',
      headers: { apikey: server.anonKey, Authorization: `Bearer ${data.session?.access_token}` },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      code: 'validation_failed',
      message: 'factor_id must be an UUID',
    });
    const mine = await other.auth.mfa.enroll({ factorType: 'totp' });
    const empty = await other.auth.mfa.verify({
      factorId: mine.data?.id ?? '',
      challengeId: '00000000-0000-0000-0000-000000000000',
      code: '',
    });
    expect(empty.error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(empty.error?.message).toBe('Code needs to be non-empty');
    const phone = await other.auth.mfa.enroll({ factorType: 'phone', phone: '+447700900000' });
    expect(phone.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' });
    const anonymous = await fetch(`${server.url}/auth/v1/factors`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
      body: '{"factor_type":"totp"}',
    });
    expect(anonymous.status).toBe(403);
    expect(await anonymous.json()).toEqual({
      code: 'bad_jwt',
      message: 'invalid claim: missing sub claim',
    });
  });

  it('the admin API lists and deletes factors; deletion drops the sessions to aal1', async () => {
    const c = await signIn(server, 'mfa@example.org');
    await c.auth.mfa.challengeAndVerify({ factorId, code: code(secret, 1) });
    const admin = client(server.url, server.secretKey);
    const userId = (await c.auth.getUser()).data.user?.id ?? '';
    const list = await admin.auth.admin.mfa.listFactors({ userId });
    expect(list.error).toBeNull();
    expect(list.data?.factors.map((f) => [f.id, f.status, f.factor_type])).toEqual([
      [factorId, 'verified', 'totp'],
    ]);
    const del = await admin.auth.admin.mfa.deleteFactor({ userId, id: factorId });
    expect(del.error).toBeNull();
    const refreshed = await c.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session?.access_token ?? '').aal).toBe('aal1');
    expect(await notes(c)).toEqual([]);
    const missing = await admin.auth.admin.mfa.deleteFactor({ userId, id: factorId });
    expect(missing.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const notAdmin = await c.auth.admin.mfa.listFactors({ userId });
    expect(notAdmin.error?.status).toBe(403);
  });

  it('an aal2 session unenrols its own factor', async () => {
    const c = await signIn(server, 'other@example.org');
    const f = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Keys' });
    const s = f.data?.totp.secret ?? '';
    const id = f.data?.id ?? '';
    expect((await c.auth.mfa.challengeAndVerify({ factorId: id, code: code(s) })).error).toBeNull();
    const gone = await c.auth.mfa.unenroll({ factorId: id });
    expect(gone.error).toBeNull();
    expect(gone.data).toEqual({ id });
    expect((await c.auth.mfa.listFactors()).data?.all).toEqual([]);
  });

  it('limits challenges and verifications per address (GoTrue: 15 a minute)', async () => {
    const c = await signIn(server, 'other@example.org');
    const f = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Flood' });
    let limited: unknown;
    for (let i = 0; i < 20 && !limited; i++) {
      const r = await c.auth.mfa.challenge({ factorId: f.data?.id ?? '' });
      if (r.error) limited = r.error;
    }
    expect(limited).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
  });
});

describe('MFA switched off in config.toml', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ supabaseDir, mfa: { totpEnroll: false, totpVerify: false } });
    await user(server, 'nomfa@example.org');
  });
  afterAll(() => server?.cleanup());

  it("answers GoTrue's 'disabled' errors", async () => {
    const c = await signIn(server, 'nomfa@example.org');
    const enrolled = await c.auth.mfa.enroll({ factorType: 'totp' });
    expect(enrolled.error).toMatchObject({ status: 422, code: 'mfa_totp_enroll_not_enabled' });
    expect(enrolled.error?.message).toBe('MFA enroll is disabled for TOTP');
  });
});
