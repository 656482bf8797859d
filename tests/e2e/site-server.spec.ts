/**
 * The site server under attack (issue 21), against the build this run made, with a backend of
 * its own (so it can be paused without touching the other specs) behind a counting proxy:
 * unknown paths cost no render and no backend read; a client that keeps missing the cache is
 * answered 429 and others are not; one large page reached under many addresses keeps memory
 * bounded; with the backend paused, a page not yet cached answers within 1.5 s.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import { expect, test } from './csp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const backendBin = path.join(root, 'apps/local-supabase/bin/local-supabase.mjs');

interface SiteServer {
  url: string;
  close(): Promise<void>;
  stats: { renders: number; hits: number; limited: number };
  cache: { size: number; bytes: number; maxBytes: number };
}
type ServeSite = (options: Record<string, unknown>) => Promise<SiteServer>;

let backend: ChildProcess | undefined;
let proxy: http.Server | undefined;
let dataDir = '';
/** Requests the site servers sent the backend, by path and query. */
const backendRequests: string[] = [];
let serveSite: ServeSite;
let site: SiteServer;
const bigSlug = 'large-appeal';
const smallSlug = 'small-appeal';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** `GET path` on `base`, with the time to the whole answer. */
async function get(base: string, target: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(base + target, { redirect: 'manual', headers });
  const body = await response.arrayBuffer();
  return { response, bytes: body.byteLength, ms: performance.now() - started };
}

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'charitykit-site-server-'));
  const port = await freePort();
  const env = {
    ...process.env,
    LOCAL_SUPABASE_PORT: String(port),
    LOCAL_SUPABASE_DATA_DIR: dataDir,
    LOCAL_SUPABASE_NO_ENV_FILE: '1',
    ADMIN_EMAIL: 'site-server@charitykit.local',
    ADMIN_PASSWORD: 'site-server-password',
  };
  backend = spawn(process.execPath, [backendBin, 'serve'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    backend?.stdout?.on('data', (chunk) => {
      out += chunk;
      if (/local-supabase ready at/.test(out)) resolve();
    });
    backend?.on('exit', (code) => reject(new Error(`backend exited (${code}): ${out}`)));
  });
  const printed = execFileSync(process.execPath, [backendBin, 'print-env'], { env }).toString();
  const key = (name: string) => new RegExp(`^${name}=(.*)$`, 'm').exec(printed)?.[1] ?? '';

  // One large published page: about 900 KB of text in builder sections, under the 1 MiB cap.
  const admin = createClient(`http://127.0.0.1:${port}`, key('SUPABASE_SERVICE_ROLE_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const paragraph = 'Clean water reaches a family within a week of your gift. '.repeat(150);
  const sections = Array.from({ length: 100 }, (_, index) => ({
    type: 'text',
    title: `Chapter ${index + 1}`,
    content: { text: paragraph },
  }));
  const { error } = await admin.from('pages').insert([
    { title: 'Large appeal', slug: bigSlug, status: 'published', content: { sections } },
    {
      title: 'Small appeal',
      slug: smallSlug,
      status: 'published',
      content: { sections: sections.slice(0, 1) },
    },
  ]);
  if (error) throw error;

  proxy = http.createServer((req, res) => {
    backendRequests.push(req.url ?? '');
    const upstream = http.request(
      { host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers },
      (response) => {
        res.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy?.listen(0, '127.0.0.1', resolve));
  // The server build reads its backend from the environment when it is first imported.
  process.env.SUPABASE_URL = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  process.env.SUPABASE_ANON_KEY = key('SUPABASE_ANON_KEY');
  // Configured as a charity runs it, team management included: a server without its service
  // key answers the team's action 503 (not set up), which is not what this file attacks.
  process.env.SUPABASE_SERVICE_ROLE_KEY = key('SUPABASE_SERVICE_ROLE_KEY');
  process.env.SITE_REVALIDATE_MS = '500';
  ({ serveSite } = (await import(path.join(root, 'scripts/serve.mjs'))) as {
    serveSite: ServeSite;
  });
  // Loopback is trusted as a proxy, so a test can speak for many visitors (X-Forwarded-For).
  site = await serveSite({
    port: 0,
    log: () => undefined,
    config: { trustedProxies: new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']) },
  });
  await expect
    .poll(async () => (await get(site.url, `/${bigSlug}`)).response.status, { timeout: 30_000 })
    .toBe(200);
});

test.afterAll(async () => {
  await site?.close();
  backend?.kill('SIGCONT');
  backend?.kill('SIGTERM');
  proxy?.close();
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('odd methods and bodies on every kind of address answer 4xx, never 5xx (issue 33)', async () => {
  const targets = [
    '/',
    `/${bigSlug}`,
    '/nope',
    '/admin',
    '/admin/team',
    '/admin/api/team',
    '/about.data',
  ];
  const methods = ['TRACE', 'PROPFIND', 'OPTIONS', 'FOO', 'PUT', 'PATCH', 'DELETE', 'POST'];
  const bodies = ['null', '[]', '{', '"x"', '{"intent":null}'];
  for (const target of targets) {
    for (const method of methods) {
      for (const body of ['PUT', 'PATCH', 'POST'].includes(method) ? bodies : [undefined]) {
        const status = await new Promise<number>((resolve, reject) => {
          const url = new URL(target, site.url);
          const req = http.request(
            {
              host: url.hostname,
              port: url.port,
              path: url.pathname,
              method,
              headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.9.9.9' },
            },
            (res) => {
              res.resume();
              res.on('end', () => resolve(res.statusCode ?? 0));
            },
          );
          req.on('error', reject);
          req.end(body);
        });
        expect(status, `${method} ${target} ${body ?? ''}`).toBeGreaterThanOrEqual(200);
        expect(status, `${method} ${target} ${body ?? ''}`).toBeLessThan(500);
      }
    }
  }
  const trace = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const url = new URL('/', site.url);
    const req = http.request(
      { host: url.hostname, port: url.port, path: '/', method: 'TRACE' },
      resolve,
    );
    req.on('error', reject);
    req.end();
  });
  trace.resume();
  expect(trace.statusCode).toBe(405);
  expect(trace.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE');
});

test('unknown addresses get the one cached not-found page: no render, no backend read', async () => {
  const shapes = ['/nope-warm', '/programs/nope-warm', '/nope/warm', '/nope-warm.data'];
  for (const target of shapes) expect((await get(site.url, target)).response.status).toBe(404);
  const renders = site.stats.renders;
  const reads = backendRequests.length;
  const pageReads = () => backendRequests.slice(reads).filter((url) => url.includes('slug=eq.'));
  // 300 visitors, one unknown address each (one client asking for many is slowed: next test).
  const answers = await Promise.all(
    Array.from({ length: 300 }, (_, index) => {
      const token = `${index}-${Math.random().toString(36).slice(2)}`;
      const target = [
        `/nope-${token}`,
        `/programs/nope-${token}`,
        `/nope/${token}/x`,
        `/nope-${token}.data`,
      ][index % 4] as string;
      return get(site.url, target, { 'X-Forwarded-For': `10.1.${index >> 8}.${index & 255}` });
    }),
  );
  expect(answers.map((a) => a.response.status)).toEqual(answers.map(() => 404));
  expect(site.stats.renders).toBe(renders);
  // Only the periodic version checks reached the backend, never a read for an unknown page.
  expect(pageReads()).toEqual([]);
  expect(backendRequests.slice(reads).some((url) => url.includes('nope'))).toBe(false);
});

test('one client asking for unknown address after address is answered 429, held back; other visitors are not slowed', async () => {
  const limited = await serveSite({
    port: 0,
    log: () => undefined,
    config: {
      missesPerWindow: 5,
      missWindowMs: 600_000,
      trustedProxies: new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']),
    },
  });
  try {
    const scanner = { 'X-Forwarded-For': '198.51.100.9' };
    // Another visitor's visit puts /about in the cache.
    expect(
      (await get(limited.url, '/about', { 'X-Forwarded-For': '198.51.100.11' })).response.status,
    ).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await get(limited.url, `/nope-scan-${i}`, scanner)).response.status);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404]);
    const held = await get(limited.url, '/nope-scan-5', scanner);
    expect(held.response.status).toBe(429);
    expect(Number(held.response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Held back about a second, so a client on many connections gets few answers.
    expect(held.ms).toBeGreaterThanOrEqual(900);
    // Cached pages are still served to it; another visitor's unknown address is an ordinary 404.
    expect((await get(limited.url, '/about', scanner)).response.status).toBe(200);
    const other = await get(limited.url, '/nope-typo', { 'X-Forwarded-For': '198.51.100.10' });
    expect(other.response.status).toBe(404);
  } finally {
    await limited.close();
  }
});

test('one large page under trailing slashes and .data queries keeps one render and bounded memory', async () => {
  const first = await get(site.url, `/${bigSlug}`);
  expect(first.bytes).toBeGreaterThan(800_000);
  const rendersBefore = site.stats.renders;
  const rssBefore = process.memoryUsage().rss;
  for (let batch = 0; batch < 25; batch += 1) {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => {
        const n = batch * 50 + index;
        const target = [
          `/${bigSlug}/`,
          `/${bigSlug}//`,
          `/${bigSlug}.data?x=${n}`,
          `/${bigSlug}.data?_routes=root,routes/public-layout,routes/published-page&n=${n}`,
          `/${bigSlug}?utm=${n}`,
        ][n % 5] as string;
        return get(site.url, target);
      }),
    );
    for (const { response } of answers) expect([200, 301]).toContain(response.status);
  }
  const slash = await get(site.url, `/${bigSlug}/`);
  expect(slash.response.status).toBe(301);
  expect(slash.response.headers.get('location')).toBe(`/${bigSlug}`);
  // The document, its data and one data request naming routes: three renders at most.
  expect(site.stats.renders - rendersBefore).toBeLessThanOrEqual(3);
  expect(site.cache.bytes).toBeLessThanOrEqual(site.cache.maxBytes);
  // 1,250 requests for a 1 MB page once grew the server by 2.5 GB.
  expect(process.memoryUsage().rss - rssBefore).toBeLessThan(150 * 1024 * 1024);
});

test('a client that keeps missing the cache is answered 429 with Retry-After; others are not', async () => {
  const limited = await serveSite({
    port: 0,
    log: () => undefined,
    config: {
      missesPerWindow: 3,
      missWindowMs: 600_000,
      trustedProxies: new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']),
    },
  });
  try {
    const from = (client: string) => ({ 'X-Forwarded-For': client });
    const pages = ['/about', '/contact', '/programs', '/volunteer', '/programs/food'];
    const statuses = [];
    for (const target of pages)
      statuses.push((await get(limited.url, target, from('198.51.100.1'))).response);
    expect(statuses.map((r) => r.status)).toEqual([200, 200, 200, 429, 429]);
    expect(Number(statuses[3]?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // What is cached costs nothing, so the same client still gets it.
    expect((await get(limited.url, '/about', from('198.51.100.1'))).response.status).toBe(200);
    // Another visitor behind the same proxy is not slowed.
    expect((await get(limited.url, '/volunteer', from('198.51.100.2'))).response.status).toBe(200);
  } finally {
    await limited.close();
  }
});

test('with the backend paused, a page not yet cached answers within 1.5 s', async () => {
  // A builder page of ordinary size: rendering and compressing the 1 MB one takes seconds on
  // a loaded machine whatever the backend does.
  const targets = ['/volunteer', `/${smallSlug}`, '/programs/water', '/nope-paused'];
  // The first render of a route in a process also loads and compiles its code (1.5 s for
  // /volunteer with the machine's load at 25): done once here, on the other server, so what is
  // measured below is waiting for the backend, not compiling.
  for (const target of targets) await get(site.url, target);
  // A fresh server (nothing cached) that has already answered once.
  const fresh = await serveSite({ port: 0, log: () => undefined });
  try {
    expect((await get(fresh.url, '/')).response.status).toBe(200);
    backend?.kill('SIGSTOP');
    // Let a version check fall due and hang on the paused backend.
    await new Promise((resolve) => setTimeout(resolve, 700));
    for (const target of targets) {
      const { response, ms } = await get(fresh.url, target);
      expect(response.status, target).toBe(target === '/nope-paused' ? 404 : 200);
      expect(ms, `${target} took ${Math.round(ms)} ms`).toBeLessThan(1500);
    }
  } finally {
    backend?.kill('SIGCONT');
    await fresh.close();
  }
});
