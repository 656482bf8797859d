/**
 * Embedding bench: 1,000 rows read flat, and the same 1,000 rows with two levels of embedded
 * children (5 per row, then 5 per child), over HTTP as an anonymous client, on PGlite and (when
 * its binaries are installed) PostgreSQL 15. A request is one SQL statement whatever it embeds
 * (correlated subqueries, never a query per row), so the embedded read should cost a small
 * multiple of the flat one; the ratio printed is the median of each. Run with
 * `pnpm --filter @charitykit/local-supabase bench:embed`.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { startLocalSupabase } from '../src/index.js';
import { parseRequest } from '../src/rest/parse.js';
import { planRequest, type ReadPlan, resolveTarget } from '../src/rest/plan.js';
import { createSchemaCache } from '../src/rest/schema.js';
import { readStatement } from '../src/rest/sql.js';
import { hasPg15, startPg15 } from '../test/pg15.js';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 15);
const supabaseDir = fileURLToPath(new URL('./embed', import.meta.url));
const FLAT = 'parents?select=id,name,note&order=id';
const ONE_LEVEL = 'parents?select=id,name,note,children(id,name)&order=id';
const NESTED = 'parents?select=id,name,note,children(id,name,grandchildren(id,name))&order=id';

function median(ms: number[]): number {
  const s = [...ms].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

async function measure(
  url: string,
  anonKey: string,
  query: string,
  expectRows: number,
): Promise<{ ms: number; bytes: number }> {
  let size = 0;
  const once = async () => {
    const t = performance.now();
    const res = await fetch(`${url}/rest/v1/${query}`, { headers: { apikey: anonKey } });
    const bytes = await res.arrayBuffer();
    // Time to the last byte: the client's JSON parsing is not the server's cost.
    const ms = performance.now() - t;
    size = bytes.byteLength;
    const body = JSON.parse(Buffer.from(bytes).toString('utf8')) as unknown[];
    if (res.status !== 200 || body.length !== expectRows) {
      throw new Error(`${query}: ${res.status}, ${body.length} rows`);
    }
    return ms;
  };
  await once();
  const ms: number[] = [];
  for (let i = 0; i < SAMPLES; i++) ms.push(await once());
  return { ms: median(ms), bytes: size };
}

async function run(mode: string, databaseUrl?: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'local-supabase-embed-bench-'));
  const server = await startLocalSupabase({ port: 0, dataDir, supabaseDir, databaseUrl });
  try {
    const flat = await measure(server.url, server.anonKey, FLAT, 1000);
    const one = await measure(server.url, server.anonKey, ONE_LEVEL, 1000);
    const nested = await measure(server.url, server.anonKey, NESTED, 1000);
    // The ratio, and the ratio per row sent (6,000 and 31,000 rows against 1,000 flat): the
    // 3x target is met when a row inside an embedding costs at most 3 flat rows.
    const ratio = (m: { ms: number }, rows: number) =>
      `${(m.ms / flat.ms).toFixed(2)}x, ${(m.ms / flat.ms / rows).toFixed(2)}x per row`;
    const kb = (m: { bytes: number }) => `${Math.round(m.bytes / 1024)} KiB`;
    console.log(
      `${mode.padEnd(14)} flat (1,000 rows, ${kb(flat)}) ${flat.ms.toFixed(1)} ms | one level (+5,000, ${kb(one)}) ${one.ms.toFixed(1)} ms, ${ratio(one, 6)} | two levels (+5,000 +25,000, ${kb(nested)}) ${nested.ms.toFixed(1)} ms, ${ratio(nested, 31)}`,
    );
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * The same three statements, written by the REST pipeline, run on an in-process PGlite and timed
 * in CPU time (this process's: PGlite runs in it), which a loaded machine disturbs far less than
 * wall-clock time over HTTP.
 */
async function sqlCpu() {
  const db = await PGlite.create();
  const dir = fileURLToPath(new URL('./embed/', import.meta.url));
  const schemaSql = await readFile(
    path.join(dir, 'migrations/20260101000000_embed_bench.sql'),
    'utf8',
  );
  await db.exec(schemaSql.replace(/grant [^;]*;/g, ''));
  await db.exec(await readFile(path.join(dir, 'seed.sql'), 'utf8'));
  const cache = createSchemaCache('public');
  await cache.reload({
    query: async (sql, params) => (await db.query(sql, params)).rows as never[],
    exec: async (sql) => {
      await db.exec(sql);
    },
  });
  const cpu = async (query: string) => {
    const [route = '', qs = ''] = query.split('?');
    const req = parseRequest(
      {
        method: 'GET',
        route: `/${route}`,
        query: new URLSearchParams(qs),
        header: () => undefined,
      },
      'public',
    );
    const s = readStatement(
      planRequest(cache, req, resolveTarget(cache, req), undefined) as ReadPlan,
    );
    await db.query(s.text, s.values);
    const ms: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const t = process.cpuUsage();
      await db.query(s.text, s.values);
      const d = process.cpuUsage(t);
      ms.push((d.user + d.system) / 1000);
    }
    return median(ms);
  };
  const flat = await cpu(FLAT);
  const one = await cpu(ONE_LEVEL);
  const nested = await cpu(NESTED);
  const ratio = (ms: number, rows: number) =>
    `${(ms / flat).toFixed(2)}x, ${(ms / flat / rows).toFixed(2)}x per row`;
  console.log(
    `${'PGlite SQL CPU'.padEnd(14)} flat ${flat.toFixed(1)} ms | one level ${one.toFixed(1)} ms, ${ratio(one, 6)} | two levels ${nested.toFixed(1)} ms, ${ratio(nested, 31)}`,
  );
  await db.close();
}

async function main() {
  console.log(`embed bench (Node ${process.version}, median of ${SAMPLES})`);
  await sqlCpu();
  await run('PGlite');
  if (hasPg15) {
    const pg = await startPg15();
    try {
      await run('PostgreSQL 15', pg.url);
    } finally {
      pg.stop();
    }
  } else console.log('PostgreSQL 15: skipped (/usr/lib/postgresql/15/bin not found)');
}

await main();
