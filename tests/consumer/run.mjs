#!/usr/bin/env node
// An outside site built from the packed packages, as another charity would use them: it installs
// the tarballs `pnpm pack` makes (publishConfig applied) into a fresh directory outside the repo,
// bundles with plain Vite and no vanilla-extract plugin, and checks:
//
// 1. Size. A bare React page, a page with only `Button` and a script with only `formatGBP` are
//    built side by side; the Button page may add at most BUTTON_LIMIT_KB (gzip) to bare React
//    and the formatGBP script may weigh at most CONTENT_LIMIT_KB. Neither may carry zod or the
//    first charity's site copy. Both numbers are printed (the README quotes them).
// 2. Server components. Every package entry imports under the `react-server` condition, with
//    each `"use client"` module replaced by a client reference as an RSC bundler does
//    (tests/consumer/site/rsc-check.mjs).
// 3. Rendering, in Chromium: the default theme applies with no class (`:root` in a cascade layer),
//    `createThemeVars()` re-brands a region with a plain style object, the consumer's own
//    unlayered CSS beats the layered reset, and a TextField works.
// 4. A charity's own section type (site/sections/quote/, one folder, and one line in
//    site/sections/index.js): a public page that shows it loads no editor and no zod (its
//    builder half is a chunk loaded on demand), the page renders it, and the builder offers it,
//    checks it with its own schema and saves it.
//
// Run after the packages are built (scripts/publint.mjs builds them).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import sirv from 'sirv';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { PNPM_VERSION } from '../../scripts/pnpm.mjs';
import { root } from '../../scripts/workspace.mjs';

/** What a Button-only page may add to bare React, gzip. */
export const BUTTON_LIMIT_KB = 3;
/** What a script that uses only `formatGBP` may weigh, gzip. */
export const CONTENT_LIMIT_KB = 1;

const here = path.dirname(fileURLToPath(import.meta.url));

function sh(command, args, cwd, env = process.env) {
  const result = spawnSync(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout.toString();
}

function jsFilesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Total gzip bytes and the joined text of every script a build emitted. */
function measureBuild(dir) {
  const files = jsFilesUnder(dir);
  const text = files.map((file) => readFileSync(file, 'utf8')).join('\n');
  const bytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length,
    0,
  );
  return { bytes, text };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

/** Each page the site builds (one Vite build each, in this order) and the script it loads. */
const ENTRY_SCRIPTS = {
  bare: 'bare.jsx',
  button: 'button.jsx',
  format: 'format.js',
  control: 'control.js',
  page: 'page.jsx',
  app: 'app.jsx',
};

/** An entry's page: the same document for every entry, loading only that entry's script. */
function entryPage(script) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Another charity</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/${script}"></script>
  </body>
</html>
`;
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'charitykit-consumer-'));
const failures = [];
try {
  for (const name of ['content', 'ui', 'data', 'builder']) {
    sh(
      'npx',
      ['-y', `pnpm@${PNPM_VERSION}`, 'pack', '--pack-destination', dir],
      path.join(root, 'packages', name),
    );
  }
  const tarball = (name) => {
    const file = readdirSync(dir).find(
      (f) => f.startsWith(`charitykit-${name}-`) && f.endsWith('.tgz'),
    );
    if (!file) throw new Error(`pnpm pack made no tarball for ${name}`);
    return `file:./${file}`;
  };
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify(
      {
        name: 'another-charity',
        private: true,
        type: 'module',
        dependencies: {
          '@charitykit/ui': tarball('ui'),
          '@charitykit/content': tarball('content'),
          '@charitykit/data': tarball('data'),
          '@charitykit/builder': tarball('builder'),
          '@tanstack/react-query': '5.108.0',
          // The charity's own section type checks with zod, as ours do.
          zod: JSON.parse(readFileSync(path.join(root, 'packages/builder/package.json'), 'utf8'))
            .dependencies.zod,
          react: '19.3.1',
          'react-dom': '19.3.1',
        },
        devDependencies: { vite: '8.3.8' },
        // The tarballs depend on each other by version; point those at the tarballs too.
        overrides: {
          '@charitykit/content': tarball('content'),
          '@charitykit/ui': tarball('ui'),
          '@charitykit/data': tarball('data'),
        },
      },
      null,
      2,
    ),
  );
  cpSync(path.join(here, 'site'), dir, { recursive: true });
  for (const [entry, script] of Object.entries(ENTRY_SCRIPTS)) {
    writeFileSync(path.join(dir, `${entry}.html`), entryPage(script));
  }
  sh('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  const vite = path.join(dir, 'node_modules', '.bin', 'vite');
  const build = (entry) =>
    sh(vite, ['build', '--logLevel', 'error', '--outDir', `dist-${entry}`], dir, {
      ...process.env,
      CONSUMER_ENTRY: entry,
    });

  // 1. Sizes.
  for (const entry of Object.keys(ENTRY_SCRIPTS)) build(entry);
  const bare = measureBuild(path.join(dir, 'dist-bare'));
  const button = measureBuild(path.join(dir, 'dist-button'));
  const format = measureBuild(path.join(dir, 'dist-format'));
  const buttonExtra = button.bytes - bare.bytes;
  console.log(`bare React page:                   ${kb(bare.bytes)} JS (gzip)`);
  console.log(
    `Button-only page:                  ${kb(button.bytes)} = bare + ${kb(buttonExtra)} (limit + ${BUTTON_LIMIT_KB} KB)`,
  );
  console.log(
    `content helper only (formatGBP):   ${kb(format.bytes)} (limit ${CONTENT_LIMIT_KB} KB)`,
  );
  if (buttonExtra > BUTTON_LIMIT_KB * 1024) {
    failures.push(
      `a Button-only page adds ${kb(buttonExtra)} to bare React (limit ${BUTTON_LIMIT_KB} KB)`,
    );
  }
  if (format.bytes > CONTENT_LIMIT_KB * 1024) {
    failures.push(`formatGBP alone weighs ${kb(format.bytes)} (limit ${CONTENT_LIMIT_KB} KB)`);
  }
  // Markers: zod's type names survive minification; the site copy is read from the package.
  const { programmes, appeals } = await import(
    path.join(dir, 'node_modules/@charitykit/content/dist/site/index.js')
  );
  const copy = [
    ...programmes.flatMap((p) => [p.description, p.impact]),
    ...appeals.map((a) => a.hero?.description),
  ].filter((line) => typeof line === 'string' && line.length > 20);
  if (copy.length < 5) failures.push('could not read the site copy to look for it');
  for (const [name, { text }] of [
    ['Button-only page', button],
    ['formatGBP script', format],
  ]) {
    if (/\$ZodType|ZodError/.test(text)) failures.push(`the ${name} carries zod`);
    const leaked = copy.filter((line) => text.includes(line));
    if (leaked.length > 0) failures.push(`the ${name} carries site copy: "${leaked[0]}"`);
  }
  // The checks must be able to fail: the control script really uses zod and the copy.
  const control = measureBuild(path.join(dir, 'dist-control')).text;
  if (!/ZodError|\$ZodType/.test(control)) {
    failures.push('zod marker not found where zod is used; the zod check would pass vacuously');
  }
  if (!copy.some((line) => control.includes(line))) {
    failures.push('site copy not found where it is used; the copy check would pass vacuously');
  }

  // 4. The charity's own section type on a public page: what the page loads at once (its entry and
  // the entry's static imports, from Vite's manifest) carries neither an editor nor zod; the
  // builder's half is in the build, as a chunk loaded on demand.
  const pageDir = path.join(dir, 'dist-page');
  const manifest = JSON.parse(readFileSync(path.join(pageDir, '.vite', 'manifest.json'), 'utf8'));
  const loadedAtOnce = new Set();
  const follow = (key) => {
    const chunk = manifest[key];
    if (!chunk || loadedAtOnce.has(chunk.file)) return;
    loadedAtOnce.add(chunk.file);
    for (const next of chunk.imports ?? []) follow(next);
  };
  follow('page.html');
  const pageText = [...loadedAtOnce]
    .map((file) => readFileSync(path.join(pageDir, file), 'utf8'))
    .join('\n');
  const allPageText = measureBuild(pageDir).text;
  const editorMarkers = ['Who said it', 'Please enter the quote', 'Choose from Media Library'];
  if (loadedAtOnce.size === 0) failures.push('the page build has no entry in its manifest');
  if (!pageText.includes('blockquote')) {
    failures.push(
      "the page's scripts lack the quote's renderer; the checks below would be vacuous",
    );
  }
  if (/\$ZodType|ZodError/.test(pageText)) failures.push('the public page with a quote loads zod');
  for (const marker of editorMarkers) {
    if (pageText.includes(marker)) failures.push(`the public page loads an editor ("${marker}")`);
  }
  if (!allPageText.includes('Who said it')) {
    failures.push(
      "the quote's editor is not in the page's build; the editor check would pass vacuously",
    );
  }
  console.log(
    `public page with a charity's own section: ${loadedAtOnce.size} scripts at once, no editor, no zod`,
  );

  // 2. Server components.
  const rsc = spawnSync(
    process.execPath,
    // `module` as bundlers resolve it: lucide-react's ESM build marks its context "use client".
    ['--conditions=react-server', '--conditions=module', path.join(dir, 'rsc-check.mjs')],
    { cwd: dir, encoding: 'utf8' },
  );
  process.stdout.write(rsc.stdout);
  if (rsc.status !== 0) failures.push(`server components import check failed:\n${rsc.stderr}`);

  // 3. Rendering.
  const serve = sirv(path.join(dir, 'dist-app'), { single: 'app.html' });
  const server = http.createServer((req, res) => serve(req, res));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/app.html`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    const colours = async (name) =>
      page.getByRole('button', { name }).evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          background: style.backgroundColor,
          color: style.color,
          radius: style.borderTopLeftRadius,
        };
      });
    await page.getByRole('button', { name: 'Give today' }).waitFor();
    const branded = await colours('Give today');
    // #6a1b9a is dark, so the contrast rule must pick white text.
    if (branded.background !== 'rgb(106, 27, 154)') {
      failures.push(
        `themed button background is ${branded.background}, expected the brand primary`,
      );
    }
    if (branded.color !== 'rgb(255, 255, 255)') {
      failures.push(`themed button text is ${branded.color}, expected white on a dark primary`);
    }
    if (branded.radius !== '0px') {
      failures.push(`themed button radius is ${branded.radius}, expected createThemeVars' 0px`);
    }
    const plain = await colours('Read more');
    if (plain.background !== 'rgb(42, 159, 142)') {
      failures.push(
        `unthemed button background is ${plain.background}, expected the default #2A9F8E`,
      );
    }
    const margin = await page
      .getByText('Our own paragraph')
      .evaluate((el) => getComputedStyle(el).marginTop);
    if (margin !== '24px')
      failures.push(`the layered reset beat the site's own p margin (saw ${margin})`);
    const bodyFont = await page.evaluate(() =>
      getComputedStyle(document.body).getPropertyValue('--ck-font-body'),
    );
    if (!bodyFont.includes('system-ui')) failures.push('--ck-font-body is not set on the page');
    await page.getByLabel('Your name').fill('Amina');
    const echo = await page.getByTestId('echo').textContent();
    if (echo !== 'Amina') failures.push(`the TextField did not update its value (saw "${echo}")`);

    // 4. The charity's own section type, rendered and edited.
    const quote = page.getByTestId('page').getByText('I came to help for a week');
    if ((await quote.evaluate((el) => el.tagName)) !== 'BLOCKQUOTE') {
      failures.push('the saved page does not render the quote as a blockquote');
    }
    await page.getByRole('button', { name: 'Quote', exact: true }).click();
    await page.getByRole('button', { name: 'Save Page' }).click();
    await page.getByText('Please enter the quote').first().waitFor();
    await page.getByRole('textbox', { name: 'Quote' }).fill('  Warm kits saved us.  ');
    await page.getByRole('textbox', { name: 'Who said it' }).fill('Rahim');
    await page.getByRole('button', { name: 'Save Page' }).click();
    await page.getByTestId('saved').getByText('quote').waitFor();
    const saved = JSON.parse((await page.getByTestId('saved').textContent()) ?? 'null');
    const expected = [{ type: 'quote', title: 'Rahim', content: { quote: 'Warm kits saved us.' } }];
    if (JSON.stringify(saved) !== JSON.stringify(expected)) {
      failures.push(
        `the builder saved ${JSON.stringify(saved)}, expected ${JSON.stringify(expected)}`,
      );
    }
    if (errors.length > 0) failures.push(`page errors: ${errors.join('; ')}`);
  } finally {
    await browser.close();
    server.close();
  }
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
} finally {
  if (process.env.CONSUMER_KEEP) console.log(`kept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`consumer site: FAILED\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(
  "consumer site: packed packages install, stay within the size limits, import under react-server, render themed with plain Vite, and take a charity's own section type.",
);
