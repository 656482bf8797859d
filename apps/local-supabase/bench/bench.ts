/**
 * Benchmark: median latency of listing 100 pages over HTTP (through auth, RLS and JSON
 * rendering) against the same query on PGlite in process, and requests per second with 50
 * concurrent clients. Run with `pnpm --filter @charitykit/local-supabase bench`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '../src/db/index.js';
import { setRole } from '../src/db/role.js';
import { startLocalSupabase } from '../src/index.js';

const WARMUP = 30;
const SAMPLES = 300;
const CONCURRENCY = 50;
const LOAD_SECONDS = 5;

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

const fmt = (n: number) => `${n.toFixed(2)} ms`;

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'local-supabase-bench-'));
  try {
    const server = await startLocalSupabase({
      port: 0,
      dataDir,
      firstAdmin: { email: 'bench@example.org', password: 'bench-password' },
    });
    const svc = { apikey: server.serviceRoleKey, Authorization: `Bearer ${server.serviceRoleKey}` };
    const rows = Array.from({ length: 100 }, (_, i) => ({
      title: `Bench page ${i}`,
      slug: `bench-page-${i}`,
      status: i % 2 ? 'published' : 'draft',
      content: {
        sections: [
          { type: 'text', title: `Section ${i}`, content: { text: 'Lorem ipsum '.repeat(20) } },
        ],
      },
    }));
    const ins = await fetch(`${server.url}/rest/v1/pages`, {
      method: 'POST',
      headers: { ...svc, 'Content-Type': 'application/json' },
      body: JSON.stringify(rows),
    });
    if (ins.status !== 201) throw new Error(`seeding failed: ${await ins.text()}`);
    const login = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.org', password: 'bench-password' }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const listUrl = `${server.url}/rest/v1/pages?select=*&order=updated_at.desc&limit=100`;
    const headers = { apikey: server.anonKey, Authorization: `Bearer ${token}` };
    const list = async () => {
      const res = await fetch(listUrl, { headers });
      const body = (await res.json()) as unknown[];
      if (res.status !== 200 || body.length !== 100) throw new Error(`unexpected ${res.status}`);
    };

    for (let i = 0; i < WARMUP; i++) await list();
    const http: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const t = performance.now();
      await list();
      http.push(performance.now() - t);
    }

    let done = 0;
    const until = performance.now() + LOAD_SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < until) {
          await list();
          done++;
        }
      }),
    );
    const rps = done / LOAD_SECONDS;
    await server.stop();

    // The same query on PGlite in process: first bare, then with the per-request RLS set-up
    // and JSON rendering the server does, to show where the HTTP time goes.
    const db = await openPglite(path.join(dataDir, 'pgdata'));
    const sub = (
      await db.query<{ id: string }>(
        "select id::text from auth.users where email = 'bench@example.org'",
      )
    )[0]?.id;
    const bare = 'select * from public.pages order by updated_at desc limit 100';
    const rendered = `select coalesce(json_agg(_r), '[]'::json)::text as json from (
        select * from public.pages _t1 order by _t1.updated_at desc limit 100 offset 0) _r`;
    const measure = async (fn: () => Promise<unknown>) => {
      for (let i = 0; i < WARMUP; i++) await fn();
      const out: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        const t = performance.now();
        await fn();
        out.push(performance.now() - t);
      }
      return stats(out);
    };
    const bareStats = await measure(() => db.query(bare));
    const claims = { role: 'authenticated' as const, sub, aud: 'authenticated' };
    const rlsStats = await measure(() =>
      db.transaction(async (tx) => {
        await setRole(tx, claims, { method: 'GET', path: '/pages', readOnly: true });
        return tx.query(rendered);
      }),
    );
    await db.close();

    const h = stats(http);
    console.log(
      `local-supabase bench (Node ${process.version}, ${availableParallelism()} cores, PGlite)`,
    );
    console.log('listing 100 pages (select=*&order=updated_at.desc&limit=100, signed-in editor):');
    console.log(`  HTTP via supabase REST API          median ${fmt(h.median)}  p95 ${fmt(h.p95)}`);
    console.log(
      `  PGlite in process, bare query       median ${fmt(bareStats.median)}  p95 ${fmt(bareStats.p95)}`,
    );
    console.log(
      `  PGlite in process, RLS tx + JSON    median ${fmt(rlsStats.median)}  p95 ${fmt(rlsStats.p95)}`,
    );
    console.log(
      `throughput: ${rps.toFixed(0)} requests/s with ${CONCURRENCY} concurrent clients (${LOAD_SECONDS} s)`,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
