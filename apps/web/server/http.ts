/**
 * The site server's Node HTTP plumbing: where the built site is, a visitor's request as a Fetch
 * Request, plain answers, the built files (sirv) and listening with the slow-client limits.
 */
import { existsSync } from 'node:fs';
import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import type { SiteServerConfig } from './config';
import { baseHeaders } from './headers';

/** apps/web, found from this file whether it runs from server/ or from server/dist/. */
function findWebDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'react-router.config.ts')) && path.dirname(dir) !== dir) {
    dir = path.dirname(dir);
  }
  return dir;
}

export const webDir = findWebDir();
export const defaultBuildDir = path.join(webDir, 'build');
export const defaultStaticDir = path.join(webDir, 'build-static', 'client');

/** A short plain-text answer, never cached. */
export function textResponse(
  res: ServerResponse,
  status: number,
  text: string,
  headers = {},
): void {
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

/**
 * A Fetch Request for a visitor's request, body streamed through, for React Router. Its address
 * has the site's public scheme (`https` when SITE_URL is): behind a proxy that ends TLS the
 * socket is plain HTTP, and React Router refuses a post whose Origin is not the request's own.
 */
export function toRequest(
  req: IncomingMessage,
  res: Pick<ServerResponse, 'on'>,
  scheme: 'http' | 'https' = 'http',
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const method = req.method ?? 'GET';
  const init: RequestInit & { duplex?: 'half' } = { method, headers, signal: controller.signal };
  if (method !== 'GET' && method !== 'HEAD') {
    init.body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
    init.duplex = 'half';
  }
  return new Request(
    new URL(req.url ?? '/', `${scheme}://${req.headers.host ?? 'localhost'}`),
    init,
  );
}

/** Whether a response is an HTML document. */
export function isHtml(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').startsWith('text/html');
}

/** Built files: fingerprinted assets kept a year, the rest revalidated. */
export function staticFiles(dir: string, config: Pick<SiteServerConfig, 'https'>) {
  const headers = baseHeaders(config);
  return sirv(dir, {
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}

/** Slow clients: the headers within 10 s, the whole request within 30 s. */
export const SITE_TIMEOUTS = { headersMs: 10_000, requestMs: 30_000 } as const;

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Listens on `port` and `host`, with the slow-client limits. */
export function listen(
  listener: RequestListener,
  port: number,
  host: string,
): Promise<RunningServer> {
  const server = http.createServer(
    {
      headersTimeout: SITE_TIMEOUTS.headersMs,
      requestTimeout: SITE_TIMEOUTS.requestMs,
      connectionsCheckingInterval: 1000,
    },
    listener,
  );
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
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
