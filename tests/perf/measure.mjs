// What each public route ships, measured the way a visitor receives it: the page is loaded in
// Chromium from the built, served site, and every script it runs (files and inline) is counted
// gzip-compressed, with the stylesheets beside them.
import { createHmac } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { compressDir } from '../../scripts/compress.mjs';
import { serveSite, serveStatic } from '../../scripts/serve.mjs';
import { bin, root, run } from '../../scripts/workspace.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const webDir = path.join(root, 'apps', 'web');
export const webBuildDir = path.join(webDir, 'build');
export const webClientDir = path.join(webBuildDir, 'client');
export const bareDir = path.join(here, 'bare');
export const bareClientDir = path.join(bareDir, 'build', 'client');
/** A path no route matches: the not-found page is public too. */
export const NOT_FOUND_PATH = '/this-page-does-not-exist';
/**
 * The back-office's first load: a signed-out visit to /admin, which lands on the sign-in
 * screen (everything the admin area needs before anyone signs in).
 */
export const ADMIN_PATH = '/admin';
/** The staff sign-in screen, where /admin sends a visitor who is not signed in (issue 36). */
export const SIGN_IN_PATH = '/admin/auth';

/**
 * The content routes (issue 22): pages with nothing to interact with, sent as HTML and CSS only.
 * Listed here, apart from the site's own choice (each route's `handle`), so the budget notices
 * when a page that should be script-free starts shipping the framework again.
 */
const CONTENT_ROUTES = [
  /^\/about$/,
  /^\/programs$/,
  /^\/programs\/[^/]+$/,
  /^\/privacy-policy$/,
  /^\/terms-conditions$/,
  new RegExp(`^${NOT_FOUND_PATH}$`),
];

export function isContentRoute(pathname) {
  return CONTENT_ROUTES.some((pattern) => pattern.test(pathname));
}

/**
 * A key shaped exactly like the local backend's anon key (an HS256 JWT with its claims; see
 * apps/local-supabase/src/config.ts), signed with a made-up secret. The form pages' script carries
 * the key, so a build measured here weighs what `npm start`'s and a deployment's do.
 */
function placeholderAnonKey() {
  const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const issuedAt = 1_700_000_000;
  const header = part({ alg: 'HS256', typ: 'JWT' });
  const claims = part({
    iss: 'supabase',
    ref: 'local',
    role: 'anon',
    iat: issuedAt,
    exp: issuedAt + 20 * 365 * 24 * 3600,
  });
  const signature = createHmac('sha256', 'charitykit-size-budget')
    .update(`${header}.${claims}`)
    .digest('base64url');
  return `${header}.${claims}.${signature}`;
}

export async function buildBoth({ skipWebBuild = false } = {}) {
  if ((await run(bin('react-router', here), ['build'], { cwd: bareDir, stdio: 'ignore' })) !== 0) {
    throw new Error('The bare comparison page did not build.');
  }
  if (!skipWebBuild || !existsSync(path.join(webBuildDir, 'server', 'index.js'))) {
    const code = await run(bin('react-router', webDir), ['build'], {
      cwd: webDir,
      stdio: 'ignore',
      // Built as `npm start` and a deployment build it, with a backend address, so /admin's
      // first load includes the Supabase client it ships with (nothing needs to listen there).
      env: {
        ...process.env,
        VITE_SUPABASE_URL: process.env.VITE_SUPABASE_URL ?? 'http://127.0.0.1:54321',
        VITE_SUPABASE_ANON_KEY: process.env.VITE_SUPABASE_ANON_KEY ?? placeholderAnonKey(),
      },
    });
    if (code !== 0) throw new Error('The site did not build.');
    // As the web package's build does: visitors get the .br/.gz files, not the raw ones.
    compressDir(webClientDir);
  }
}

/** Every public route of the site (the route table the site server is compiled with). */
export async function publicRoutes() {
  const siteServer = await import(
    pathToFileURL(path.join(webDir, 'server', 'dist', 'site-server.js')).href
  );
  return [...siteServer.publicPaths].sort();
}

/** Every prerendered route of a static build, from the HTML files the prerender wrote. */
export function prerenderedRoutes(clientDir = webClientDir) {
  const routes = [];
  const walk = (dir, prefix) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        if (name !== 'assets') walk(file, `${prefix}/${name}`);
      } else if (name === 'index.html') {
        routes.push(prefix || '/');
      }
    }
  };
  walk(clientDir, '');
  return routes.sort();
}

/** React Router's build manifest (routes with their modules, imports and CSS). */
function buildManifest(clientDir) {
  const assets = path.join(clientDir, 'assets');
  const manifestFile = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  if (!manifestFile) throw new Error('No React Router manifest in the build.');
  const sandbox = { window: {} };
  vm.runInNewContext(readFileSync(path.join(assets, manifestFile), 'utf8'), sandbox);
  return sandbox.window.__reactRouterManifest;
}

/**
 * Routes of the back-office's tools: everything under /admin, and the share-preview page
 * (issue 25), which shows a draft to someone staff sent the link to, in the browser only and never
 * indexed. Visitors' public routes are measured apart (`publicRoutes`).
 */
function isBackOfficeRoute(id) {
  return id.startsWith('routes/admin') || id === 'routes/shared-preview';
}

/** Script files that only the /admin routes use, from React Router's build manifest. */
export function adminOnlyModules(clientDir = webClientDir) {
  const manifest = buildManifest(clientDir);
  const admin = new Set();
  const shared = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (const [id, route] of Object.entries(manifest.routes)) {
    const files = [route.module, ...(route.imports ?? [])];
    const target = isBackOfficeRoute(id) ? admin : shared;
    for (const file of files) target.add(file);
  }
  return [...admin].filter((file) => !shared.has(file));
}

/** The signed-in back-office's layout route: its screens load after sign-in (issue 36). */
export const SIGNED_IN_LAYOUT_ID = 'routes/admin/providers/route';

/**
 * Script files that only the signed-in back-office uses (its layout and every screen under it),
 * from the build manifest: none of them may load on the sign-in screens (issue 36).
 */
export function signedInOnlyModules(clientDir = webClientDir) {
  const manifest = buildManifest(clientDir);
  const inside = (id) => {
    for (let route = manifest.routes[id]; route; route = manifest.routes[route.parentId]) {
      if (route.id === SIGNED_IN_LAYOUT_ID) return true;
    }
    return false;
  };
  const signedIn = new Set();
  const shared = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (const [id, route] of Object.entries(manifest.routes)) {
    const files = [route.module, ...(route.imports ?? [])];
    for (const file of files) (inside(id) ? signedIn : shared).add(file);
  }
  return [...signedIn].filter((file) => !shared.has(file));
}

/** Stylesheets that only the /admin routes link, from the same manifest. */
export function adminOnlyStylesheets(clientDir = webClientDir) {
  const manifest = buildManifest(clientDir);
  const admin = new Set();
  const shared = new Set(manifest.entry.css ?? []);
  for (const [id, route] of Object.entries(manifest.routes)) {
    for (const file of route.css ?? []) (isBackOfficeRoute(id) ? admin : shared).add(file);
  }
  return [...admin].filter((file) => !shared.has(file));
}

const gz = (text) => gzipSync(text, { level: 9 }).length;

/**
 * The site as visitors get it: the site server for a server build (the web site), a static
 * host for a prerendered one (the bare page).
 */
function serve(clientDir) {
  const serverBuild = path.join(clientDir, '..', 'server', 'index.js');
  return existsSync(serverBuild) && clientDir === webClientDir
    ? serveSite({ buildDir: path.dirname(clientDir), port: 0 })
    : serveStatic({ dir: clientDir, port: 0 });
}

/**
 * Loads each path and returns the gzip bytes of JavaScript and CSS it used, the script URLs,
 * and whether any loaded script is the Supabase auth client (which belongs to /admin only).
 */
export async function measure(clientDir, paths) {
  const site = await serve(clientDir);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const results = [];
    for (const pathname of paths) {
      const page = await browser.newPage();
      // The stock-photo host is unreachable here; count only what the site itself ships.
      await page.route(/^https?:\/\/(?!localhost)/, (route) => route.abort());
      const scripts = new Map();
      const styles = new Map();
      const reading = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        reading.push(
          response
            .body()
            .catch(() => Buffer.alloc(0))
            .then((body) => {
              (type === 'script' ? scripts : styles).set(new URL(response.url()).pathname, body);
            }),
        );
      });
      // The HTML as sent, before any script has run: what the browser finds while parsing it.
      const answer = await fetch(site.url + pathname, {
        headers: { 'Accept-Encoding': 'br, gzip' },
      });
      const sentEncoding = answer.headers.get('content-encoding');
      const sent = await answer.text();
      const sentModulePreloads = (sent.match(/<link\b[^>]*\brel="modulepreload"/g) ?? []).length;
      const sentModuleScripts = (sent.match(/<script\b[^>]*\btype="module"/g) ?? []).length;
      const sentForm = /<form\b/.test(sent);
      await page.goto(site.url + pathname, { waitUntil: 'networkidle' });
      // An interactive page loads its scripts only after its first paint (issue 36), which on a
      // busy machine can come after the network has gone quiet: wait until it has hydrated (or
      // has no app to hydrate), then until everything it asked for has been read.
      await page.waitForFunction(
        () =>
          '__reactRouterDataRouter' in window ||
          !document.querySelector(
            'script[type="module"], script[type="text/x-module-after-paint"]',
          ),
      );
      await page.waitForLoadState('networkidle');
      await Promise.all(reading);
      // Inline scripts the browser runs: classic and module ones, not data blocks (JSON-LD).
      const inline = await page.$$eval('script:not([src])', (nodes) =>
        nodes
          .filter((node) => {
            const type = (node.getAttribute('type') ?? '').trim().toLowerCase();
            return (
              type === '' ||
              type === 'module' ||
              /^(text|application)\/(java|ecma)script$/.test(type)
            );
          })
          .map((node) => node.textContent ?? ''),
      );
      const modulePreloads = await page.$$eval('link[rel="modulepreload"]', (links) =>
        links.map((link) => new URL(link.getAttribute('href') ?? '', location.href).pathname),
      );
      const jsBytes =
        [...scripts.values()].reduce((sum, body) => sum + gz(body), 0) +
        inline.reduce((sum, text) => sum + (text.trim() ? gz(text) : 0), 0);
      const cssBytes = [...styles.values()].reduce((sum, body) => sum + gz(body), 0);
      // Render-blocking: the stylesheets linked in the server's HTML head (before any script).
      const blockingStylesheets = await page.$$eval('head link[rel="stylesheet"]', (links) =>
        links.map((link) => new URL(link.getAttribute('href') ?? '', location.href).pathname),
      );
      const inlineStyleBytes = (
        await page.$$eval('head style', (nodes) => nodes.map((node) => node.textContent ?? ''))
      ).reduce((sum, text) => sum + (text.trim() ? gz(text) : 0), 0);
      const loadsAuthClient = [...scripts.values()].some((body) =>
        body.toString().includes('GoTrueClient'),
      );
      results.push({
        path: pathname,
        jsBytes,
        cssBytes,
        scripts: [...scripts.keys()],
        scriptBytes: Object.fromEntries([...scripts].map(([file, body]) => [file, gz(body)])),
        inlineBytes: inline.reduce((sum, text) => sum + (text.trim() ? gz(text) : 0), 0),
        inlineScripts: inline.filter((text) => text.trim()).length,
        modulePreloads,
        sentModulePreloads,
        sentModuleScripts,
        sentEncoding,
        sentForm,
        stylesheets: [...styles.keys()],
        blockingStylesheets,
        inlineStyleBytes,
        loadsAuthClient,
      });
      await page.close();
    }
    return results;
  } finally {
    await browser.close();
    await site.close();
  }
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * What a measured page's JavaScript is made of, module by module (issue 22): each script file's
 * gzip bytes shared among the modules in it (from `build/bundle-modules.json`, which the web
 * build writes), in proportion to each module's own gzip size, largest first. The inline scripts
 * (React Router's hand-off) are one entry. The shares are estimates: gzip of a whole file is less
 * than the sum of its parts, which is why each file's real size is what gets shared out.
 */
const FRAMEWORK_MODULE = /^(react|react-dom|scheduler|react-router)\//;

export function bundleBreakdown(result, buildDir = webBuildDir) {
  const report = JSON.parse(readFileSync(path.join(buildDir, 'bundle-modules.json'), 'utf8'));
  const totals = new Map();
  const add = (name, bytes) => {
    // The framework is what the bare page is made of: one line, not its sixty modules.
    const key = FRAMEWORK_MODULE.test(name)
      ? 'react, react-dom, react-router (as the bare page)'
      : name;
    totals.set(key, (totals.get(key) ?? 0) + bytes);
  };
  for (const script of result.scripts) {
    const bytes = result.scriptBytes[script] ?? 0;
    const modules = Object.entries(report[script.replace(/^\//, '')] ?? {});
    const sum = modules.reduce((total, [, size]) => total + size, 0);
    if (sum === 0) add(script, bytes);
    for (const [name, size] of modules) add(name, (bytes * size) / sum);
  }
  if (result.inlineBytes > 0) add('(inline scripts: React Router hand-off)', result.inlineBytes);
  return [...totals]
    .map(([module, bytes]) => ({ module, bytes }))
    .sort((a, b) => b.bytes - a.bytes);
}
