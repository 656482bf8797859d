/**
 * Issue 37: the mailing list's storage through the real supabase-js client against
 * local-supabase with the migrations: who may read what, bad input, the tokens (single use,
 * expiring, stored hashed), the same answer for an address already on the list, leaving, the
 * purge of pending sign-ups, staff removal and erasure.
 */
import { createHash } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type Backend, startBackend } from './harness';

const OPTIONS = { auth: { persistSession: false, autoRefreshToken: false } };
const CONSENT = 'Yes, e-mail me news and appeals. I can leave at any time.';

let backend: Backend;
let service: SupabaseClient;
let anon: SupabaseClient;

interface SignUp {
  mail: boolean;
  confirm_token?: string;
  unsubscribe_token?: string;
}

async function signUp(email: string, client = '203.0.113.1', firstName = ''): Promise<SignUp> {
  const { data, error } = await service.rpc('subscribe', {
    email,
    first_name: firstName,
    consent_text: CONSENT,
    consent_page: '/stay-connected',
    client_address: client,
  });
  if (error) throw new Error(`${error.code}: ${error.message}`);
  return data as SignUp;
}

async function rowOf(email: string) {
  const { data, error } = await service
    .from('subscribers')
    .select('*')
    .ilike('email', email)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data as Record<string, unknown> | null;
}

beforeAll(async () => {
  backend = await startBackend();
  service = createClient(backend.url, backend.serviceRoleKey, OPTIONS);
  anon = createClient(backend.url, backend.anonKey, OPTIONS);
}, 120_000);
afterAll(async () => {
  await backend?.stop();
});

describe('subscribers (issue 37)', () => {
  it('anonymous callers can neither read, list, insert, change nor sign up directly', async () => {
    await signUp('reader@example.org');
    const read = await anon.from('subscribers').select('*');
    expect(read.error?.code).toBe('42501');
    const tokens = await anon.from('subscriber_tokens').select('*');
    expect(tokens.error?.code).toBe('42501');
    const insert = await anon.from('subscribers').insert({
      email: 'forged@example.org',
      consent_text: CONSENT,
      consent_page: '/',
      status: 'confirmed',
    });
    expect(insert.error?.code).toBe('42501');
    const update = await anon
      .from('subscribers')
      .update({ status: 'confirmed' })
      .eq('email', 'reader@example.org');
    expect(update.error?.code).toBe('42501');
    const rpc = await anon.rpc('subscribe', {
      email: 'anon@example.org',
      first_name: '',
      consent_text: CONSENT,
      consent_page: '/',
    });
    expect(rpc.error).not.toBeNull();
    expect(await rowOf('anon@example.org')).toBeNull();
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    for (const [email, firstName, consent, page] of [
      ['not-an-address', '', CONSENT, '/'],
      ['', '', CONSENT, '/'],
      ['a@b.c<script>', '', CONSENT, '/'],
      ['ok@example.org', '<b>', CONSENT, '/'],
      ['ok@example.org', 'x'.repeat(51), CONSENT, '/'],
      ['ok@example.org', '', '', '/'],
      ['ok@example.org', '', CONSENT, 'https://evil.example/'],
    ]) {
      const { error, status } = await service.rpc('subscribe', {
        email,
        first_name: firstName,
        consent_text: consent,
        consent_page: page,
      });
      expect(status, `${email} ${firstName} ${page}`).toBe(400);
      expect(error?.code).toBe('22023');
    }
    expect(await rowOf('ok@example.org')).toBeNull();
  });

  it('stores a pending subscriber with its consent record and only hashes of the tokens', async () => {
    const first = await signUp('Pending@Example.org', '203.0.113.2', 'Amina');
    expect(first.mail).toBe(true);
    expect(first.confirm_token).toMatch(/^[0-9a-f]{64}$/);
    const row = await rowOf('pending@example.org');
    expect(row).toMatchObject({
      email: 'Pending@Example.org',
      first_name: 'Amina',
      status: 'pending',
      consent_text: CONSENT,
      consent_page: '/stay-connected',
      confirmed_at: null,
    });
    const { data: tokens } = await service
      .from('subscriber_tokens')
      .select('token_hash,purpose,expires_at')
      .eq('subscriber_id', row?.id as string);
    const hash = createHash('sha256')
      .update(first.confirm_token ?? '')
      .digest('hex');
    expect(tokens?.map((t) => t.token_hash)).toContain(hash);
    expect(JSON.stringify(tokens)).not.toContain(first.confirm_token);
    const confirm = tokens?.find((t) => t.purpose === 'confirm');
    const days = (Date.parse(confirm?.expires_at ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('confirms once: the token is single use', async () => {
    const { confirm_token } = await signUp('once@example.org', '203.0.113.3');
    const first = await anon.rpc('confirm_subscription', { token: confirm_token });
    expect(first.error).toBeNull();
    expect(await rowOf('once@example.org')).toMatchObject({ status: 'confirmed' });
    const again = await anon.rpc('confirm_subscription', { token: confirm_token });
    expect(again.status).toBe(400);
    expect(again.error?.message).toBe(
      'This confirmation link has expired or has already been used.',
    );
    const forged = await anon.rpc('confirm_subscription', { token: 'f'.repeat(64) });
    expect(forged.status).toBe(400);
  });

  it('refuses an expired confirmation token', async () => {
    const { confirm_token } = await signUp('late@example.org', '203.0.113.4');
    const row = await rowOf('late@example.org');
    const aged = await service
      .from('subscriber_tokens')
      .update({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .eq('subscriber_id', row?.id as string)
      .eq('purpose', 'confirm');
    expect(aged.error).toBeNull();
    const result = await anon.rpc('confirm_subscription', { token: confirm_token });
    expect(result.status).toBe(400);
    expect(await rowOf('late@example.org')).toMatchObject({ status: 'pending' });
  });

  it('answers the same for an address already on the list, mailing again only while pending', async () => {
    const first = await signUp('twice@example.org', '203.0.113.5');
    // Within a minute: no second mail, same answer shape.
    expect(await signUp('TWICE@example.org', '203.0.113.5')).toEqual({ mail: false });
    await service
      .from('subscribers')
      .update({ confirmation_sent_at: new Date(Date.now() - 120_000).toISOString() })
      .ilike('email', 'twice@example.org');
    const fresh = await signUp('twice@example.org', '203.0.113.5');
    expect(fresh.mail).toBe(true);
    // The earlier link is replaced by the fresh one.
    expect((await anon.rpc('confirm_subscription', { token: first.confirm_token })).status).toBe(
      400,
    );
    expect(
      (await anon.rpc('confirm_subscription', { token: fresh.confirm_token })).error,
    ).toBeNull();
    // Confirmed: the same answer, no mail, and nothing about the row changes.
    const before = await rowOf('twice@example.org');
    expect(await signUp('twice@example.org', '203.0.113.5')).toEqual({ mail: false });
    expect(await rowOf('twice@example.org')).toEqual(before);
  });

  it('unsubscribes with one call, again harmlessly, and a pending link cannot bring them back', async () => {
    const { confirm_token, unsubscribe_token } = await signUp('leaver@example.org', '203.0.113.6');
    const left = await anon.rpc('unsubscribe', { token: unsubscribe_token });
    expect(left.error).toBeNull();
    const row = await rowOf('leaver@example.org');
    expect(row).toMatchObject({ status: 'unsubscribed' });
    expect(row?.unsubscribed_at).not.toBeNull();
    expect((await anon.rpc('unsubscribe', { token: unsubscribe_token })).error).toBeNull();
    expect(await rowOf('leaver@example.org')).toEqual(row);
    expect((await anon.rpc('confirm_subscription', { token: confirm_token })).status).toBe(400);
    expect((await anon.rpc('unsubscribe', { token: 'nope' })).status).toBe(400);
  });

  it('answers 429 to a flood of sign-ups from one address', async () => {
    for (let i = 0; i < 10; i += 1) await signUp(`flood${i}@example.org`, '198.51.100.9');
    const { error, status } = await service.rpc('subscribe', {
      email: 'flood-last@example.org',
      first_name: '',
      consent_text: CONSENT,
      consent_page: '/',
      client_address: '198.51.100.9',
    });
    expect(status).toBe(429);
    expect(error?.message).toBe('Too many sign-ups from this address. Please try again later.');
    expect(await rowOf('flood-last@example.org')).toBeNull();
    // Another address is not held up.
    expect((await signUp('other-address@example.org', '198.51.100.10')).mail).toBe(true);
  });

  it('deletes pending sign-ups after 30 days, and only those', async () => {
    await signUp('stale@example.org', '203.0.113.7');
    const { confirm_token } = await signUp('stale-confirmed@example.org', '203.0.113.7');
    await anon.rpc('confirm_subscription', { token: confirm_token });
    const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await service
      .from('subscribers')
      .update({ signed_up_at: old })
      .in('email', ['stale@example.org', 'stale-confirmed@example.org']);
    const denied = await anon.rpc('purge_pending_subscribers');
    expect(denied.error).not.toBeNull();
    const purged = await service.rpc('purge_pending_subscribers');
    expect(purged.data).toBeGreaterThanOrEqual(1);
    expect(await rowOf('stale@example.org')).toBeNull();
    expect(await rowOf('stale-confirmed@example.org')).toMatchObject({ status: 'confirmed' });
  });

  it('staff read without the tokens, remove for good, and erasure takes the subscriber', async () => {
    await signUp('staff-view@example.org', '203.0.113.8');
    await signUp('erase-me@example.org', '203.0.113.8');
    const staff = createClient(backend.url, backend.anonKey, OPTIONS);
    const signIn = await staff.auth.signInWithPassword(ADMIN);
    expect(signIn.error).toBeNull();
    const listed = await staff
      .from('subscribers')
      .select('id,email,status,consent_text,consent_page,signed_up_at');
    expect(listed.error).toBeNull();
    expect(listed.data?.map((r) => r.email)).toContain('staff-view@example.org');
    const tokens = await staff.from('subscriber_tokens').select('*');
    expect(tokens.error?.code).toBe('42501');
    const sneaky = await staff.from('subscribers').select('confirmation_sent_at');
    expect(sneaky.error?.code).toBe('42501');
    const forged = await staff
      .from('subscribers')
      .update({ status: 'confirmed' })
      .eq('email', 'staff-view@example.org');
    expect(forged.error?.code).toBe('42501');

    const removed = await staff.from('subscribers').delete().eq('email', 'staff-view@example.org');
    expect(removed.error).toBeNull();
    expect(await rowOf('staff-view@example.org')).toBeNull();

    const erased = await staff.rpc('erase_submissions_by_email', {
      target_email: ' Erase-Me@Example.org ',
    });
    expect(erased.error).toBeNull();
    expect(erased.data).toMatchObject({ subscribers: 1 });
    expect(await rowOf('erase-me@example.org')).toBeNull();
  });
});
