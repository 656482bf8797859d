// The load figure of `npm run bench`: requests per second and p95 latency for `/`, through the
// site server and as the same HTML served as a static file by the same process, measured one
// after the other in one run, with the backend's request count during the site server's run
// (every request the site server makes to the backend goes through a counting proxy).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from '../../scripts/workspace.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const backendBin = path.join(root, 'apps', 'local-supabase', 'bin', 'local-supabase.mjs');

function freePort() {
  return new Promise((resolve) => {
    const server = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Spawns a node script and resolves with the child and the first stdout line matching `pattern`. */
function spawnUntil(args, env, pattern) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = pattern.exec(out);
      if (match) resolve({ child, match });
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.on('exit', (code) => reject(new Error(`${args[0]} exited (${code}):\n${out}\n${err}`)));
  });
}

/**
 * A fresh local backend for the bench (its own data directory, removed on `stop`), on `port` or
 * a free one: its URL and keys as `print-env` gives them.
 * @param {{ port?: number }} [options]
 */
export async function startBenchBackend({ port } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'charitykit-bench-pages-'));
  const env = {
    LOCAL_SUPABASE_PORT: String(port ?? (await freePort())),
    LOCAL_SUPABASE_DATA_DIR: dataDir,
    LOCAL_SUPABASE_NO_ENV_FILE: '1',
  };
  const backend = await spawnUntil(
    [backendBin, 'serve'],
    env,
    /local-supabase ready at (http:\/\/\S+)/,
  );
  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      const { child } = backend;
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return stopping;
  };
  try {
    const printed = await spawnUntil(
      [backendBin, 'print-env'],
      env,
      /SUPABASE_SERVICE_ROLE_KEY=(\S+)/,
    );
    const value = (name) => new RegExp(`^${name}=(\\S+)$`, 'm').exec(printed.match.input)?.[1];
    return {
      url: backend.match[1],
      anonKey: value('SUPABASE_ANON_KEY'),
      serviceRoleKey: printed.match[1],
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Fires requests from `connections` keep-alive connections for `seconds`; latencies in ms.
 * `url` is one address, or a function giving the next one.
 */
export async function load(url, { connections = 32, seconds = 10 } = {}) {
  const next = typeof url === 'function' ? url : () => url;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  const statuses = new Map();
  const until = Date.now() + seconds * 1000;
  const once = () =>
    new Promise((resolve) => {
      const started = process.hrtime.bigint();
      const req = http.get(next(), { agent, headers: { 'Accept-Encoding': 'br, gzip' } }, (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          resolve(undefined);
        });
      });
      req.on('error', () => {
        errors += 1;
        resolve(undefined);
      });
    });
  const started = Date.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) await once();
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: pct(0.5),
    p95: pct(0.95),
    errors,
    statuses: Object.fromEntries(statuses),
  };
}

/**
 * Starts a fresh local backend, a counting proxy in front of it and the load server (site server
 * + static copy of `/`, one process), runs the load against both, and stops everything.
 */
export async function measureLoad({ connections = 32, seconds = 10 } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'charitykit-bench-backend-'));
  const backendPort = await freePort();
  const backendEnv = {
    LOCAL_SUPABASE_PORT: String(backendPort),
    LOCAL_SUPABASE_DATA_DIR: dataDir,
    LOCAL_SUPABASE_NO_ENV_FILE: '1',
  };
  const children = [];
  let proxy;
  try {
    const backend = await spawnUntil(
      [backendBin, 'serve'],
      backendEnv,
      /local-supabase ready at (http:\/\/\S+)/,
    );
    children.push(backend.child);
    const printed = await spawnUntil(
      [backendBin, 'print-env'],
      backendEnv,
      /SUPABASE_ANON_KEY=(\S+)/,
    );
    const anonKey = printed.match[1];

    // Every request the site server sends the backend passes here and is counted.
    const counter = { requests: 0 };
    proxy = http.createServer((req, res) => {
      counter.requests += 1;
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: backendPort,
          path: req.url,
          method: req.method,
          headers: req.headers,
        },
        (response) => {
          res.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    });
    await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const proxyUrl = `http://127.0.0.1:${proxy.address().port}`;

    const server = await spawnUntil(
      [path.join(here, 'load-server.mjs')],
      { SUPABASE_URL: proxyUrl, SUPABASE_ANON_KEY: anonKey, SITE_REVALIDATE_MS: '2000' },
      /^(\{.*\})$/m,
    );
    children.push(server.child);
    const urls = JSON.parse(server.match[1]);

    // Warm both up (JIT, caches), then measure one after the other.
    await load(`${urls.static}/`, { connections, seconds: 2 });
    await load(`${urls.site}/`, { connections, seconds: 2 });
    // Two rounds in alternating order (static, site, site, static); the better run of each
    // counts, so a burst of other work on a shared machine does not decide the comparison.
    const staticRuns = [];
    const siteRuns = [];
    let backendRequests = 0;
    const siteRun = async () => {
      const before = counter.requests;
      siteRuns.push(await load(`${urls.site}/`, { connections, seconds }));
      backendRequests = Math.max(backendRequests, counter.requests - before);
    };
    const staticRun = async () =>
      staticRuns.push(await load(`${urls.static}/`, { connections, seconds }));
    await staticRun();
    await siteRun();
    await siteRun();
    await staticRun();
    const best = (runs) => runs.reduce((a, b) => (b.perSecond > a.perSecond ? b : a));
    return {
      connections,
      seconds,
      static: best(staticRuns),
      site: best(siteRuns),
      backendRequests,
    };
  } finally {
    for (const child of children.reverse()) child.kill('SIGTERM');
    proxy?.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The pages the flood bench's visitors read, in turn. */
const VISITOR_PATHS = ['/', '/about', '/programs', '/volunteer', '/programs/food', '/contact'];

/**
 * The flood figure: four visitors reading real pages, alone and then while one client asks for
 * random unknown addresses from 16 connections, side by side in one run against one site server
 * (a fresh backend behind it). The visitors' p95 under the flood should stay within 3x of quiet.
 */
export async function measureFlood({ visitors = 4, flooders = 16, seconds = 10 } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'charitykit-flood-backend-'));
  const backendPort = await freePort();
  const backendEnv = {
    LOCAL_SUPABASE_PORT: String(backendPort),
    LOCAL_SUPABASE_DATA_DIR: dataDir,
    LOCAL_SUPABASE_NO_ENV_FILE: '1',
  };
  const children = [];
  try {
    const backend = await spawnUntil(
      [backendBin, 'serve'],
      backendEnv,
      /local-supabase ready at (http:\/\/\S+)/,
    );
    children.push(backend.child);
    const printed = await spawnUntil(
      [backendBin, 'print-env'],
      backendEnv,
      /SUPABASE_ANON_KEY=(\S+)/,
    );
    const server = await spawnUntil(
      [path.join(here, 'load-server.mjs')],
      {
        SUPABASE_URL: `http://127.0.0.1:${backendPort}`,
        SUPABASE_ANON_KEY: printed.match[1],
        SITE_REVALIDATE_MS: '2000',
      },
      /^(\{.*\})$/m,
    );
    children.push(server.child);
    const { site } = JSON.parse(server.match[1]);
    let turn = 0;
    const visit = () => `${site}${VISITOR_PATHS[turn++ % VISITOR_PATHS.length]}`;
    let miss = 0;
    const unknown = () => `${site}/nope-${Date.now().toString(36)}-${(miss++).toString(36)}`;
    // Warm up every page the visitors read, then measure quiet and flooded one after the other.
    await load(visit, { connections: visitors, seconds: 2 });
    const quiet = await load(visit, { connections: visitors, seconds });
    const [flooded, flood] = await Promise.all([
      load(visit, { connections: visitors, seconds }),
      load(unknown, { connections: flooders, seconds }),
    ]);
    return { visitors, flooders, seconds, quiet, flooded, flood };
  } finally {
    for (const child of children.reverse()) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The flood figure as the README shows it. */
export function formatFlood(result) {
  const row = (name, r) =>
    `| ${name} | ${Math.round(r.perSecond)} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.requests} | ${JSON.stringify(r.statuses)} |`;
  const ratio = result.flooded.p95 / result.quiet.p95;
  return [
    `Flood: ${result.visitors} visitors reading real pages, quiet and then beside one client asking for random unknown paths from ${result.flooders} connections, ${result.seconds} s each, one site server`,
    '',
    '| run | requests/s | p50 | p95 | requests | statuses |',
    '|---|---|---|---|---|---|',
    row('visitors, quiet', result.quiet),
    row('visitors, under the flood', result.flooded),
    row('the flood (unknown paths)', result.flood),
    '',
    `Visitors' p95 under the flood / quiet: ${ratio.toFixed(2)}x (goal: within 3x).`,
  ].join('\n');
}

/** The load figure as the README shows it. */
export function formatLoad(result) {
  const row = (name, r) =>
    `| ${name} | ${Math.round(r.perSecond)} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.requests} | ${JSON.stringify(r.statuses)} |`;
  const ratio = result.static.perSecond / result.site.perSecond;
  return [
    `Load on \`/\`: ${result.connections} keep-alive connections, ${result.seconds} s per run, br/gzip accepted, one server process (better of two runs each)`,
    '',
    '| served as | requests/s | p50 | p95 | requests | statuses |',
    '|---|---|---|---|---|---|',
    row('site server (server render + cache)', result.site),
    row('static file, same process', result.static),
    '',
    `Static / site server throughput: ${ratio.toFixed(2)}x (goal: within 1.5x).`,
    `Backend requests during a ${result.seconds} s site server run (the larger of the two): ${result.backendRequests} ` +
      `for ${result.site.requests} visits (version checks: at most 2 requests per 2 s).`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--flood')) console.log(formatFlood(await measureFlood()));
  else console.log(formatLoad(await measureLoad()));
}
