/** Where the e2e run starts the product, away from the ports `npm start` uses. */
export const e2eEnv = {
  sitePort: 4183,
  backendPort: 54391,
  siteUrl: 'http://localhost:4183',
  backendUrl: 'http://127.0.0.1:54391',
  adminEmail: 'e2e-admin@charitykit.local',
  adminPassword: 'e2e-admin-password',
} as const;
