#!/usr/bin/env node
// `npm run build:static`: the static export, for hosts that serve files and run no Node. Every
// public route is prerendered to apps/web/build-static/client with the site settings read at
// build time (VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY, or content's defaults), then compressed.
// Trade-off (README, "Static export"): a change staff save after the build reaches visitors
// only once the page's JavaScript has read the live settings (the first paint shows the build's
// settings), never reaches visitors without JavaScript, and builder pages are not included.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compressDir } from './compress.mjs';
import { bin, ensureInstalled, root, run } from './workspace.mjs';

ensureInstalled();
const webDir = path.join(root, 'apps', 'web');
const code = await run(bin('react-router', webDir), ['build'], {
  cwd: webDir,
  env: { ...process.env, VITE_STATIC_EXPORT: '1' },
});
if (code !== 0) process.exit(code);
const out = path.join(webDir, 'build-static', 'client');

// The headers a static host should send (issue 21): `_headers` (Netlify, Cloudflare Pages),
// one rule for every path, with the inline scripts of every page by hash. Hosts that read no such
// file: README, "Static export".
const pages = readdirSync(out, { recursive: true })
  .filter((name) => String(name).endsWith('.html'))
  .map((name) => readFileSync(path.join(out, String(name)), 'utf8'));
const { staticExportHeaders } = await import(
  pathToFileURL(path.join(webDir, 'server', 'dist', 'site-server.js')).href
);
const backend = process.env.VITE_SUPABASE_URL
  ? new URL(process.env.VITE_SUPABASE_URL).origin
  : null;
writeFileSync(
  path.join(out, '_headers'),
  staticExportHeaders(pages, {
    backendOrigin: backend,
    storageOrigin: null,
    https: (process.env.SITE_URL ?? '').startsWith('https:'),
  }),
);
compressDir(out);
console.log(`Static export in ${path.relative(root, out)}: serve it with any static host`);
console.log('(unknown paths: __spa-fallback.html with status 404; /admin/*: the same file, 200),');
console.log('or try it with `node scripts/serve.mjs --static`.');
