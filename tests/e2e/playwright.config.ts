import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { e2eEnv } from './env';
import { startMailServer } from './mail';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// One fresh backend data directory per run; workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `charitykit-e2e-${process.pid}`);
// Invitation and recovery e-mails go to an SMTP server of the run's own (issue 26). Workers
// load this file too; only the runner starts the server.
if (!process.env.TEST_WORKER_INDEX && !process.env.E2E_MAIL_STARTED) {
  process.env.E2E_MAIL_STARTED = '1';
  startMailServer();
}

/** Specs that must not run beside the others (see the project "after-parallel"). */
const afterParallel = /(admin\/two-factor-required|donation-page)\.spec\.ts$/;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: e2eEnv.siteUrl,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      },
      testIgnore: afterParallel,
    },
    // Journeys that change what every other journey meets run once the parallel ones are done,
    // one at a time (they would meet each other too): a rule every staff member meets (issue 38:
    // two-factor sign-in required of admins, the shared e2e admin too), and a Donation Page,
    // which while it is set turns every Donate button on the public site into a link.
    {
      name: 'after-parallel',
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      },
      testMatch: afterParallel,
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: root,
    url: e2eEnv.siteUrl,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(e2eEnv.sitePort),
      LOCAL_SUPABASE_PORT: String(e2eEnv.backendPort),
      LOCAL_SUPABASE_DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_EMAIL: e2eEnv.adminEmail,
      ADMIN_PASSWORD: e2eEnv.adminPassword,
      // The e2e backend runs on its own port; leave the developer's apps/web/.env.local alone.
      LOCAL_SUPABASE_NO_ENV_FILE: '1',
      SITE_REVALIDATE_MS: String(e2eEnv.revalidateMs),
      SMTP_URL: `smtp://127.0.0.1:${e2eEnv.smtpPort}`,
      SMTP_FROM: 'Charity site <no-reply@charitykit.local>',
      // New-submission notices (issue 24) every 2 s, so a journey sees one soon after sending.
      SUBMISSION_NOTICE_INTERVAL_MS: '2000',
      SUBMISSION_NOTICE_TO: 'inbox@charitykit.local',
    },
  },
});
