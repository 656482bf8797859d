/**
 * The site server: React Router's server render of every public route behind a render cache,
 * the client-only /admin shell, and the built assets. One module per concern beside it:
 * config (settings), headers (security and caching headers), routing (canonical addresses,
 * cache keys, client address), live-data (what a path is, version checks), render-cache and
 * guard (render concurrency, per-client limits).
 *
 * - Public documents (and React Router's `.data` requests) are rendered once per version of what
 *   they show and then served from memory with an ETag. The version comes from the server's live
 *   site (app/live-site.server.ts, made here from the settings), checked against the backend at
 *   most once per interval (SITE_REVALIDATE_MS, default 2000 ms) whatever the traffic. Every
 *   render is handed that live site and the public address through React Router's load context
 *   (app/site-context.ts), so the loaders render from exactly what the cache is keyed by.
 * - A path that is neither a route nor a published page gets the one cached not-found render of
 *   its shape: no render, no backend request.
 * - Renders run a few at a time; a client that keeps missing the cache, or keeps asking for
 *   addresses that are not pages, is answered 429, and that answer is held back a moment
 *   (LIMITED_ANSWER_DELAY_MS), so one client's flood cannot take the server's time from others.
 * - When the backend is unreachable or slow, a render waits for it at most one second, then
 *   uses the last good settings and pages (or content's defaults, or a 503 page).
 */
import { existsSync } from 'node:fs';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { isMailingListLinkPath } from '@charitykit/content';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { siteBackend } from '../app/backend';
import { createMailingList, mailingListConfig } from '../app/mailing-list.server';
import { crawlFilePaths, routePagePaths } from '../app/public-paths';
import { RENDER_NONCE_HEADER, type SiteContext, siteLoadContext } from '../app/site-context';
import { type Environment, readConfig, type SiteServerConfig } from './config';
import { LIMITED_ANSWER_DELAY_MS, MissLimiter, Semaphore } from './guard';
import {
  ADMIN_CACHE_CONTROL,
  baseHeaders,
  documentHeaders,
  inlineScriptHashes,
  isAdminPath,
  POST_CACHE_CONTROL,
  PREVIEW_HEADERS,
} from './headers';
import { defaultBuildDir, isHtml, listen, staticFiles, textResponse, toRequest } from './http';
import { documentPath, Freshness, liveSiteFor, resolvePublicPath } from './live-data';
import { smtpSender } from './mail-transport';
import {
  type CachedRender,
  encodeOnce,
  RenderCache,
  sendCached,
  toCachedRender,
} from './render-cache';
import { canonicalPath, clientAddress, dataQuery, redirectStatus } from './routing';
import { createSubmissionNotifier, submissionNoticeConfig } from './submission-notices';

/**
 * React Router's lazy route discovery (react-router.config.ts): a page carries only the routes
 * it matched and asks here for the routes of the links it shows. Answered by React Router
 * itself, uncached here (the answer depends on the query), limited like any other miss.
 */
export const ROUTE_MANIFEST_PATH = '/__manifest';

/** The methods pages (GET, HEAD) and React Router's actions (the rest) are served for. */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

export interface SiteStats {
  renders: number;
  hits: number;
  /** Answers 429 to clients that kept missing the cache. */
  limited: number;
}

export interface SiteHandlerOptions {
  buildDir?: string;
  log?: (message: string) => void;
  /** Settings; read from the environment when not given. */
  config?: Partial<SiteServerConfig>;
}

/**
 * Issue 25: staff's Preview (/preview/{id}) and share-preview links (/preview/share/{token}).
 * Rendered per request and never cached here: their responses say `private, no-store`, which
 * passThrough keeps. Not in the route list the public paths resolve against (their ids and
 * tokens are parameters), so they would otherwise be answered as not found.
 */
export function isPreviewPath(pathname: string): boolean {
  return pathname.startsWith('/preview/');
}

/**
 * Issue 37: the mailing list's confirmation and unsubscribe links carry a token in their address:
 * rendered per request and never cached, like the previews (one cache entry per token would let
 * anyone fill the cache).
 */
export function isTokenPath(pathname: string): boolean {
  return isPreviewPath(pathname) || isMailingListLinkPath(pathname);
}

/** The mail server's host name for a log line (never the user name or password in the URL). */
function smtpHost(smtpUrl: string): string {
  try {
    return new URL(smtpUrl).hostname || 'the SMTP server';
  } catch {
    return 'the SMTP server';
  }
}

/** The settings from `env`, the backend defaulting to the one the site was built with. */
export function siteConfig(env: Environment): SiteServerConfig {
  return readConfig(env, siteBackend);
}

/** The request listener for a server build directory (`build/` with `client/` and `server/`). */
export async function createSiteHandler({
  buildDir = defaultBuildDir,
  log = (message) => console.log(message),
  config: overrides = {},
}: SiteHandlerOptions = {}) {
  const config: SiteServerConfig = { ...siteConfig(process.env), ...overrides };
  const serverFile = path.join(buildDir, 'server', 'index.js');
  if (!existsSync(serverFile)) {
    throw new Error(`No server build in ${buildDir}: run the web build first.`);
  }
  const build = (await import(pathToFileURL(serverFile).href)) as ServerBuild;
  const live = liveSiteFor(config);
  // Issue 37: the mailing list, when this server can send its e-mail.
  const mailSettings = mailingListConfig(process.env, config.siteUrl);
  const mailingList =
    'config' in mailSettings
      ? createMailingList(mailSettings.config, smtpSender(mailSettings.config.smtpUrl))
      : undefined;
  const site: SiteContext = {
    live,
    siteUrl: config.siteUrl,
    ...(mailingList ? { mailingList } : {}),
  };
  const routes = new Set([...routePagePaths, ...crawlFilePaths]);
  const routeIds = Object.keys(build.routes);
  const handler = createRequestHandler(build, 'production');
  /**
   * React Router's render of `request`, handed the site (React Router's `getLoadContext`) and,
   * for a request answered to one visitor only, their address as this server finds it.
   */
  const render = (request: Request, clientAddress?: string) =>
    handler(request, siteLoadContext(clientAddress ? { ...site, clientAddress } : site));
  const assets = staticFiles(path.join(buildDir, 'client'), config);
  const cache = new RenderCache({ maxEntries: config.cacheEntries, maxBytes: config.cacheBytes });
  const renders = new Semaphore(config.renderConcurrency);
  const limiter = new MissLimiter({ burst: config.missesPerWindow, windowMs: config.missWindowMs });
  const freshness = new Freshness(live);
  const rendering = new Map<string, Promise<CachedRender>>();
  const stats: SiteStats = { renders: 0, hits: 0, limited: 0 };
  const always = baseHeaders(config);

  /** The security headers of a response, from its body when it is an HTML document. */
  function securityHeaders(pathname: string, response: Response, body: Buffer | null) {
    const nonce = response.headers.get(RENDER_NONCE_HEADER);
    if (!body || !isHtml(response)) return always;
    const hashes = nonce ? inlineScriptHashes(body.toString('utf8'), nonce) : [];
    return { ...always, ...documentHeaders(config, pathname, hashes) };
  }

  /** Renders `url` once for everyone asking for `key` at `version`, a few renders at a time. */
  function renderOnce(key: string, version: string, url: string, pathname: string) {
    const flightKey = `${key}\n${version}`;
    const inFlight = rendering.get(flightKey);
    if (inFlight) return inFlight;
    const job = renders
      .run(async () => {
        stats.renders += 1;
        // The render is shared by every visitor, so it sees none of their headers.
        const response = await render(new Request(url, { headers: { Accept: 'text/html' } }));
        const body = Buffer.from(await response.arrayBuffer());
        return toCachedRender(response, version, securityHeaders(pathname, response, body), body);
      })
      .then((entry) => {
        const previous = cache.get(key);
        if (entry.status >= 500 && previous) {
          log(`[site] rendering ${key} failed (${entry.status}); serving its last good render`);
          return previous;
        }
        if (entry.status < 500) cache.set(key, entry);
        return entry;
      })
      .finally(() => rendering.delete(flightKey));
    rendering.set(flightKey, job);
    return job;
  }

  /**
   * Whether `req`'s client may cause one more render (or ask for one more address that is not a
   * page); answers 429 when it may not. The 429 is held back a moment: answered at once, it would
   * cost as much as the page, and a client on many connections could still keep the server busy.
   */
  function allowMiss(req: IncomingMessage, res: ServerResponse): boolean {
    const retryAfter = limiter.take(clientAddress(req, config.trustedProxies));
    if (retryAfter === null) return true;
    stats.limited += 1;
    const timer = setTimeout(() => {
      if (res.destroyed || res.writableEnded) return;
      textResponse(res, 429, 'Too many requests: please wait a moment and try again.', {
        ...always,
        'Retry-After': String(retryAfter),
      });
    }, LIMITED_ANSWER_DELAY_MS);
    res.once('close', () => clearTimeout(timer));
    return false;
  }

  /** Everything not cached: the back-office, the previews, and any method but GET and HEAD. */
  async function passThrough(req: IncomingMessage, res: ServerResponse, pathname: string) {
    if (!allowMiss(req, res)) return;
    const request = toRequest(req, res, config.https ? 'https' : 'http');
    const visitor = clientAddress(req, config.trustedProxies);
    const response = await renders.run(() => render(request, visitor));
    const admin = isAdminPath(pathname);
    const html = isHtml(response) && response.body !== null;
    const raw = html ? Buffer.from(await response.arrayBuffer()) : null;
    const headers: Record<string, string | string[]> = {};
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && name !== RENDER_NONCE_HEADER) headers[name] = value;
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) headers['set-cookie'] = cookies;
    if (isPreviewPath(pathname)) Object.assign(headers, PREVIEW_HEADERS);
    // The link pages post their one button back to themselves: a `no-referrer` page's posts
    // carry `Origin: null`, which React Router refuses, so their referrer stays on this site.
    else if (isMailingListLinkPath(pathname)) {
      Object.assign(headers, PREVIEW_HEADERS, { 'referrer-policy': 'same-origin' });
    }
    Object.assign(headers, securityHeaders(pathname, response, raw));
    // Compressed as the public pages are: the sign-in screen's shell is the staff's first load.
    const encoded = raw ? encodeOnce(String(req.headers['accept-encoding'] ?? ''), raw) : null;
    const body = encoded?.body ?? null;
    if (encoded?.encoding) headers['content-encoding'] = encoded.encoding;
    if (raw) headers.vary = 'Accept-Encoding';
    // A route's own referrer policy (the previews' no-referrer) is stricter than the default.
    if (headers['referrer-policy']) delete headers['Referrer-Policy'];
    // The back-office carries personal data: no browser or proxy keeps any of it.
    if (admin || !headers['cache-control']) headers['cache-control'] = ADMIN_CACHE_CONTROL;
    // A post's answer (a public form's: what a visitor typed, issue 34) is theirs alone.
    if (req.method !== 'GET' && req.method !== 'HEAD')
      headers['cache-control'] = POST_CACHE_CONTROL;
    if (body) headers['content-length'] = String(body.length);
    res.writeHead(response.status, headers);
    if (req.method === 'HEAD') {
      res.end();
    } else if (body) {
      res.end(body);
    } else if (response.body) {
      Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).pipe(res);
    } else {
      res.end();
    }
  }

  async function handleDynamic(req: IncomingMessage, res: ServerResponse) {
    // The request's Host is never used for anything the site writes (see config.ts). The target
    // is read as a path even when it starts `//` (which URL parsing would take for a host).
    const target = req.url?.startsWith('/') ? req.url : '/';
    const url = new URL(`http://localhost${target}`);
    const canonical = canonicalPath(url.pathname);
    if (canonical !== null) {
      res.writeHead(redirectStatus(req.method), {
        ...always,
        Location: canonical + url.search,
        'Cache-Control': 'public, max-age=3600',
      });
      res.end();
      return;
    }
    const { pathname } = url;
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      isAdminPath(pathname) ||
      isTokenPath(pathname) ||
      pathname === ROUTE_MANIFEST_PATH
    ) {
      return passThrough(req, res, pathname);
    }
    const wait = freshness.visit();
    if (wait) await wait;

    const isData = pathname.endsWith('.data');
    const answer = resolvePublicPath(documentPath(pathname), routes, live);
    if (answer.kind === 'redirect') {
      if (isData) return passThrough(req, res, pathname);
      res.writeHead(answer.status, {
        ...always,
        Location: answer.location,
        'Cache-Control': 'public, max-age=300',
      });
      res.end();
      return;
    }
    // One key per page: the document's path, or its `.data` path with the routes asked for.
    const page = answer.path;
    const key = isData
      ? `${page === '/' ? '/_root' : page}.data${dataQuery(url.search, routeIds)}`
      : page;
    const version = live.versionFor(page);
    // An address that is no page costs no render, but one client asking for one after another
    // (a scanner, a flood) spends its budget as misses do.
    if (answer.kind === 'not-found' && !allowMiss(req, res)) return;
    let entry = cache.get(key);
    if (entry && entry.version === version) {
      stats.hits += 1;
    } else {
      const joining = rendering.has(`${key}\n${version}`);
      // A not-found answer has spent its token above (and renders once per shape of path).
      if (!joining && answer.kind !== 'not-found' && !allowMiss(req, res)) return;
      entry = await renderOnce(key, version, `http://localhost${key}`, page);
    }
    sendCached(req, res, entry);
  }

  const listener: RequestListener = (req, res) => {
    // TRACE, CONNECT, PROPFIND and the like: a Fetch Request cannot even be made of some of
    // them (TRACE throws), and no page or action answers any of them.
    if (!SERVED_METHODS.includes(req.method ?? '')) {
      textResponse(res, 405, 'Method Not Allowed', { ...always, Allow: SERVED_METHODS.join(', ') });
      return;
    }
    assets(req, res, () => {
      handleDynamic(req, res).catch((error: unknown) => {
        if (req.destroyed) return;
        const where = `${req.method} ${(req.url ?? '/').split('?')[0]}`;
        log(`[site] ${where} failed: ${error instanceof Error ? error.stack : String(error)}`);
        if (!res.headersSent) textResponse(res, 500, 'Internal Server Error', always);
        else res.destroy();
      });
    });
  };
  const close = () => {
    freshness.stop();
    mailingList?.close();
  };
  // Issue 37: said at start (index.ts, npm start), so a deployment without SMTP knows why its
  // Stay Connected offers no sign-up.
  const signUp =
    'config' in mailSettings
      ? `offered; confirmations are e-mailed through ${smtpHost(mailSettings.config.smtpUrl)}`
      : mailSettings.off;
  return { listener, live, cache, stats, config, close, signUp };
}

export interface ServeSiteOptions extends SiteHandlerOptions {
  port?: number;
  host?: string;
  /** Where the new-submission notices' settings come from (default process.env). */
  noticeEnv?: Environment;
}

/**
 * Starts the site server on a built site, with the new-submission notices when SMTP is set up
 * (`notices` says whether they run, and why not).
 */
export async function serveSite({ port, host, noticeEnv, ...options }: ServeSiteOptions = {}) {
  const site = await createSiteHandler(options);
  const server = await listen(site.listener, port ?? site.config.port, host ?? site.config.host);
  const noticeSettings = submissionNoticeConfig(noticeEnv ?? process.env, site.config.siteUrl);
  const notifier =
    'config' in noticeSettings ? createSubmissionNotifier(noticeSettings.config) : null;
  notifier?.start();
  return {
    ...server,
    close: () => {
      site.close();
      notifier?.stop();
      return server.close();
    },
    live: site.live,
    stats: site.stats,
    signUp: site.signUp,
    cache: site.cache,
    notices:
      'config' in noticeSettings
        ? `new submissions are e-mailed to ${noticeSettings.config.to ?? 'the contact email in the site settings'}`
        : noticeSettings.off,
  };
}

/**
 * The static public pages this server renders (the app's route table, with the forms' "sent"
 * pages), for the size budget.
 */
export { routePagePaths as publicPaths } from '../app/public-paths';
export {
  defaultBuildDir,
  defaultStaticDir,
  type RunningServer,
  SITE_TIMEOUTS,
  webDir,
} from './http';
export { type ServeStaticOptions, serveStatic, staticExportHeaders } from './static-export';
