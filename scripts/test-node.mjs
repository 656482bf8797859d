#!/usr/bin/env node
// `npm run test:node`: the supported Node.js LTS lines, each fetched from the npm registry as the
// `node` package (no nvm, no download outside the registry), each running the unit and backend
// tests, the package builds and `npm start` + one browser journey (tests/e2e/smoke.spec.ts).
//
//   npm run test:node                 # every line in NODE_LINES
//   npm run test:node -- 24           # one line
//   TEST_NODE_STEPS=build npm run test:node -- 22    # some steps: unit,build,journey
//
// Ports: E2E_SITE_PORT / E2E_BACKEND_PORT as for the e2e suite.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { bin, ensureInstalled, root, run } from './workspace.mjs';

/** The active LTS lines this project supports (package.json `engines`, README). */
export const NODE_LINES = ['22', '24'];

const lines = process.argv.slice(2).length > 0 ? process.argv.slice(2) : NODE_LINES;
const steps = (process.env.TEST_NODE_STEPS ?? 'unit,build,journey').split(',');

ensureInstalled();

/** The path of the `node` binary of that line, installed into npx's cache from the registry. */
function nodeBinary(line) {
  const result = spawnSync(
    'npx',
    ['-y', '-p', `node@${line}`, '--', 'node', '-p', 'process.execPath + " " + process.version'],
    { cwd: root, encoding: 'utf8' },
  );
  const [execPath, version] = (result.stdout ?? '').trim().split('\n').pop()?.split(' ') ?? [];
  if (result.status !== 0 || !execPath || !version?.startsWith(`v${line}.`)) {
    throw new Error(`could not install node@${line} from the registry:\n${result.stderr}`);
  }
  return { execPath, version };
}

const results = [];
for (const line of lines) {
  const { execPath, version } = nodeBinary(line);
  console.log(`\n━━ Node ${version} (${execPath}) ━━`);
  // That node first on PATH, so every script and tool these steps spawn runs on it too.
  const env = {
    ...process.env,
    PATH: `${path.dirname(execPath)}${path.delimiter}${process.env.PATH}`,
  };
  const plan = {
    unit: () => run(bin('vitest'), ['run', '--project', 'unit', '--project', 'server'], { env }),
    build: () => run(execPath, ['scripts/publint.mjs'], { env }),
    journey: () =>
      run(
        bin('playwright'),
        ['test', '-c', 'tests/e2e/playwright.config.ts', 'tests/e2e/smoke.spec.ts'],
        { env },
      ),
  };
  for (const step of steps) {
    const action = plan[step];
    if (!action) throw new Error(`unknown step ${step} (unit, build, journey)`);
    const started = Date.now();
    const code = await action();
    results.push({
      name: `Node ${version}: ${step}`,
      ok: code === 0,
      seconds: (Date.now() - started) / 1000,
    });
  }
}

console.log('\n━━ summary ━━');
for (const { name, ok, seconds } of results)
  console.log(`${ok ? '✓' : '✗'} ${name} (${seconds.toFixed(1)}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`node lines: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
