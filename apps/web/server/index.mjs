#!/usr/bin/env node
// The production entry of the site server, after `npm run build`:
//
//   SUPABASE_URL=https://<project>.supabase.co SUPABASE_ANON_KEY=<anon key> \
//   PORT=3000 HOST=0.0.0.0 node apps/web/server/index.mjs
//
// SUPABASE_URL / SUPABASE_ANON_KEY default to the VITE_ values the site was built with;
// SITE_REVALIDATE_MS sets how often the live settings and pages are checked (default 2000).
import { serveSite } from './site-server.mjs';

const site = await serveSite({
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? '0.0.0.0',
});
console.log(`charitykit site server listening on ${site.url}`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void site.close().then(() => process.exit(0));
  });
}
