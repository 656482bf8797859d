import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Backend test files that run alone (the `server-serial` project). */
const serverSerial = [
  'apps/local-supabase/test/{backup,cli,data-dir,log-secrets,statement-timeout}.test.ts',
  'apps/local-supabase/test/{upload-memory,sign-in-limits,rate-limit}.test.ts',
  'tests/integration/doctor.test.ts',
];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // A hang detector (see vitest.setup.ts): vitest's 5 s cut off tests that pass in
          // milliseconds when the machine is busy.
          testTimeout: 30_000,
          // Files share one jsdom and one module cache per worker (158 s -> 38 s here); each test
          // cleans up what it rendered (vitest.setup.ts) and builds its own clients and caches.
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/web/app/**/*.test.{ts,tsx}',
            'apps/web/server/**/*.test.ts',
            'apps/web/*.test.ts',
            'scripts/**/*.test.{ts,mjs}',
          ],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/local-supabase/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'apps/local-supabase/hosted-deploy/**', ...serverSerial],
          testTimeout: 30_000,
          // A hang detector, not a budget: starting a server (PGlite, the migrations, the
          // seed) took over 120 s on a 2-core machine at load 20.
          hookTimeout: 300_000,
          // Two files at a time: each starts its own server on its own port and data directory.
          // One at a time left a core idle, and this project is the longest part of `npm test`
          // before the browsers. Its own group (after the unit files) as vitest requires of a
          // project with its own number of workers.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // The backend files that start processes of their own (the CLI, backups, a second
        // server on one data directory) or measure time and memory: one at a time, after the
        // rest, so they never share the machine with another backend file.
        extends: true,
        test: {
          name: 'server-serial',
          environment: 'node',
          include: serverSerial,
          testTimeout: 30_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
      {
        // A hosted Supabase project's database built from Supabase's own sources on PostgreSQL
        // 15, the migrations pushed as `supabase db push` does, RLS checked as PostgREST runs it.
        extends: true,
        test: {
          name: 'hosted-deploy',
          environment: 'node',
          include: ['apps/local-supabase/hosted-deploy/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        // The backend suite again with every test server on PostgreSQL 15 (test/helpers.ts), so
        // both database modes stay equal. Files that already run each engine themselves, that
        // test PGlite's own data directory, or that need no server are left to `server`.
        extends: true,
        test: {
          name: 'server-pg15',
          environment: 'node',
          include: ['apps/local-supabase/test/**/*.test.ts'],
          exclude: [
            '**/node_modules/**',
            'apps/local-supabase/test/{backup,content-size,regex-guard,rls-matrix,statement-timeout}.test.ts',
            'apps/local-supabase/test/{cli,data-dir,log-secrets,upload-memory}.test.ts',
            'apps/local-supabase/test/{rate-limit,rest-parse,rest-plan,rest-sql-invariants,structure}.test.ts',
          ],
          env: { LOCAL_SUPABASE_TEST_DB: 'pg15' },
          globalSetup: ['apps/local-supabase/test/pg15-global.ts'],
          testTimeout: 30_000,
          // A hang detector, not a budget: starting a server (PGlite, the migrations, the
          // seed) took over 120 s on a 2-core machine at load 20.
          hookTimeout: 300_000,
          // One file at a time: the cluster's roles are shared, and two servers building the
          // platform at once (grants, role settings) collide ("tuple concurrently updated").
          fileParallelism: false,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        // Scan every story up front: a dependency first discovered mid-run makes Vite re-optimise
        // and reload the browser, which fails whichever story file was loading at the time.
        optimizeDeps: {
          entries: [
            '.storybook/preview.tsx',
            'packages/*/src/**/*.stories.tsx',
            'apps/web/app/**/*.stories.tsx',
          ],
          // Imported by the code vanilla-extract generates from .css.ts files, which the scan
          // above cannot see.
          include: ['@charitykit/ui > @vanilla-extract/recipes/createRuntimeFn'],
        },
        test: {
          name: 'storybook',
          // As the e2e run: one retry on CI, where a loaded machine can stall a play function
          // past its wait (a real failure fails twice and is reported with both attempts).
          retry: process.env.CI ? 1 : 0,
          // One iframe for every story file, instead of a fresh one per file: the preview, the
          // design system's modules, axe and the MSW worker load once (363 s -> 129 s here).
          // Each story still starts clean: Storybook remounts it, the MSW loader resets the
          // handlers, and stories that keep state (auth, query caches) create their own.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
