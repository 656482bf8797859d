// One process serving the home page two ways, for the load figure in bench.mjs: the site server
// (server rendering behind its render cache, on a server build) and, beside it, the very HTML it
// renders for `/` written to a directory and served as a plain static file (with .br/.gz, as the
// static site was). Prints {"site": url, "static": url} once both listen.
// Environment: SUPABASE_URL / SUPABASE_ANON_KEY (the backend, read through a counting proxy).
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compressDir } from '../../scripts/compress.mjs';
import { serveSite, serveStatic } from '../../scripts/serve.mjs';

const site = await serveSite({ port: 0, log: (message) => console.error(message) });
const html = await (await fetch(`${site.url}/`)).text();
const dir = mkdtempSync(path.join(os.tmpdir(), 'charitykit-bench-static-'));
writeFileSync(path.join(dir, 'index.html'), html);
compressDir(dir);
const plain = await serveStatic({ dir, port: 0 });
console.log(JSON.stringify({ site: site.url, static: plain.url }));
process.on('SIGTERM', () => process.exit(0));
