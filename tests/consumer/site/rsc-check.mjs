// Run with `node --conditions=react-server rsc-check.mjs` in a directory where the packed
// packages are installed: imports every entry as a React Server Components environment would.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import path from 'node:path';
import { isClientModule } from './rsc-hooks.mjs';

register('./rsc-hooks.mjs', import.meta.url);

const require = createRequire(import.meta.url);
const failures = [];

// React's server build lacks the client-only APIs; everything else of ours must not use them.
const serverReact = await import('react');
const fullReact = require(
  path.join(path.dirname(require.resolve('react/package.json')), 'cjs/react.production.js'),
);
if ('useState' in serverReact) failures.push('react did not resolve to its react-server build');
const clientOnly = Object.keys(fullReact).filter((name) => !(name in serverReact));
const clientLibraries =
  /^(react-aria-components|react-aria|@radix-ui\/|react-hook-form|@tanstack\/react-query|react-dom$)/;

let clientModules = 0;
let serverModules = 0;
for (const pkg of ['content', 'ui', 'data', 'builder']) {
  const dist = path.join('node_modules', '@charitykit', pkg, 'dist');
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = readFileSync(file, 'utf8');
    if (isClientModule(source)) {
      clientModules++;
      continue;
    }
    serverModules++;
    for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']react["']/g)) {
      const used = (match[1] ?? '').split(',').map((part) => part.trim().split(/\s+as\s+/)[0]);
      const bad = used.filter((name) => clientOnly.includes(name));
      if (bad.length > 0) failures.push(`${file} uses ${bad.join(', ')} without "use client"`);
    }
    for (const match of source.matchAll(/from\s*["']([^"']+)["']/g)) {
      if (clientLibraries.test(match[1] ?? '')) {
        failures.push(`${file} imports ${match[1]} without "use client"`);
      }
    }
  }
}

const entries = [
  '@charitykit/content',
  '@charitykit/content/rules',
  '@charitykit/content/site',
  '@charitykit/ui',
  '@charitykit/data',
  '@charitykit/data/public',
  '@charitykit/builder',
  '@charitykit/builder/render',
];
const loaded = {};
for (const entry of entries) {
  try {
    loaded[entry] = await import(entry);
  } catch (error) {
    failures.push(
      `${entry} fails to import under react-server: ${error instanceof Error ? error.message : error}`,
    );
  }
}
const ui = loaded['@charitykit/ui'];
if (ui) {
  if (ui.Button?.$$typeof !== Symbol.for('react.client.reference')) {
    failures.push('Button is not a client reference: its "use client" directive was lost');
  }
  if (typeof ui.Heading !== 'function' || ui.Heading.$$typeof !== undefined) {
    failures.push('Heading (no state) should stay a server component');
  }
  if (
    typeof ui.createThemeVars?.({ brand: { primary: '#000000' } })['--ck-color-primary'] !==
    'string'
  ) {
    failures.push('createThemeVars does not run on the server');
  }
}
const render = loaded['@charitykit/builder/render'];
if (render && typeof render.readSections !== 'function') {
  failures.push('readSections (a plain function) is missing from @charitykit/builder/render');
}
if (typeof loaded['@charitykit/content/rules']?.formatGBP?.(25) !== 'string') {
  failures.push('formatGBP does not run on the server');
}

if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}
console.log(
  `react-server: ${entries.length} entries import; ${clientModules} "use client" modules, ${serverModules} server-safe modules checked`,
);
