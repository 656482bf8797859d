#!/usr/bin/env node
// `npm test`: every check, on a supported Node (the pinned Node 24, fetched when this one is
// older), in the order that fails fastest: types, lint, unit and backend tests, story tests in
// Chromium, package builds with publint and attw, workflow lint and changeset status, the
// consumer site from the packed packages, npm start on a fresh clone, the short job on the other
// supported Node line, Storybook build and its sub-path and visual checks, e2e, size budget.
// Each step runs even if an earlier one failed, so one run shows everything that is wrong.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './browser.mjs';
import { ensureSupportedNode, supportedMajors } from './supported-node.mjs';
import { bin, ensureInstalled, root, run } from './workspace.mjs';

// First: on an unsupported Node this re-runs the script on the pinned one and never returns.
await ensureSupportedNode({ announce: true });
ensureInstalled();
const haveBrowser = ensureChromium();
const webDir = path.join(root, 'apps', 'web');
// The supported lines this run is not on (on Node 24: 22) get the short job of test-node.mjs.
const otherLines = supportedMajors().filter((line) => line !== process.versions.node.split('.')[0]);

const steps = [
  ['typegen', () => run(bin('react-router', webDir), ['typegen'], { cwd: webDir })],
  ['typecheck', () => run(bin('tsc'), ['-p', 'tsconfig.json'])],
  ['lint', () => run(bin('biome'), ['check', '.'])],
  [
    'unit and backend tests',
    () =>
      run(bin('vitest'), [
        'run',
        '--project',
        'unit',
        '--project',
        'server',
        '--project',
        'server-serial',
      ]),
  ],
  // The backend suite again with every test server on PostgreSQL 15, so both database modes stay
  // equal; vitest prints this run's own count. Only where the binaries are installed.
  ...(existsSync('/usr/lib/postgresql/15/bin/initdb')
    ? [
        [
          'backend tests on PostgreSQL 15',
          () => run(bin('vitest'), ['run', '--project', 'server-pg15']),
        ],
        // The migrations pushed to a hosted Supabase project's database, built from Supabase's
        // own sources, and RLS checked as PostgREST runs it (apps/local-supabase/hosted-deploy).
        [
          'hosted Supabase deploy (db push + RLS) on PostgreSQL 15',
          () => run(bin('vitest'), ['run', '--project', 'hosted-deploy']),
        ],
      ]
    : []),
  ['story tests', () => run(bin('vitest'), ['run', '--project', 'storybook']), true],
  ['package builds + publint + attw', () => run(process.execPath, ['scripts/publint.mjs'])],
  [
    'workflows (actionlint) + changeset status',
    () => run(process.execPath, ['scripts/release-check.mjs']),
  ],
  [
    'consumer site from the packed packages',
    () => run(process.execPath, ['tests/consumer/run.mjs']),
    true,
  ],
  // The README's first command on a copy with no node_modules, as a newcomer runs it.
  ['npm start on a fresh clone', () => run(process.execPath, ['tests/fresh-start/run.mjs']), true],
  // The other supported Node lines, fetched from the npm registry: type-check, unit tests and
  // `npm start` building the site and answering (scripts/test-node.mjs).
  ...otherLines.map((line) => [
    `Node ${line}: type-check, unit tests, npm start`,
    () => run(process.execPath, ['scripts/test-node.mjs', line]),
  ]),
  ['storybook build', () => run(bin('storybook'), ['build', '--quiet', '-o', 'storybook-static'])],
  // The build above, served under /charitykit/ as it is deployed: every MSW-backed story renders,
  // every page story passes axe at 320-1600 px and matches its snapshot at 375 and 1280 px.
  [
    'storybook under /charitykit/: MSW stories, page axe, visual snapshots',
    () => run(bin('playwright'), ['test', '-c', 'tests/visual/playwright.config.ts']),
    true,
  ],
  ['e2e', () => run(bin('playwright'), ['test', '-c', 'tests/e2e/playwright.config.ts']), true],
  // After e2e, which has just built the site as `npm start` does.
  [
    'size budget',
    () =>
      run(process.execPath, ['tests/perf/budget.mjs'], {
        env: { ...process.env, BUDGET_SKIP_BUILD: '1' },
      }),
    true,
  ],
];

const results = [];
for (const [name, action, needsBrowser] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const code = needsBrowser && !haveBrowser ? 1 : await action();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: code === 0, seconds });
}

console.log('\n━━ summary ━━');
for (const { name, ok, seconds } of results) {
  console.log(`${ok ? '✓' : '✗'} ${name} (${seconds}s)`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`checks: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
