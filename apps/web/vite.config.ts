import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

/**
 * Zod compiles validators with `new Function` unless told not to, and probes for `eval` when a
 * schema is built; the site's Content-Security-Policy refuses eval and the browser reports even
 * the caught probe (issue 21). Zod reads its settings from `globalThis.__zod_globalConfig`, so
 * every chunk that carries zod sets `jitless` first, before any schema exists. (Setting it from
 * content's modules instead either depends on a side-effect import, which a `sideEffects: false`
 * package may lose, or makes zod's namespace escape and defeats tree-shaking.)
 */
const ZOD_JITLESS = '(globalThis.__zod_globalConfig ??= {}).jitless = true;';

export default defineConfig({
  plugins: [reactRouter(), vanillaExtractPlugin()],
  server: { host: '127.0.0.1', port: 5173 },
  build: {
    rolldownOptions: {
      output: {
        intro: (chunk) =>
          chunk.moduleIds.some((id) => /[\\/]zod[\\/]/.test(id)) ? ZOD_JITLESS : '',
      },
    },
  },
});
