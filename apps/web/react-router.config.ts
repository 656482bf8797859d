import type { Config } from '@react-router/dev/config';
import { crawlFilePaths, prerenderedPaths } from './app/public-paths';

// `npm run build:static` sets this: the static export for hosts without Node.
const staticExport = process.env.VITE_STATIC_EXPORT === '1';

export default {
  appDirectory: 'app',
  // The site server (apps/web/server) renders every public route on request, with the live
  // settings and pages, behind its render cache; /admin is rendered on the client only.
  // The static export instead writes the public routes to HTML at build time, with the
  // settings of that moment, and leaves the rest to the client (the SPA fallback).
  ssr: !staticExport,
  prerender: staticExport ? [...prerenderedPaths, ...crawlFilePaths] : false,
  buildDirectory: staticExport ? 'build-static' : 'build',
  // The whole route manifest comes with the first page (as in the static site), so moving
  // between pages never asks the server which route a link is.
  routeDiscovery: { mode: 'initial' },
  // The site server is TypeScript; each build compiles it beside the site it serves.
  async buildEnd() {
    // @ts-expect-error: a plain ES module of the build tooling, without declarations.
    const { bundleSiteServer } = await import('./server/bundle.mjs');
    await bundleSiteServer();
  },
} satisfies Config;
