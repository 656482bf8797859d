// The site server: React Router's server render of every public route behind a render cache,
// the client-only /admin shell, and the built assets.
//
// - Public documents (and React Router's `.data` requests) are rendered once per version of what
//   they show and then served from memory with an ETag. The version comes from the live-data
//   snapshot in the server build (app/live-site.server.ts), checked against the backend at most
//   once per interval (SITE_REVALIDATE_MS, default 2000 ms) whatever the traffic.
// - Responses carry `Cache-Control: public, max-age=0, s-maxage=…, stale-while-revalidate=…`, so
//   a CDN in front can absorb traffic with no code change; browsers revalidate with the ETag.
// - When the backend is unreachable the snapshot stays as it was: cached renders keep being
//   served, and new renders use the last good settings (or content's defaults).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createRequestListener } from '@react-router/node';
import { createRequestHandler } from 'react-router';
import sirv from 'sirv';

const here = path.dirname(fileURLToPath(import.meta.url));
export const webDir = path.resolve(here, '..');
export const defaultBuildDir = path.join(webDir, 'build');
export const defaultStaticDir = path.join(webDir, 'build-static', 'client');

/** How long a CDN may keep a page (seconds), and serve it stale while it fetches a new one. */
export const CDN_MAX_AGE = 5;
export const CDN_STALE_WHILE_REVALIDATE = 60;
export const HTML_CACHE_CONTROL = `public, max-age=0, s-maxage=${CDN_MAX_AGE}, stale-while-revalidate=${CDN_STALE_WHILE_REVALIDATE}, stale-if-error=86400`;
/**
 * How long a visitor waits for a due version check once the server has answered before: a
 * saved change is served within the check interval plus this (3 s by default), and a slow or
 * hung backend delays a visitor by at most this, once per check.
 */
export const MAX_CHECK_WAIT_MS = 1000;
/** Without a visitor for this long, the server stops checking until the next one. */
const IDLE_MS = 30_000;

const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * Rendered responses by key, least recently used dropped first, so a crawl of made-up paths
 * cannot grow memory without bound.
 */
export class RenderCache {
  /** @param {number} [maxEntries] */
  constructor(maxEntries = 1000) {
    this.maxEntries = maxEntries;
    /** @type {Map<string, CachedRender>} */
    this.entries = new Map();
  }

  /** @param {string} key */
  get(key) {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** @param {string} key @param {CachedRender} entry */
  set(key, entry) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size() {
    return this.entries.size;
  }
}

/**
 * @typedef {{ version: string, status: number, headers: Record<string, string>, body: Buffer,
 *   gzip: Buffer | null, br: Buffer | null, etag: string }} CachedRender
 */

/** @param {Response} response @param {string} version @returns {Promise<CachedRender>} */
export async function toCachedRender(response, version) {
  const body = Buffer.from(await response.arrayBuffer());
  /** @type {Record<string, string>} */
  const headers = {};
  response.headers.forEach((value, name) => {
    if (!['set-cookie', 'date', 'content-length', 'cache-control', 'etag'].includes(name)) {
      headers[name] = value;
    }
  });
  const compressible = body.length >= 1024;
  return {
    version,
    status: response.status,
    headers,
    body,
    gzip: compressible ? gzipSync(body, { level: 6 }) : null,
    br: compressible
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : null,
    etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
  };
}

/**
 * Writes a cached render: 304 when the visitor's copy matches, else the best encoding the
 * visitor accepts.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {CachedRender} entry
 */
export function sendCached(req, res, entry) {
  const common = {
    ...securityHeaders,
    'Cache-Control': HTML_CACHE_CONTROL,
    ETag: entry.etag,
    Vary: 'Accept-Encoding',
  };
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch?.split(/\s*,\s*/).includes(entry.etag)) {
    res.writeHead(304, common);
    res.end();
    return;
  }
  const accept = String(req.headers['accept-encoding'] ?? '');
  let body = entry.body;
  /** @type {Record<string, string>} */
  const encoding = {};
  if (entry.br && /\bbr\b/.test(accept)) {
    body = entry.br;
    encoding['Content-Encoding'] = 'br';
  } else if (entry.gzip && /\bgzip\b/.test(accept)) {
    body = entry.gzip;
    encoding['Content-Encoding'] = 'gzip';
  }
  res.writeHead(entry.status, {
    ...entry.headers,
    ...common,
    ...encoding,
    'Content-Length': String(body.length),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** @param {string} pathname */
function isAdminPath(pathname) {
  return pathname === '/admin' || pathname.startsWith('/admin/') || pathname === '/admin.data';
}

/** @param {string} dir */
function staticFiles(dir) {
  return sirv(dir, {
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}

/**
 * @typedef {{ refresh(): Promise<unknown>, versionFor(pathname: string): string,
 *   readonly stale: boolean, readonly checking: boolean, readonly configured: boolean,
 *   checks: number }} LiveSiteLike
 */

/**
 * The request listener for a server build directory (`build/` with `client/` and `server/`).
 * @param {{ buildDir?: string, log?: (message: string) => void, maxEntries?: number }} [options]
 */
export async function createSiteHandler({
  buildDir = defaultBuildDir,
  log = (message) => console.log(message),
  maxEntries,
} = {}) {
  const serverFile = path.join(buildDir, 'server', 'index.js');
  if (!existsSync(serverFile)) {
    throw new Error(`No server build in ${buildDir}: run the web build first.`);
  }
  const build = await import(pathToFileURL(serverFile).href);
  /** @type {LiveSiteLike} */
  const live = build.entry.module.liveSite;
  const render = createRequestHandler(build, 'production');
  const passThrough = createRequestListener({ build, mode: 'production' });
  const assets = staticFiles(path.join(buildDir, 'client'));
  const cache = new RenderCache(maxEntries);
  /** @type {Map<string, Promise<CachedRender>>} */
  const rendering = new Map();
  const stats = { renders: 0, hits: 0 };

  let answeredOnce = false;
  /** @type {Promise<unknown> | null} */
  let pendingCheck = null;
  let lastVisitAt = Number.NEGATIVE_INFINITY;
  /** @type {ReturnType<typeof setInterval> | null} */
  let poller = null;

  /**
   * While visitors keep coming, a timer runs the version checks (every interval, at most one at a
   * time), so no visitor waits for one; after IDLE_MS without visitors it stops, and the server
   * asks the backend nothing.
   */
  function keepPolling() {
    if (poller || !live.configured) return;
    poller = setInterval(
      () => {
        if (Date.now() - lastVisitAt > IDLE_MS) {
          if (poller) clearInterval(poller);
          poller = null;
        } else if (live.stale && !live.checking) {
          void live.refresh();
        }
      },
      Math.max(50, Math.floor(live.intervalMs / 8)),
    );
    poller.unref();
  }

  /**
   * What a visitor waits for before the cache is consulted. During traffic: nothing (the timer
   * keeps the version fresh). The first visitor after a quiet spell waits for the check, at
   * most MAX_CHECK_WAIT_MS (in full for the very first one, so the first page already has the
   * saved settings); past that, the previous version is served.
   */
  function freshness() {
    const now = Date.now();
    const busy = answeredOnce && now - lastVisitAt < IDLE_MS && poller !== null;
    lastVisitAt = now;
    keepPolling();
    if (busy || (!live.checking && !live.stale)) return null;
    if (!live.checking) {
      const check = live.refresh().then(() => {
        answeredOnce = true;
      });
      pendingCheck = answeredOnce
        ? Promise.race([check, new Promise((resolve) => setTimeout(resolve, MAX_CHECK_WAIT_MS))])
        : check;
    }
    return pendingCheck;
  }

  /** @param {string} key @param {string} version @param {URL} url @returns {Promise<CachedRender>} */
  function renderOnce(key, version, url) {
    const flightKey = `${key}\n${version}`;
    const inFlight = rendering.get(flightKey);
    if (inFlight) return inFlight;
    const job = (async () => {
      stats.renders += 1;
      // The render is shared by every visitor, so it sees none of their headers.
      const response = await render(new Request(url.href, { headers: { Accept: 'text/html' } }));
      const entry = await toCachedRender(response, version);
      const previous = cache.get(key);
      if (entry.status >= 500 && previous) {
        log(`[site] rendering ${key} failed (${entry.status}); serving its last good render`);
        return previous;
      }
      if (entry.status < 500) cache.set(key, entry);
      return entry;
    })().finally(() => rendering.delete(flightKey));
    rendering.set(flightKey, job);
    return job;
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  async function handleDynamic(req, res) {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    const { pathname } = url;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isAdminPath(pathname)) {
      // The admin shell is the same for everyone but must never be kept by a CDN for long.
      res.setHeader('Cache-Control', 'no-cache');
      for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
      return passThrough(req, res);
    }
    const wait = freshness();
    if (wait) await wait;
    // Documents do not depend on the query string; React Router's data requests do.
    const key = pathname.endsWith('.data') ? pathname + url.search : pathname;
    const version = live.versionFor(pathname);
    let entry = cache.get(key);
    if (entry && entry.version === version) {
      stats.hits += 1;
    } else {
      entry = await renderOnce(key, version, url);
    }
    sendCached(req, res, entry);
  }

  /** @type {import('node:http').RequestListener} */
  const listener = (req, res) => {
    assets(req, res, () => {
      handleDynamic(req, res).catch((error) => {
        log(
          `[site] ${req.method} ${req.url} failed: ${error instanceof Error ? error.stack : error}`,
        );
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end('Internal Server Error');
      });
    });
  };
  return { listener, live, cache, stats };
}

/**
 * @param {import('node:http').RequestListener} listener
 * @param {number} port
 * @param {string} host
 */
function listen(listener, port, host) {
  const server = http.createServer(listener);
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://${host === '127.0.0.1' ? 'localhost' : host}:${actualPort}`,
        port: actualPort,
        close: () =>
          new Promise((done) => {
            server.close(() => done(undefined));
            server.closeAllConnections();
          }),
      });
    });
  });
}

/**
 * Starts the site server on a built site.
 * @param {{ buildDir?: string, port?: number, host?: string, log?: (message: string) => void }} [options]
 */
export async function serveSite({
  buildDir = defaultBuildDir,
  port = 4173,
  host = '127.0.0.1',
  log,
} = {}) {
  const site = await createSiteHandler({ buildDir, log });
  const server = await listen(site.listener, port, host);
  return { ...server, live: site.live, stats: site.stats, cache: site.cache };
}

/**
 * Serves a static export (`npm run build:static`) the way a static host would: the prerendered
 * HTML, the SPA fallback with status 200 under /admin and 404 elsewhere.
 * @param {{ dir?: string, port?: number, host?: string }} [options]
 */
export async function serveStatic({
  dir = defaultStaticDir,
  port = 4173,
  host = '127.0.0.1',
} = {}) {
  const files = staticFiles(dir);
  const fallbackFile = path.join(dir, '__spa-fallback.html');
  const fallback = existsSync(fallbackFile) ? readFileSync(fallbackFile) : null;
  /** @type {import('node:http').RequestListener} */
  const listener = (req, res) => {
    files(req, res, () => {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      res.writeHead(fallback && isAdminPath(pathname) ? 200 : 404, {
        ...securityHeaders,
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
      res.end(req.method === 'HEAD' ? undefined : (fallback ?? 'Not Found'));
    });
  };
  return listen(listener, port, host);
}
