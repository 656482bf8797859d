#!/usr/bin/env node
// `npm run test:node`: the short job on each supported Node.js LTS line, each fetched from the
// npm registry as the `node` package (scripts/supported-node.mjs, the same cache as the re-run of
// `npm start` / `npm test`): the type-check, the unit tests, and `npm start`'s build and site
// answering one browser journey (tests/e2e/smoke.spec.ts, whose web server is
// `node scripts/start.mjs`). `npm test` runs it on the lines other than its own (on Node 24, the
// full suite plus this on Node 22).
//
//   npm run test:node                 # every supported line
//   npm run test:node -- 22           # one line
//   TEST_NODE_STEPS=unit,start npm run test:node -- 22    # some steps: typecheck,unit,start
//
// `npm start` runs on free ports with a throw-away backend data directory.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  ensureSupportedNode,
  envWithNode,
  fetchNode,
  PINNED_NODE,
  supportedMajors,
} from './supported-node.mjs';
import { bin, ensureInstalled, root, run } from './workspace.mjs';

/**
 * The version fetched for each supported line: the pinned one (`.nvmrc`) for its line, and for
 * the other line its newest release when this was written (at or above `engines`' minimum).
 */
export const NODE_VERSIONS = { 22: '22.23.3', [PINNED_NODE.split('.')[0]]: PINNED_NODE };

export const STEPS = ['typecheck', 'unit', 'start'];

/** A port nothing listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * `node scripts/start.mjs` on `execPath`: passes when its first line names that Node, it gets
 * to "charitykit is running", and the site answers `/` and `/admin/auth` with 200.
 */
async function startAnswers(execPath, version, env) {
  const [sitePort, backendPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'charitykit-node-start-'));
  const startEnv = { ...env };
  for (const key of Object.keys(startEnv)) {
    if (/^(LOCAL_SUPABASE_|VITE_|E2E_|SUPABASE_)/.test(key)) delete startEnv[key];
  }
  Object.assign(startEnv, {
    PORT: String(sitePort),
    LOCAL_SUPABASE_PORT: String(backendPort),
    LOCAL_SUPABASE_DATA_DIR: dataDir,
    LOCAL_SUPABASE_NO_ENV_FILE: '1',
  });
  const child = spawn(execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: startEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk) => {
    output += chunk.toString();
  });
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const problems = [];
  try {
    const ready = await Promise.race([
      new Promise((resolve) => {
        const timer = setInterval(() => {
          if (output.includes('charitykit is running')) {
            clearInterval(timer);
            resolve('ready');
          }
        }, 250);
        exited.then(() => clearInterval(timer));
      }),
      exited.then((code) => `exited with code ${code}`),
      new Promise((resolve) => setTimeout(() => resolve('timed out'), 8 * 60_000).unref()),
    ]);
    const firstLine = output.split('\n')[0];
    const expected = `Running under Node ${version.split('.')[0]} (v${version}).`;
    if (firstLine !== expected) problems.push(`first line "${firstLine}", not "${expected}"`);
    if (ready !== 'ready') problems.push(`npm start ${ready} before the site was running`);
    else {
      for (const page of ['/', '/admin/auth']) {
        const response = await fetch(`http://localhost:${sitePort}${page}`);
        if (response.status !== 200) problems.push(`GET ${page} answered ${response.status}`);
        else console.log(`GET ${page}: 200`);
      }
    }
  } finally {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (problems.length === 0) return 0;
  console.error(`npm start on Node ${version}:\n- ${problems.join('\n- ')}`);
  console.error(`\nIts output (last 4000 characters):\n${output.slice(-4000)}`);
  return 1;
}

const isMain = import.meta.url === `file://${process.argv[1]}`;

if (isMain) {
  await ensureSupportedNode();
  const lines = process.argv.slice(2).length > 0 ? process.argv.slice(2) : supportedMajors();
  const steps = (process.env.TEST_NODE_STEPS ?? STEPS.join(',')).split(',');
  for (const step of steps) {
    if (!STEPS.includes(step)) throw new Error(`unknown step ${step} (${STEPS.join(', ')})`);
  }
  ensureInstalled();
  const webDir = path.join(root, 'apps', 'web');

  const results = [];
  for (const line of lines) {
    const version = NODE_VERSIONS[line];
    if (!version || !supportedMajors().includes(line)) {
      throw new Error(`Node ${line} is not a supported line (${supportedMajors().join(', ')})`);
    }
    const execPath = fetchNode(version);
    console.log(`\n━━ Node v${version} (${execPath}) ━━`);
    // That node first on PATH, so every script and tool these steps spawn runs on it too.
    const env = envWithNode(execPath);
    const plan = {
      typecheck: async () =>
        (await run(bin('react-router', webDir), ['typegen'], { cwd: webDir, env })) ||
        run(bin('tsc'), ['-p', 'tsconfig.json'], { env }),
      unit: () => run(bin('vitest'), ['run', '--project', 'unit'], { env }),
      start: () => startAnswers(execPath, version, env),
    };
    for (const step of steps) {
      const started = Date.now();
      const code = await plan[step]();
      results.push({
        name: `Node v${version}: ${step}`,
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
}
