import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { bundleReport } from './bundle-report';
import { scriptGroups } from './chunks';
import { leanLazyImports } from './lazy-import-helper';
import { stylesheetGroup } from './stylesheets';

/**
 * Zod compiles validators with `new Function` unless told not to, and probes for `eval` when a
 * schema is built; the site's Content-Security-Policy refuses eval and the browser reports even
 * the caught probe (issue 21). Zod reads its settings from `globalThis.__zod_globalConfig`, so
 * the chunk that carries zod's core sets `jitless` first, before any schema exists. (Setting it from
 * content's modules instead either depends on a side-effect import, which a `sideEffects: false`
 * package may lose, or makes zod's namespace escape and defeats tree-shaking.)
 */
const ZOD_JITLESS = '(globalThis.__zod_globalConfig ??= {}).jitless = true;';

export default defineConfig({
  plugins: [
    reactRouter(),
    vanillaExtractPlugin(),
    leanLazyImports(),
    bundleReport(fileURLToPath(new URL('../..', import.meta.url))),
  ],
  server: { host: '127.0.0.1', port: 5173 },
  // Styles in two stylesheets rather than one per chunk (issue 22): every public page blocks its
  // first paint on one file, the site's, and only the back-office also loads its own.
  build: {
    // No preloading helper around dynamic imports: React Router preloads route modules itself,
    // and the site's own lazy imports (a form's submission code, the admin's team screens) are
    // small, so the helper (0.8 KB on the form pages) cost more than it saved.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: (id: string) => stylesheetGroup(id), priority: 100 }, ...scriptGroups],
        },
        // Only the chunk with zod's core (where its settings live): every schema's chunk
        // imports it, so it runs first, and the public pages carry the line once.
        intro: (chunk) =>
          chunk.moduleIds.some((id) => /[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id))
            ? ZOD_JITLESS
            : '',
      },
    },
  },
});
