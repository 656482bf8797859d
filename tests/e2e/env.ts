/**
 * Where the e2e run starts the product, away from the ports `npm start` uses. Override the ports
 * with E2E_SITE_PORT / E2E_BACKEND_PORT to run two suites side by side.
 */
const sitePort = Number(process.env.E2E_SITE_PORT ?? 4183);
const backendPort = Number(process.env.E2E_BACKEND_PORT ?? 54391);
/** The SMTP server the run starts (tests/e2e/mail.ts); E2E_SMTP_PORT overrides it. */
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? backendPort + 7);

export const e2eEnv = {
  sitePort,
  backendPort,
  smtpPort,
  siteUrl: `http://localhost:${sitePort}`,
  backendUrl: `http://127.0.0.1:${backendPort}`,
  adminEmail: 'e2e-admin@charitykit.local',
  adminPassword: 'e2e-admin-password',
  /**
   * The site server's invalidation time: it checks the backend for changed settings and pages
   * at most this often (SITE_REVALIDATE_MS), so a saved change is served within it.
   */
  revalidateMs: 2000,
  /**
   * The stated invalidation time: a check is due at most 2 s after a save, and a visitor waits
   * up to 1 s for it (apps/web/app/live-site.server.ts, DEFAULT_WAIT_MS).
   */
  invalidationMs: 3000,
} as const;
