/**
 * Where the e2e run starts the product, away from the ports `npm start` uses. Override the ports
 * with E2E_SITE_PORT / E2E_BACKEND_PORT to run two suites side by side.
 */
const sitePort = Number(process.env.E2E_SITE_PORT ?? 4183);
const backendPort = Number(process.env.E2E_BACKEND_PORT ?? 54391);

export const e2eEnv = {
  sitePort,
  backendPort,
  siteUrl: `http://localhost:${sitePort}`,
  backendUrl: `http://127.0.0.1:${backendPort}`,
  adminEmail: 'e2e-admin@charitykit.local',
  adminPassword: 'e2e-admin-password',
} as const;
