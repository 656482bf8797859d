import type { Config } from '@react-router/dev/config';
import { crawlFilePaths, routePagePaths } from './app/public-paths';

// `npm run build:static` sets this: the static export for hosts without Node.
const staticExport = process.env.VITE_STATIC_EXPORT === '1';

export default {
  appDirectory: 'app',
  // The site server (apps/web/server) renders every public route on request, with the live
  // settings and pages, behind its render cache; /admin is rendered on the client only.
  // The static export instead writes the public routes to HTML at build time, with the
  // settings of that moment, and leaves the rest to the client (the SPA fallback).
  ssr: !staticExport,
  prerender: staticExport ? [...routePagePaths, ...crawlFilePaths] : false,
  buildDirectory: staticExport ? 'build-static' : 'build',
  // The site server sends each page only the routes it matched, and the client asks the server
  // (`/__manifest`) for the routes of the links it renders: the whole manifest (every admin
  // route's module list) was about 4 KB of script on every public page (issue 22). The static
  // export has no server to ask, so it ships the whole manifest with the first page.
  routeDiscovery: staticExport ? { mode: 'initial' } : { mode: 'lazy' },
  splitRouteModules: false,
  // The site server is TypeScript; each build compiles it beside the site it serves.
  async buildEnd() {
    const { bundleSiteServer } = await import('./server/bundle.mjs');
    await bundleSiteServer();
  },
} satisfies Config;
