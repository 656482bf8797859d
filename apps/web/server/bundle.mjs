// Compiles the site server (apps/web/server/*.ts) to plain JavaScript in apps/web/server/dist,
// for Node 22 and 24: Node strips types only outside node_modules and resolves no extensionless
// import, and the workspace packages it imports export their TypeScript source. The web build calls this at its end
// (react-router.config.ts, buildEnd), so every build (`npm run build`, `npm start`, the e2e and
// fresh-clone runs) leaves a site server that matches it; `node apps/web/server/bundle.mjs`
// runs it alone. Dependencies stay imports, resolved from apps/web/node_modules.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const siteServerDist = path.join(here, 'dist');

export async function bundleSiteServer({ quiet = true } = {}) {
  const { build } = await import('vite');
  await build({
    configFile: false,
    root: here,
    logLevel: quiet ? 'warn' : 'info',
    build: {
      ssr: true,
      target: 'node22',
      outDir: siteServerDist,
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
      rollupOptions: {
        input: {
          index: path.join(here, 'index.ts'),
          'site-server': path.join(here, 'site-server.ts'),
        },
        output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name].js' },
      },
    },
  });
  return siteServerDist;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await bundleSiteServer({ quiet: false });
}
