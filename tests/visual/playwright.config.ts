import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { captureContext, storybookEnv } from './env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The built Storybook, served under /charitykit/ as it is deployed: MSW-backed stories render
 * there, page stories pass axe at every designed width and match their committed snapshots.
 * `npm run test:visual -- --update-snapshots` re-captures the snapshots after a deliberate change.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  // As the e2e run: one retry on CI, where a busy machine may stall a capture (a real difference
  // fails twice).
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  outputDir: './test-results',
  expect: {
    // A full-page capture of a long page is slow on a busy 2-core machine.
    timeout: 30_000,
    toHaveScreenshot: {
      // pixelmatch's anti-aliasing detection and a per-pixel tolerance of 0.1 (YIQ distance:
      // about 25 grey levels) keep font smoothing from failing a run, while a token colour
      // change (a border from #c9d3d1 to #a9b3b1 is 32 levels) or a spacing change fails it.
      // At 0.2 (Playwright's default) that border change passed unnoticed.
      threshold: 0.1,
      maxDiffPixels: 25,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    ...captureContext,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumArgs, '--font-render-hinting=none'],
    },
  },
  webServer: {
    command: 'node scripts/serve-storybook.mjs',
    cwd: root,
    url: storybookEnv.url,
    reuseExistingServer: false,
    env: {
      PORT: String(storybookEnv.port),
      STORYBOOK_BASE: storybookEnv.base,
      // Another build to check (e.g. one made with a changed token), instead of storybook-static.
      ...(process.env.STORYBOOK_DIR ? { STORYBOOK_DIR: process.env.STORYBOOK_DIR } : {}),
    },
  },
});
