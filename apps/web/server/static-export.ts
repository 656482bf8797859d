/**
 * The static export (`npm run build:static`) as a static host serves it, and the headers file
 * such a host reads. Re-exported by site-server.ts, which scripts/serve.mjs and the build load.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import path from 'node:path';
import type { SiteServerConfig } from './config';
import { baseHeaders, documentHeaders, inlineScriptHashes, isAdminPath } from './headers';
import { defaultStaticDir, listen, type RunningServer, staticFiles } from './http';

export interface ServeStaticOptions {
  dir?: string;
  port?: number;
  host?: string;
}

/**
 * Serves a static export (`npm run build:static`) the way a static host would: the prerendered
 * HTML, the SPA fallback with status 200 under /admin and 404 elsewhere.
 */
export async function serveStatic({
  dir = defaultStaticDir,
  port = 4173,
  host = '127.0.0.1',
}: ServeStaticOptions = {}): Promise<RunningServer> {
  const config = { https: false };
  const files = staticFiles(dir, config);
  const fallbackFile = path.join(dir, '__spa-fallback.html');
  const fallback = existsSync(fallbackFile) ? readFileSync(fallbackFile) : null;
  const listener: RequestListener = (req, res) => {
    files(req, res, () => {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      res.writeHead(fallback && isAdminPath(pathname) ? 200 : 404, {
        ...baseHeaders(config),
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
      res.end(req.method === 'HEAD' ? undefined : (fallback ?? 'Not Found'));
    });
  };
  return listen(listener, port, host);
}

/**
 * The headers a static host should send with the static export, in the `_headers` format
 * Netlify and Cloudflare Pages read (`npm run build:static` writes it). Such hosts apply every
 * rule that matches a path, and two policies would both be enforced, so there is one rule for
 * every path: the hashes of every page's own inline scripts, and framing refused everywhere
 * (the builder's preview does not frame the site's pages).
 */
export function staticExportHeaders(
  pages: Iterable<string>,
  config: Pick<SiteServerConfig, 'backendOrigin' | 'storageOrigin' | 'https'>,
): string {
  const hashes = new Set<string>();
  for (const html of pages) {
    const nonce = /<script\b[^>]*\snonce="([A-Za-z0-9_-]{16,})"/.exec(html)?.[1] ?? '';
    for (const hash of inlineScriptHashes(html, nonce)) hashes.add(hash);
  }
  const headers = {
    ...baseHeaders(config),
    ...documentHeaders(config, '/admin', [...hashes].sort()),
  };
  return `${['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')}\n`;
}
