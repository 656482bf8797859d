// Serves the built site: `node scripts/serve.mjs` runs the site server (server rendering behind
// its render cache, see apps/web/server/site-server.ts) on apps/web/build;
// `node scripts/serve.mjs --static [dir]` serves the static export (`npm run build:static`)
// the way a plain static host would. The site server is TypeScript, compiled by the web build
// to apps/web/server/dist (apps/web/server/bundle.mjs says why).
import { existsSync } from 'node:fs';

const siteServerFile = new URL('../apps/web/server/dist/site-server.js', import.meta.url);

/**
 * The compiled site server, loaded on first use (not on import), so scripts that build the site
 * first (the size budget, the bench) can import this module before the build exists.
 */
async function loadSiteServer() {
  if (!existsSync(siteServerFile)) {
    throw new Error(
      'No compiled site server in apps/web/server/dist: run the web build first (npm run build, or node apps/web/server/bundle.mjs).',
    );
  }
  return import(siteServerFile.href);
}

/**
 * A directory of static HTML served as a static host would (prerendered pages, SPA fallback).
 * @param {{ dir?: string, port?: number, host?: string }} [options]
 */
export async function serveStatic(options) {
  return (await loadSiteServer()).serveStatic(options);
}

/**
 * The site server on a server build (`buildDir`, apps/web/build by default), or, given `dir`, a
 * directory of static HTML served as a static host would (prerendered pages, SPA fallback).
 * @param {{ dir?: string, buildDir?: string, port?: number, host?: string, log?: (message: string) => void }} [options]
 */
export async function serveSite({ dir, ...options } = {}) {
  const siteServer = await loadSiteServer();
  return dir ? siteServer.serveStatic({ dir, ...options }) : siteServer.serveSite(options);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 4173);
  const args = process.argv.slice(2);
  const isStatic = args[0] === '--static';
  const { url } = isStatic
    ? await serveStatic({ port, ...(args[1] ? { dir: args[1] } : {}) })
    : await serveSite({ port });
  console.log(`Site${isStatic ? ' (static export)' : ''}: ${url}`);
}
