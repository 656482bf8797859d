/**
 * Finding 1: one anonymous GET with a backtracking regex froze the whole server for 446 s.
 * Such regexes are now refused before the database (regex-guard.test.ts); any other runaway
 * statement (here a function that counts 10^10 rows) still meets its role's budget: each API
 * role has hosted Supabase's statement_timeout (anon 3 s, authenticated 8 s, service role
 * none): PostgreSQL 15 enforces it itself, PGlite (which cannot interrupt a statement) through
 * the database thread's watchdog. Either way the request ends with
 * PostgREST's 504 / 57014 within the role's timeout, and health answers in under a second
 * meanwhile. On PGlite the restart keeps every committed write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createStaff, startTestServer, type TestServer } from './helpers.js';
import { hasPg15, type Pg15, startPg15 } from './pg15.js';
import { RUNAWAY_RPC, supabaseDirWithRunaway } from './runaway.js';

async function runaway(server: TestServer, token: string) {
  const started = Date.now();
  const pending = fetch(`${server.url}/rest/v1/${RUNAWAY_RPC}`, {
    headers: { apikey: server.anonKey, Authorization: `Bearer ${token}` },
  }).then(async (r) => ({ status: r.status, body: await r.json(), ms: Date.now() - started }));
  // While it runs, health answers at once, every 200 ms.
  const healthTimes: number[] = [];
  await new Promise((r) => setTimeout(r, 300));
  for (let i = 0; i < 5; i += 1) {
    const t = Date.now();
    const h = await fetch(`${server.url}/_local/health`, { signal: AbortSignal.timeout(5000) });
    expect(h.status).toBe(200);
    healthTimes.push(Date.now() - t);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { ...(await pending), healthTimes };
}

function defineTimeoutTests(get: () => TestServer, engine: string) {
  it(`${engine}: an anonymous runaway statement ends with 504 57014 after ~3 s; health stays under 1 s; nothing committed is lost`, async () => {
    const server = get();
    const id = await createStaff(server, `before-${engine}@example.org`, null);
    const bomb = runaway(server, server.anonKey);
    // A request arriving meanwhile is answered (after the restart on PGlite).
    await new Promise((r) => setTimeout(r, 500));
    const queued = await client(server.url, server.anonKey).from('pages').select('slug');
    expect(queued.error).toBeNull();
    expect(queued.data?.length).toBeGreaterThan(0);
    const result = await bomb;
    expect(result.status).toBe(504);
    expect(result.body).toEqual({
      code: '57014',
      details: null,
      hint: null,
      message: 'canceling statement due to statement timeout',
    });
    expect(result.ms).toBeGreaterThanOrEqual(2900);
    expect(result.ms).toBeLessThan(6000);
    for (const ms of result.healthTimes) expect(ms).toBeLessThan(1000);
    const admin = client(server.url, server.serviceRoleKey);
    const { data, error } = await admin.auth.admin.getUserById(id);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(`before-${engine}@example.org`);
  }, 60_000);
}

describe('statement timeouts on PGlite', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ supabaseDir: await supabaseDirWithRunaway() });
  });
  afterAll(async () => {
    await server?.cleanup();
  });
  defineTimeoutTests(() => server, 'pglite');
});

describe.skipIf(!hasPg15)(
  hasPg15
    ? 'statement timeouts on PostgreSQL 15'
    : 'statement timeouts on PostgreSQL 15 (skipped: /usr/lib/postgresql/15/bin not found)',
  () => {
    let server: TestServer;
    let pg: Pg15 | undefined;
    beforeAll(async () => {
      pg = await startPg15();
      server = await startTestServer({
        databaseUrl: pg.url,
        supabaseDir: await supabaseDirWithRunaway(),
      });
    });
    afterAll(async () => {
      await server?.cleanup();
      pg?.stop();
    });
    defineTimeoutTests(() => server, 'pg15');

    it('pg15: a signed-in caller gets 8 s, not 3', async () => {
      await createStaff(server, 'slow@example.org', 'editor');
      const c = client(server.url, server.anonKey);
      const { data } = await c.auth.signInWithPassword({
        email: 'slow@example.org',
        password: 'correct-horse-battery',
      });
      const token = data.session?.access_token ?? '';
      const result = await runaway(server, token);
      expect(result.status).toBe(504);
      expect(result.ms).toBeGreaterThanOrEqual(7900);
      expect(result.ms).toBeLessThan(11_000);
    }, 30_000);
  },
);
