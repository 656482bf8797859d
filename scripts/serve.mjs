// Serves the built site: prerendered HTML for public routes, the SPA fallback for the client-only
// admin area and for unknown paths (which render the not-found page, with a 404 status), long
// caching for fingerprinted assets, and the precompressed .br/.gz files written by compress.mjs.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const here = path.dirname(fileURLToPath(import.meta.url));
export const defaultClientDir = path.join(here, '..', 'apps', 'web', 'build', 'client');

/** @param {{ dir?: string, port?: number, host?: string }} [options] */
export function serveSite({ dir = defaultClientDir, port = 4173, host = '127.0.0.1' } = {}) {
  const fallback = path.join(dir, '__spa-fallback.html');
  if (!existsSync(fallback)) {
    throw new Error(`No built site in ${dir}: run the web build first.`);
  }
  const assets = sirv(dir, {
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
      if (pathname.startsWith('/assets/')) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('Cache-Control', 'no-cache');
      }
    },
  });
  const fallbackHtml = readFileSync(fallback);

  const server = http.createServer((req, res) => {
    assets(req, res, () => {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      // The admin area exists only on the client; any other unmatched path is a real 404 whose
      // body still renders the site's not-found page once the client starts.
      const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
      res.writeHead(isAdmin ? 200 : 404, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
      });
      res.end(req.method === 'HEAD' ? undefined : fallbackHtml);
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://${host === '127.0.0.1' ? 'localhost' : host}:${actualPort}`,
        close: () => new Promise((done) => server.close(() => done(undefined))),
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 4173);
  const { url } = await serveSite({ port });
  console.log(`Site: ${url}`);
}
