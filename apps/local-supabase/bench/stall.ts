/**
 * Bench: how long a simple anonymous read waits while anonymous callers send pathological
 * queries, on PGlite and (when its binaries exist) PostgreSQL 15. Two kinds of attack:
 * - regex: `match` filters with backreferences, refused before the database (rest/guards.ts);
 * - runaway: a function that counts until the anon role's 3 s statement_timeout ends it, what
 *   any other slow statement costs (here one the bench's own migration adds).
 * Run with `pnpm --filter @charitykit/local-supabase bench:stall`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalSupabase } from '../src/index.js';
import { hasPg15, startPg15 } from '../test/pg15.js';
import { RUNAWAY_RPC, supabaseDirWithRunaway } from '../test/runaway.js';

const BACKREF = String.raw`pages?select=slug&content=match.(.*)(.*)(.*)\3\2\1x`;

async function run(engine: 'pglite' | 'pg15', crowds: number[]) {
  const pg = engine === 'pg15' ? await startPg15() : undefined;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'local-supabase-stall-'));
  const server = await startLocalSupabase({
    port: 0,
    dataDir,
    databaseUrl: pg?.url,
    supabaseDir: await supabaseDirWithRunaway(),
  });
  const headers = { apikey: server.anonKey, Authorization: `Bearer ${server.anonKey}` };
  const read = async () => {
    const started = performance.now();
    const r = await fetch(`${server.url}/rest/v1/pages?select=slug&status=eq.published`, {
      headers,
    });
    await r.text();
    return performance.now() - started;
  };
  try {
    for (let i = 0; i < 10; i += 1) await read();
    const quiet: number[] = [];
    for (let i = 0; i < 20; i += 1) quiet.push(await read());
    quiet.sort((a, b) => a - b);
    console.log(`${engine}: quiet read median ${quiet[10]?.toFixed(1)} ms`);
    for (const attack of ['regex', 'runaway'] as const) {
      for (const n of crowds) {
        const path = attack === 'regex' ? BACKREF : RUNAWAY_RPC;
        const bombs = Array.from({ length: n }, () =>
          fetch(`${server.url}/rest/v1/${path}`, { headers }).then((r) => r.status),
        );
        await new Promise((r) => setTimeout(r, 100));
        const waited = await read();
        const statuses = await Promise.all(bombs);
        console.log(
          `${engine}: ${String(n).padStart(2)} x ${attack.padEnd(7)} -> read ${waited.toFixed(0).padStart(6)} ms  (attack answered ${[...new Set(statuses)].join('/')})`,
        );
      }
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    pg?.stop();
  }
}

await run('pglite', [1, 4]);
if (hasPg15) await run('pg15', [1, 4, 16, 40]);
else console.log('pg15: skipped (/usr/lib/postgresql/15/bin not found)');
