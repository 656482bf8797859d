/**
 * Issue 33, item 1: one-time codes and links as GoTrue does them, and harder to guess. Driven
 * through supabase-js (verifyOtp, generateLink) and raw HTTP: a brute force of a six-digit code
 * is stopped within GoTrue's limits (30 verifications per client address per five minutes,
 * 429 over_request_rate_limit with Retry-After), a code dies after five wrong tries or when a
 * newer one is issued, a code expires, parallel uses of one code yield one session, the table
 * holds GoTrue's shape with only hashes in it, and config.toml's otp_length is honoured.
 */
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/index.js';
import { supabaseDir } from '../src/db/migrate.js';
import {
  client,
  createStaff,
  freshPgDatabase,
  startTestServer,
  type TestServer,
  testDbIsPg15,
} from './helpers.js';

interface Answer {
  status: number;
  headers: Headers;
  body: { code?: string; message?: string; access_token?: string };
}

async function verify(
  server: TestServer,
  body: Record<string, unknown>,
  from?: string,
): Promise<Answer> {
  const res = await fetch(`${server.url}/auth/v1/verify`, {
    method: 'POST',
    headers: {
      apikey: server.anonKey,
      'Content-Type': 'application/json',
      ...(from ? { 'X-Forwarded-For': from } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Answer['body'] };
}

/** A code that is not `otp` (six digits). */
const wrongCode = (otp: string, i: number) =>
  String((Number(otp) + 1 + i) % 1_000_000).padStart(otp.length, '0');

async function invite(server: TestServer, email: string) {
  const { data, error } = await client(server.url, server.serviceRoleKey).auth.admin.generateLink({
    type: 'invite',
    email,
  });
  if (error || !data.properties) throw new Error(`generateLink failed: ${error?.message}`);
  return data.properties;
}

describe('guessing a code', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Behind a trusted proxy, so each test can speak from client addresses of its own.
    server = await startTestServer({ trustedProxies: ['127.0.0.1', '::1'] });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it('the code stops working after five wrong tries (supabase-js verifyOtp)', async () => {
    const link = await invite(server, 'pending-admin@example.org');
    expect(link.email_otp).toMatch(/^\d{6}$/);
    const guesser = client(server.url, server.anonKey);
    for (let i = 0; i < 5; i += 1) {
      const { error } = await guesser.auth.verifyOtp({
        email: 'pending-admin@example.org',
        token: wrongCode(link.email_otp, i),
        type: 'invite',
      });
      expect(error?.code).toBe('otp_expired');
      expect(error?.message).toBe('Token has expired or is invalid');
    }
    const right = await client(server.url, server.anonKey).auth.verifyOtp({
      email: 'pending-admin@example.org',
      token: link.email_otp,
      type: 'invite',
    });
    expect(right.error?.code).toBe('otp_expired');
    expect(right.data.session).toBeNull();
    // Its link went with it.
    const byLink = await client(server.url, server.anonKey).auth.verifyOtp({
      token_hash: link.hashed_token,
      type: 'invite',
    });
    expect(byLink.error?.code).toBe('otp_expired');
    expect(byLink.error?.message).toBe('Email link is invalid or has expired');
  });

  it('four wrong tries leave the right code working, once', async () => {
    const link = await invite(server, 'careful-typist@example.org');
    for (let i = 0; i < 4; i += 1) {
      const r = await verify(
        server,
        {
          type: 'invite',
          email: 'careful-typist@example.org',
          token: wrongCode(link.email_otp, i),
        },
        '198.51.100.4',
      );
      expect(r.status).toBe(403);
    }
    const right = await client(server.url, server.anonKey).auth.verifyOtp({
      email: 'Careful-Typist@Example.org',
      token: link.email_otp,
      type: 'invite',
    });
    expect(right.error).toBeNull();
    expect(right.data.session?.user.email).toBe('careful-typist@example.org');
  });

  it('a brute force from one address is stopped at 30 tries per five minutes with 429 and Retry-After', async () => {
    const link = await invite(server, 'target-one@example.org');
    const started = Date.now();
    const answers: Answer[] = [];
    // Spread over many addresses to guess at, so only the per-client limit can stop it.
    for (let i = 0; i < 40; i += 1) {
      answers.push(
        await verify(
          server,
          { type: 'invite', email: `spray-${i}@example.org`, token: '123456' },
          '203.0.113.66',
        ),
      );
    }
    const refilled = Math.floor((Date.now() - started) / 10_000);
    const allowed = answers.filter((a) => a.status !== 429).length;
    expect(allowed).toBeGreaterThanOrEqual(30);
    expect(allowed).toBeLessThanOrEqual(30 + refilled);
    const limited = answers.find((a) => a.status === 429);
    expect(limited?.body).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(limited?.headers.get('retry-after'))).toBeLessThanOrEqual(10);
    expect(limited?.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(limited?.headers.get('x-content-type-options')).toBe('nosniff');
    // The right code from that address is refused too while the limit holds...
    const right = await verify(
      server,
      { type: 'invite', email: 'target-one@example.org', token: link.email_otp },
      '203.0.113.66',
    );
    expect(right.status).toBe(429);
    // ...and works from elsewhere: the limit is the guesser's, not the owner's.
    const owner = await verify(
      server,
      { type: 'invite', email: 'target-one@example.org', token: link.email_otp },
      '192.0.2.10',
    );
    expect(owner.status).toBe(200);
    expect(owner.body.access_token).toBeTruthy();
  });

  it('guesses at one address from many client addresses are stopped per address', async () => {
    await invite(server, 'target-two@example.org');
    const answers: Answer[] = [];
    for (let i = 0; i < 35; i += 1) {
      answers.push(
        await verify(
          server,
          { type: 'email', email: 'target-two@example.org', token: String(100000 + i) },
          `10.9.${Math.floor(i / 200)}.${i % 200}`,
        ),
      );
    }
    const limited = answers.filter((a) => a.status === 429);
    // 30 per hour per address, whichever client asks.
    expect(answers.slice(0, 30).every((a) => a.status === 403)).toBe(true);
    expect(limited.length).toBe(5);
    expect(limited[0]?.body.code).toBe('over_request_rate_limit');
  });

  it('twenty parallel wrong guesses are counted one by one: the code is dead afterwards', async () => {
    const link = await invite(server, 'target-three@example.org');
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        verify(
          server,
          {
            type: 'invite',
            email: 'target-three@example.org',
            token: wrongCode(link.email_otp, i),
          },
          `10.8.0.${i}`,
        ),
      ),
    );
    expect(guesses.every((g) => g.status === 403)).toBe(true);
    const right = await verify(
      server,
      { type: 'invite', email: 'target-three@example.org', token: link.email_otp },
      '10.8.1.1',
    );
    expect(right.status).toBe(403);
    expect(right.body.code).toBe('otp_expired');
  });

  it('a forged link counts as a wrong try: five of them and the real link is dead', async () => {
    const link = await invite(server, 'target-four@example.org');
    const token = link.hashed_token;
    expect(token).toMatch(/^[0-9a-f]{80}$/);
    for (let i = 0; i < 5; i += 1) {
      const forged = `${token.slice(0, 32)}${createHash('sha256').update(String(i)).digest('hex').slice(0, 48)}`;
      const r = await verify(server, { type: 'invite', token_hash: forged }, `10.7.0.${i}`);
      expect(r.status).toBe(403);
      expect(r.body.message).toBe('Email link is invalid or has expired');
    }
    const real = await verify(server, { type: 'invite', token_hash: token }, '10.7.1.1');
    expect(real.status).toBe(403);
  });

  it("the link is not GoTrue's hash of the address and code (which a guesser could compute)", async () => {
    const link = await invite(server, 'target-five@example.org');
    const gotrueStyle = createHash('sha224')
      .update(`target-five@example.org${link.email_otp}`)
      .digest('hex');
    expect(link.hashed_token).not.toContain(gotrueStyle);
    const r = await verify(server, { type: 'invite', token_hash: gotrueStyle }, '10.6.0.1');
    expect(r.status).toBe(403);
  });
});

describe('using a code', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ trustedProxies: ['127.0.0.1', '::1'] });
    await createStaff(server, 'editor@example.org', 'editor');
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it('eight parallel uses of one code yield one session', async () => {
    const link = await invite(server, 'racer@example.org');
    const uses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        client(server.url, server.anonKey)
          .auth.verifyOtp({ email: 'racer@example.org', token: link.email_otp, type: 'invite' })
          .then((r) => ({ i, ...r })),
      ),
    );
    const sessions = uses.filter((u) => u.data.session);
    expect(sessions.length).toBe(1);
    expect(uses.filter((u) => u.error?.code === 'otp_expired').length).toBe(7);
  });

  it('eight parallel opens of one link yield one session', async () => {
    const { data } = await client(server.url, server.serviceRoleKey).auth.admin.generateLink({
      type: 'recovery',
      email: 'editor@example.org',
    });
    const link = data.properties?.action_link ?? '';
    const opened = await Promise.all(
      Array.from({ length: 8 }, () =>
        fetch(link, { redirect: 'manual' }).then((r) => {
          const fragment = new URLSearchParams(
            new URL(r.headers.get('location') ?? '').hash.slice(1),
          );
          return { status: r.status, fragment };
        }),
      ),
    );
    expect(opened.every((o) => o.status === 303)).toBe(true);
    expect(opened.filter((o) => o.fragment.get('access_token')).length).toBe(1);
    const refused = opened.filter((o) => o.fragment.get('error_code') === 'otp_expired');
    expect(refused.length).toBe(7);
    expect(refused[0]?.fragment.get('error')).toBe('access_denied');
    expect(refused[0]?.fragment.get('error_description')).toBe(
      'Email link is invalid or has expired',
    );
  });

  it('a newer code replaces the older: the older code and link stop working', async () => {
    const service = client(server.url, server.serviceRoleKey);
    const older = await service.auth.admin.generateLink({
      type: 'magiclink',
      email: 'editor@example.org',
    });
    const newer = await service.auth.admin.generateLink({
      type: 'recovery',
      email: 'editor@example.org',
    });
    const anon = client(server.url, server.anonKey);
    const byCode = await anon.auth.verifyOtp({
      email: 'editor@example.org',
      token: older.data.properties?.email_otp ?? '',
      type: 'magiclink',
    });
    expect(byCode.error?.code).toBe('otp_expired');
    const byLink = await anon.auth.verifyOtp({
      token_hash: older.data.properties?.hashed_token ?? '',
      type: 'magiclink',
    });
    expect(byLink.error?.code).toBe('otp_expired');
    // type "email" finds a recovery code too, as GoTrue's does.
    const ok = await anon.auth.verifyOtp({
      email: 'editor@example.org',
      token: newer.data.properties?.email_otp ?? '',
      type: 'email',
    });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.user.email).toBe('editor@example.org');
  });

  it('a code is only good for its own purpose', async () => {
    const link = await invite(server, 'purpose@example.org');
    const anon = client(server.url, server.anonKey);
    const asRecovery = await anon.auth.verifyOtp({
      email: 'purpose@example.org',
      token: link.email_otp,
      type: 'recovery',
    });
    expect(asRecovery.error?.code).toBe('otp_expired');
    const asInvite = await anon.auth.verifyOtp({
      email: 'purpose@example.org',
      token: link.email_otp,
      type: 'invite',
    });
    expect(asInvite.error).toBeNull();
  });

  it("answers GoTrue's validation errors word for word", async () => {
    const cases: [Record<string, unknown>, number, string, string][] = [
      [
        { email: 'a@example.org', token: '123456' },
        400,
        'validation_failed',
        'Verify requires a verification type',
      ],
      [
        { type: 'invite' },
        400,
        'validation_failed',
        'Verify requires either a token or a token hash',
      ],
      [
        { type: 'invite', token: '123456', token_hash: 'ab' },
        400,
        'validation_failed',
        'Verify requires either a token or a token hash',
      ],
      [
        { type: 'invite', token_hash: 'ab', email: 'a@example.org' },
        400,
        'validation_failed',
        'Only the token_hash and type should be provided',
      ],
      [
        { type: 'invite', token: '123456' },
        400,
        'validation_failed',
        'Only an email address or phone number should be provided on verify',
      ],
      [
        { type: 'invite', token: '123456', email: 'not an address' },
        422,
        'validation_failed',
        'Invalid email format',
      ],
      [
        { type: 'sms_ish', token_hash: 'ab' },
        400,
        'validation_failed',
        'Unsupported verification type',
      ],
    ];
    for (const [body, status, code, message] of cases) {
      const r = await verify(server, body, '10.5.0.1');
      expect({ body, status: r.status, answer: r.body }).toEqual({
        body,
        status,
        answer: { code, message },
      });
    }
  });

  it('GET /verify without a token answers 400, not a redirect', async () => {
    const res = await fetch(`${server.url}/auth/v1/verify?type=invite`, {
      redirect: 'manual',
      headers: { 'X-Forwarded-For': '10.5.0.2' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'validation_failed',
      message: 'Verify requires a token or a token hash',
    });
  });
});

describe('expiry', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ linkExpirySeconds: 1 });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it('a code past otp_expiry is refused, and stays refused', async () => {
    const link = await invite(server, 'slow-reader@example.org');
    await new Promise((r) => setTimeout(r, 2_100));
    const anon = client(server.url, server.anonKey);
    const late = await anon.auth.verifyOtp({
      email: 'slow-reader@example.org',
      token: link.email_otp,
      type: 'invite',
    });
    expect(late.error?.code).toBe('otp_expired');
    expect(late.error?.message).toBe('Token has expired or is invalid');
    const byLink = await anon.auth.verifyOtp({ token_hash: link.hashed_token, type: 'invite' });
    expect(byLink.error?.code).toBe('otp_expired');
  });
});

describe('config.toml', () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'otp-config-'));
    await cp(supabaseDir, dir, { recursive: true });
    const config = await readFile(path.join(dir, 'config.toml'), 'utf8');
    await writeFile(
      path.join(dir, 'config.toml'),
      config.replace(/otp_length = \d+/, 'otp_length = 8'),
    );
    server = await startTestServer({ supabaseDir: dir });
  });
  afterAll(async () => {
    await server?.cleanup();
    await rm(dir, { recursive: true, force: true });
  });

  it('[auth.email] otp_length sets the digits of a code', async () => {
    const link = await invite(server, 'eight@example.org');
    expect(link.email_otp).toMatch(/^\d{8}$/);
    const ok = await client(server.url, server.anonKey).auth.verifyOtp({
      email: 'eight@example.org',
      token: link.email_otp,
      type: 'invite',
    });
    expect(ok.error).toBeNull();
  });
});

describe('what is stored', () => {
  it("holds GoTrue's auth.one_time_tokens, with only the hash of the address and code", async () => {
    const databaseUrl = testDbIsPg15 ? await freshPgDatabase() : undefined;
    const server = await startTestServer({ databaseUrl });
    const link = await invite(server, 'stored@example.org');
    await server.stop();
    const sql = `select t.token_type::text, t.token_hash, t.relates_to,
                        (select string_agg(a.attname || ':' || format_type(a.atttypid, a.atttypmod), ',' order by a.attnum)
                           from pg_attribute a
                          where a.attrelid = 'auth.one_time_tokens'::regclass and a.attnum > 0
                            and not a.attisdropped) as columns
                   from auth.one_time_tokens t`;
    let rows: Record<string, unknown>[];
    if (databaseUrl) {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      rows = (await c.query(sql)).rows;
      await c.end();
    } else {
      const db = await openPglite(path.join(server.dataDir, 'pgdata'));
      rows = await db.query(sql);
      await db.close();
    }
    await rm(server.dataDir, { recursive: true, force: true });
    expect(rows).toEqual([
      {
        token_type: 'confirmation_token',
        token_hash: createHash('sha224')
          .update(`stored@example.org${link.email_otp}`)
          .digest('hex'),
        relates_to: 'stored@example.org',
        columns:
          'id:uuid,user_id:uuid,token_type:auth.one_time_token_type,token_hash:text,relates_to:text,' +
          'created_at:timestamp without time zone,updated_at:timestamp without time zone',
      },
    ]);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(link.hashed_token);
    // A server started, stopped and the database opened again: slow on a busy machine.
  }, 180_000);
});
