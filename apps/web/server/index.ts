/**
 * The production entry of the site server, built to apps/web/server/dist/index.js by the web
 * build (`npm run build`, `npm start`). Run it on Node 24 LTS (Node 22 is supported; 20 is not):
 *
 *   SUPABASE_URL=https://<project>.supabase.co SUPABASE_ANON_KEY=<anon key> \
 *   SITE_URL=https://www.example.org PORT=3000 HOST=0.0.0.0 node apps/web/server/dist/index.js
 *
 * Settings: see config.ts and the README's "The site server".
 */
import { serveSite, siteConfig } from './site-server';

const config = siteConfig({ HOST: '0.0.0.0', PORT: '3000', ...process.env });
const site = await serveSite({ config });
console.log(`charitykit site server listening on ${site.url}`);
console.log(`submission notices: ${site.notices}`);
console.log(`mailing-list sign-up: ${site.signUp}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void site.close().then(() => process.exit(0));
  });
}
