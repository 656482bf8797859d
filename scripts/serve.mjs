// Serves the built site: `node scripts/serve.mjs` runs the site server (server rendering behind
// its render cache, see apps/web/server/site-server.mjs) on apps/web/build;
// `node scripts/serve.mjs --static [dir]` serves the static export (`npm run build:static`)
// the way a plain static host would.
import { serveSite as serveServerBuild, serveStatic } from '../apps/web/server/site-server.mjs';

export { defaultBuildDir, defaultStaticDir, serveStatic } from '../apps/web/server/site-server.mjs';

/**
 * The site server on a server build (`buildDir`, apps/web/build by default), or, given `dir`, a
 * directory of static HTML served as a static host would (prerendered pages, SPA fallback).
 * @param {{ dir?: string, buildDir?: string, port?: number, host?: string }} [options]
 */
export function serveSite({ dir, ...options } = {}) {
  return dir ? serveStatic({ dir, ...options }) : serveServerBuild(options);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 4173);
  const args = process.argv.slice(2);
  const isStatic = args[0] === '--static';
  const { url } = isStatic
    ? await serveStatic({ port, ...(args[1] ? { dir: args[1] } : {}) })
    : await serveServerBuild({ port });
  console.log(`Site${isStatic ? ' (static export)' : ''}: ${url}`);
}
