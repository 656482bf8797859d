#!/usr/bin/env node
// An outside site built from the packed packages, as another charity would use them: it installs
// the tarballs `pnpm pack` makes (publishConfig applied), bundles with plain Vite and no
// vanilla-extract plugin, applies its own brand colours at run time, and is checked in Chromium.
// Run after the packages are built (scripts/publint.mjs builds them).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { PNPM_VERSION } from '../../scripts/pnpm.mjs';
import { serveSite } from '../../scripts/serve.mjs';
import { root } from '../../scripts/workspace.mjs';

const BRAND = { primary: '#6a1b9a', secondary: '#ffd54f', accent: '#00897b' };

function sh(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout.toString();
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'charitykit-consumer-'));
const failures = [];
try {
  for (const name of ['content', 'ui']) {
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
          react: '19.3.1',
          'react-dom': '19.3.1',
        },
        devDependencies: { vite: '8.3.8' },
        // The ui tarball depends on content by version; point that at the local tarball too.
        overrides: { '@charitykit/content': tarball('content') },
      },
      null,
      2,
    ),
  );
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Another charity</title></head><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  );
  writeFileSync(
    path.join(dir, 'src', 'main.jsx'),
    `import '@charitykit/ui/styles.css';
import { Button, TextField, defaultTheme, themeInlineVars } from '@charitykit/ui';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [name, setName] = useState('');
  return (
    <main className={defaultTheme} style={themeInlineVars(${JSON.stringify(BRAND)})}>
      <h1>Another charity</h1>
      <TextField label="Your name" value={name} onChange={setName} />
      <p data-testid="echo">{name}</p>
      <Button>Give today</Button>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
`,
  );
  sh('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  sh(path.join(dir, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'error'], dir);
  // The SPA fallback our static server expects.
  sh('cp', ['dist/index.html', 'dist/__spa-fallback.html'], dir);

  const site = await serveSite({ dir: path.join(dir, 'dist'), port: 0 });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(site.url);
    const button = page.getByRole('button', { name: 'Give today' });
    await button.waitFor();
    const colours = await button.evaluate((el) => {
      const style = getComputedStyle(el);
      return { background: style.backgroundColor, color: style.color };
    });
    // #6a1b9a is dark, so the contrast rule must pick white text.
    if (colours.background !== 'rgb(106, 27, 154)') {
      failures.push(`button background is ${colours.background}, expected the brand primary`);
    }
    if (colours.color !== 'rgb(255, 255, 255)') {
      failures.push(`button text is ${colours.color}, expected white on a dark primary`);
    }
    await page.getByLabel('Your name').fill('Amina');
    const echo = await page.getByTestId('echo').textContent();
    if (echo !== 'Amina') failures.push(`the TextField did not update its value (saw "${echo}")`);
    if (errors.length > 0) failures.push(`page errors: ${errors.join('; ')}`);
  } finally {
    await browser.close();
    await site.close();
  }
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
} finally {
  rmSync(dir, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`consumer site: FAILED\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(
  'consumer site: packed @charitykit/ui + content render a themed Button and a working TextField with plain Vite.',
);
