/**
 * Invitations, password recovery and ending sessions (issue 26) through supabase-js, with
 * GoTrue's wire shapes: generate_link and /invite, /verify (GET redirect and POST), /recover,
 * PUT /user with the current password asked again, logout scopes, and a ban ending every
 * session. Links work once and expire. With an SMTP server configured the invitation and
 * recovery e-mails arrive with working links. The `server-pg15` project runs it on PG15 too.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  createStaff,
  PASSWORD,
  signedIn,
  startTestServer,
  type TestServer,
} from './helpers.js';

const SITE = 'http://127.0.0.1:4999';

interface Received {
  to: string[];
  raw: string;
}

function startSmtp(): Promise<{ url: string; mails: Received[]; close(): Promise<void> }> {
  const mails: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    smtp.listen(0, '127.0.0.1', () => {
      const port = (smtp.server.address() as AddressInfo).port;
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        mails,
        close: () => new Promise((done) => smtp.close(() => done())),
      });
    });
  });
}

async function waitFor<T>(probe: () => T | undefined, what: string, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const linkIn = (raw: string) => /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(raw)?.[0];

/** Opens a link as a browser would, without following the redirect. */
async function open(link: string): Promise<URLSearchParams> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location') ?? '');
  return new URLSearchParams(location.hash.slice(1));
}

describe('invitations, recovery and sessions', () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer({
      siteUrl: SITE,
      smtpUrl: smtp.url,
      emailLimits: { perAddressMs: 60_000, perHour: 100 },
    });
    await createStaff(server, 'boss@example.org', 'admin');
  });
  afterAll(async () => {
    await server?.cleanup();
    await smtp?.close();
  });

  const service = () => client(server.url, server.serviceRoleKey);

  it('generate_link makes a one-time invite link: it signs in once, then answers otp_expired', async () => {
    const { data, error } = await service().auth.admin.generateLink({
      type: 'invite',
      email: 'new-colleague@example.org',
      options: { data: { full_name: 'New Colleague' }, redirectTo: `${SITE}/admin/welcome` },
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('new-colleague@example.org');
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeNull();
    expect(data.properties?.verification_type).toBe('invite');
    expect(data.properties?.email_otp).toMatch(/^\d{6}$/);
    const link = data.properties?.action_link ?? '';
    expect(link.startsWith(`${server.url}/auth/v1/verify?`)).toBe(true);

    const first = await open(link);
    expect(first.get('type')).toBe('invite');
    expect(first.get('token_type')).toBe('bearer');
    const access = first.get('access_token') ?? '';
    const refresh = first.get('refresh_token') ?? '';
    expect(access).not.toBe('');

    const again = await open(link);
    expect(again.get('error_code')).toBe('otp_expired');
    expect(again.get('access_token')).toBeNull();

    // The invited person sets a password without a current one (they have none yet).
    const invited = client(server.url, server.anonKey);
    await invited.auth.setSession({ access_token: access, refresh_token: refresh });
    const set = await invited.auth.updateUser({ password: 'a-brand-new-password' });
    expect(set.error).toBeNull();
    expect(set.data.user?.email_confirmed_at).toBeTruthy();
    // The next change asks for the current password again.
    const noCurrent = await invited.auth.updateUser({ password: 'another-password-1' });
    expect(noCurrent.error?.code).toBe('current_password_required');
    const wrong = await invited.auth.updateUser({
      password: 'another-password-1',
      current_password: 'not-it-at-all',
    });
    expect(wrong.error?.code).toBe('current_password_mismatch');
    const right = await invited.auth.updateUser({
      password: 'another-password-1',
      current_password: 'a-brand-new-password',
    });
    expect(right.error).toBeNull();
    const signIn = await client(server.url, server.anonKey).auth.signInWithPassword({
      email: 'new-colleague@example.org',
      password: 'another-password-1',
    });
    expect(signIn.error).toBeNull();
  });

  it('an accepted invitation cannot be sent again (email_exists)', async () => {
    const { error } = await service().auth.admin.generateLink({
      type: 'invite',
      email: 'new-colleague@example.org',
    });
    expect(error?.code).toBe('email_exists');
  });

  it('verifyOtp with token_hash works once; a newer link replaces an older one', async () => {
    const older = await service().auth.admin.generateLink({
      type: 'recovery',
      email: 'boss@example.org',
    });
    const newer = await service().auth.admin.generateLink({
      type: 'recovery',
      email: 'boss@example.org',
    });
    const browser = client(server.url, server.anonKey);
    const stale = await browser.auth.verifyOtp({
      token_hash: older.data.properties?.hashed_token ?? '',
      type: 'recovery',
    });
    expect(stale.error?.code).toBe('otp_expired');
    const ok = await browser.auth.verifyOtp({
      token_hash: newer.data.properties?.hashed_token ?? '',
      type: 'recovery',
    });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.user.email).toBe('boss@example.org');
    // A recovery session sets a new password without the forgotten one.
    const set = await browser.auth.updateUser({ password: 'boss-new-password' });
    expect(set.error).toBeNull();
    const twice = await client(server.url, server.anonKey).auth.verifyOtp({
      token_hash: newer.data.properties?.hashed_token ?? '',
      type: 'recovery',
    });
    expect(twice.error?.code).toBe('otp_expired');
    // Put the password back for the other tests.
    await service()
      .auth.admin.listUsers()
      .then(async ({ data }) => {
        const boss = data.users.find((u) => u.email === 'boss@example.org');
        await service().auth.admin.updateUserById(boss?.id ?? '', { password: PASSWORD });
      });
  });

  it('a link to somewhere not allowed leads to the site URL instead', async () => {
    const { data } = await service().auth.admin.generateLink({
      type: 'recovery',
      email: 'boss@example.org',
      options: { redirectTo: 'https://evil.example.com/steal' },
    });
    expect(data.properties?.redirect_to).toBe(SITE);
    const res = await fetch(data.properties?.action_link ?? '', { redirect: 'manual' });
    expect(res.headers.get('location')?.startsWith(`${SITE}/#access_token=`)).toBe(true);
  });

  it('only the service role invites or makes links', async () => {
    const anon = client(server.url, server.anonKey);
    const invite = await anon.auth.admin.inviteUserByEmail('x@example.org');
    expect(invite.error?.status).toBe(403);
    const boss = await signedIn(server, 'boss@example.org');
    const link = await boss.auth.admin.generateLink({
      type: 'recovery',
      email: 'boss@example.org',
    });
    expect(link.error?.status).toBe(403);
  });

  it('inviteUserByEmail e-mails a link that works', async () => {
    const { data, error } = await service().auth.admin.inviteUserByEmail('mailed@example.org', {
      data: { full_name: 'Mailed Person' },
      redirectTo: `${SITE}/admin/set-password`,
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('mailed@example.org');
    const mail = await waitFor(
      () => smtp.mails.find((m) => m.to.includes('mailed@example.org')),
      'the invitation e-mail',
    );
    expect(mail.raw).toContain('Subject: You have been invited');
    const link = linkIn(mail.raw) ?? '';
    const fragment = await open(link);
    expect(fragment.get('type')).toBe('invite');
    const res = await fetch(link, { redirect: 'manual' });
    expect(res.headers.get('location')?.startsWith(`${SITE}/admin/set-password#`)).toBe(true);
  });

  it('resetPasswordForEmail answers the same for any address and e-mails only real accounts', async () => {
    const anon = client(server.url, server.anonKey);
    const known = await anon.auth.resetPasswordForEmail('mailed@example.org', {
      redirectTo: `${SITE}/admin/reset-password`,
    });
    const unknown = await anon.auth.resetPasswordForEmail('nobody-here@example.org', {
      redirectTo: `${SITE}/admin/reset-password`,
    });
    expect(known).toEqual({ data: {}, error: null });
    expect(unknown).toEqual({ data: {}, error: null });
    const mail = await waitFor(
      () =>
        smtp.mails.find(
          (m) => m.to.includes('mailed@example.org') && m.raw.includes('Reset your password'),
        ),
      'the recovery e-mail',
    );
    // GoTrue's per-address frequency limit, the same for an address with no account.
    const tooSoonKnown = await anon.auth.resetPasswordForEmail('mailed@example.org');
    const tooSoonUnknown = await anon.auth.resetPasswordForEmail('nobody-here@example.org');
    expect(tooSoonKnown.error?.code).toBe('over_email_send_rate_limit');
    expect(tooSoonUnknown.error?.code).toBe('over_email_send_rate_limit');
    expect(tooSoonKnown.error?.status).toBe(429);
    expect(smtp.mails.some((m) => m.to.includes('nobody-here@example.org'))).toBe(false);

    const fragment = await open(linkIn(mail.raw) ?? '');
    expect(fragment.get('type')).toBe('recovery');
    const browser = client(server.url, server.anonKey);
    await browser.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect((await browser.auth.updateUser({ password: 'reset-by-mail-1' })).error).toBeNull();
    const signIn = await client(server.url, server.anonKey).auth.signInWithPassword({
      email: 'mailed@example.org',
      password: 'reset-by-mail-1',
    });
    expect(signIn.error).toBeNull();
  });

  it('sign out everywhere ends the other sessions; others keeps this one', async () => {
    await createStaff(server, 'many-tabs@example.org', 'editor');
    const a = await signedIn(server, 'many-tabs@example.org');
    const b = await signedIn(server, 'many-tabs@example.org');
    const c = await signedIn(server, 'many-tabs@example.org');
    expect((await a.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await a.auth.getUser()).error).toBeNull();
    expect((await b.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect((await c.from('pages').select('id')).status).toBe(401);
    const d = await signedIn(server, 'many-tabs@example.org');
    await a.auth.signOut({ scope: 'global' });
    expect((await d.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
  });

  it('a ban ends every session at once: refresh refused, REST refused within seconds', async () => {
    const id = await createStaff(server, 'leaving@example.org', 'editor');
    const leaver = await signedIn(server, 'leaving@example.org');
    const session = (await leaver.auth.getSession()).data.session;
    expect((await leaver.from('pages').select('id')).status).toBe(200);
    const ban = await service().auth.admin.updateUserById(id, { ban_duration: '876000h' });
    expect(ban.error).toBeNull();
    const until = Date.now() + 5_000;
    let status = 0;
    while (Date.now() < until) {
      status = (await leaver.from('pages').select('id')).status;
      if (status === 401) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(401);
    const refreshed = await client(server.url, server.anonKey).auth.refreshSession({
      refresh_token: session?.refresh_token ?? '',
    });
    expect(refreshed.error).not.toBeNull();
    const again = await client(server.url, server.anonKey).auth.signInWithPassword({
      email: 'leaving@example.org',
      password: PASSWORD,
    });
    expect(again.error).not.toBeNull();
  });
});

describe('link expiry and no SMTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ siteUrl: SITE, linkExpirySeconds: 1, smtpUrl: '' });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it('a link past its expiry is refused', async () => {
    const service = client(server.url, server.serviceRoleKey);
    const { data } = await service.auth.admin.generateLink({
      type: 'invite',
      email: 'late@example.org',
    });
    await new Promise((r) => setTimeout(r, 2_100));
    const fragment = await open(data.properties?.action_link ?? '');
    expect(fragment.get('error_code')).toBe('otp_expired');
    expect(fragment.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('without SMTP, /invite cannot send (the admin copies a generate_link link instead)', async () => {
    const service = client(server.url, server.serviceRoleKey);
    const { error } = await service.auth.admin.inviteUserByEmail('unsent@example.org');
    expect(error).not.toBeNull();
    const anon = client(server.url, server.anonKey);
    expect((await anon.auth.resetPasswordForEmail('late@example.org')).error).toBeNull();
  });
});
