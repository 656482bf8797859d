// Serves the static Storybook under a sub-path, as GitHub Pages serves a project site
// (`https://<owner>.github.io/charitykit/`), so tests see what a deployed Storybook sees: nothing
// is reachable from the origin's root, only from the base path.
//   node scripts/serve-storybook.mjs            http://localhost:6217/charitykit/
//   PORT=… STORYBOOK_BASE=/other/ STORYBOOK_DIR=… node scripts/serve-storybook.mjs
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @param {{ dir?: string, base?: string, port?: number, host?: string }} [options] */
export function serveStorybook({
  dir = path.join(root, 'storybook-static'),
  base = '/charitykit/',
  port = 6217,
  host = '127.0.0.1',
} = {}) {
  if (!existsSync(path.join(dir, 'iframe.html'))) {
    throw new Error(`No built Storybook in ${dir}: run \`npm run build-storybook\` first.`);
  }
  const files = sirv(dir, { dev: true, etag: true });
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === base.replace(/\/$/, '')) {
      res.writeHead(301, { Location: base });
      res.end();
      return;
    }
    if (!url.pathname.startsWith(base)) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end(`Not found: this server only serves ${base}`);
      return;
    }
    req.url = `/${url.pathname.slice(base.length)}${url.search}`;
    files(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not found');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      resolve({
        url: `http://${host}:${port}${base}`,
        close: () => new Promise((done) => server.close(() => done(undefined))),
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url } = await serveStorybook({
    dir: process.env.STORYBOOK_DIR,
    base: process.env.STORYBOOK_BASE,
    port: process.env.PORT ? Number(process.env.PORT) : undefined,
  });
  console.log(`Storybook: ${url}`);
}
