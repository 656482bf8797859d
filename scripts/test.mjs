#!/usr/bin/env node
// `npm test`: every check, on a supported Node (the pinned Node 24, fetched when this one is
// older), in the order that fails fastest: types, lint, package builds with publint and attw,
// workflow lint and changeset status, unit and backend tests, story tests in Chromium beside the
// backend on PostgreSQL 15, the Storybook build, then side by side the consumer site from the
// packed packages, npm start on a fresh clone and the short job on the other supported Node line;
// Storybook's sub-path and visual checks, e2e, size budget.
// Each step runs even if an earlier one failed, so one run shows everything that is wrong.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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

/**
 * The checks, in order. A step is `[name, command, args, options]`; `browser: true` marks a step
 * that needs Chromium; steps that share a `together` label and stand next to each other run at
 * the same time, each one's output printed whole when it ends: they are the ones that leave a
 * core idle alone (one-threaded type-checks and package builds, installs that wait on the disk
 * and the registry), so on two cores they overlap instead of queueing.
 */
const vitest = bin('vitest');
const playwright = bin('playwright');
const node = process.execPath;
const steps = [
  { name: 'typegen', command: bin('react-router', webDir), args: ['typegen'], cwd: webDir },
  { name: 'typecheck', command: bin('tsc'), args: ['-p', 'tsconfig.json'], together: 'static' },
  { name: 'lint', command: bin('biome'), args: ['check', '.'], together: 'static' },
  // Builds packages/*/dist, which nothing else in this group reads (the workspace's types and
  // tests use the packages' sources).
  {
    name: 'package builds + publint + attw',
    command: node,
    args: ['scripts/publint.mjs'],
    together: 'static',
  },
  {
    name: 'workflows (actionlint) + changeset status',
    command: node,
    args: ['scripts/release-check.mjs'],
    together: 'static',
  },
  {
    name: 'unit and backend tests',
    command: vitest,
    args: ['run', '--project', 'unit', '--project', 'server', '--project', 'server-serial'],
  },
  // Stories play in Chromium while the backend suite runs again on PostgreSQL 15: each keeps
  // under one core busy alone (measured: 109 CPU s in 240 s, 153 in 190), so side by side they
  // share two cores instead of queueing, and each must pass on a busy machine anyway.
  {
    name: 'story tests',
    command: vitest,
    args: ['run', '--project', 'storybook'],
    browser: true,
    together: 'stories and PostgreSQL 15',
  },
  // The backend suite again with every test server on PostgreSQL 15, so both database modes stay
  // equal; vitest prints this run's own count. Only where the binaries are installed.
  ...(existsSync('/usr/lib/postgresql/15/bin/initdb')
    ? [
        {
          name: 'backend tests on PostgreSQL 15',
          command: vitest,
          args: ['run', '--project', 'server-pg15'],
          together: 'stories and PostgreSQL 15',
        },
        // The migrations pushed to a hosted Supabase project's database, built from Supabase's
        // own sources, and RLS checked as PostgREST runs it (apps/local-supabase/hosted-deploy).
        {
          name: 'hosted Supabase deploy (db push + RLS) on PostgreSQL 15',
          command: vitest,
          args: ['run', '--project', 'hosted-deploy'],
          together: 'stories and PostgreSQL 15',
        },
      ]
    : []),
  {
    name: 'storybook build',
    command: bin('storybook'),
    args: ['build', '--quiet', '-o', 'storybook-static'],
  },
  // Uses the packages built above.
  {
    name: 'consumer site from the packed packages',
    command: node,
    args: ['tests/consumer/run.mjs'],
    browser: true,
    together: 'installs',
  },
  // The README's first command on a copy with no node_modules, as a newcomer runs it.
  {
    name: 'npm start on a fresh clone',
    command: node,
    args: ['tests/fresh-start/run.mjs'],
    browser: true,
    together: 'installs',
  },
  // The other supported Node lines, fetched from the npm registry: type-check, unit tests and
  // `npm start` building the site and answering (scripts/test-node.mjs).
  ...otherLines.map((line) => ({
    name: `Node ${line}: type-check, unit tests, npm start`,
    command: node,
    args: ['scripts/test-node.mjs', line],
    together: 'installs',
  })),
  // The build above, served under /charitykit/ as it is deployed: every MSW-backed story renders,
  // every page story passes axe at 320-1600 px and matches its snapshot at 375 and 1280 px.
  {
    name: 'storybook under /charitykit/: MSW stories, page axe, visual snapshots',
    command: playwright,
    args: ['test', '-c', 'tests/visual/playwright.config.ts'],
    browser: true,
  },
  {
    name: 'e2e',
    command: playwright,
    args: ['test', '-c', 'tests/e2e/playwright.config.ts'],
    browser: true,
  },
  // After e2e, which has just built the site as `npm start` does.
  {
    name: 'size budget',
    command: node,
    args: ['tests/perf/budget.mjs'],
    env: { ...process.env, BUDGET_SKIP_BUILD: '1' },
    browser: true,
  },
];

/** Runs one step: its output straight through, or (run beside others) gathered and printed whole. */
async function runStep(step, alone) {
  const started = Date.now();
  let code = 1;
  let output = '';
  if (step.browser && !haveBrowser) {
    output = 'Chromium is not installed: this step cannot run.\n';
  } else if (alone) {
    console.log(`\n━━ ${step.name} ━━`);
    code = await run(step.command, step.args, { cwd: step.cwd ?? root, env: step.env });
  } else {
    code = await new Promise((resolve) => {
      const child = spawn(step.command, step.args, {
        cwd: step.cwd ?? root,
        env: step.env ?? process.env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
      child.on('error', (error) => {
        output += `Could not run ${step.command}: ${error.message}\n`;
        resolve(1);
      });
      child.on('close', (exit, signal) => resolve(exit ?? (signal ? 1 : 0)));
    });
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (!alone) console.log(`\n━━ ${step.name} (ran beside others) ━━\n${output}`);
  else if (output) console.log(output);
  return { name: step.name, ok: code === 0, seconds };
}

// TEST_STEPS=<regular expression> runs only the steps whose names match (e.g. TEST_STEPS=lint).
const only = process.env.TEST_STEPS ? new RegExp(process.env.TEST_STEPS, 'i') : undefined;
const chosen = only ? steps.filter((step) => only.test(step.name)) : steps;

/**
 * CPU seconds used so far by this process's finished children and theirs (Linux; 0 elsewhere):
 * beside a step's wall time, how many of the cores it kept busy.
 */
function childCpuSeconds() {
  if (!existsSync('/proc/self/stat')) return 0;
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[13] ?? 0) + Number(fields[14] ?? 0)) / 100;
}

const results = [];
for (let i = 0; i < chosen.length; ) {
  const group = [chosen[i]];
  while (chosen[i].together && chosen[i + group.length]?.together === chosen[i].together) {
    group.push(chosen[i + group.length]);
  }
  i += group.length;
  const cpuBefore = childCpuSeconds();
  if (group.length === 1) {
    results.push(await runStep(group[0], true));
  } else {
    console.log(`\n━━ together: ${group.map((step) => step.name).join('; ')} ━━`);
    results.push(...(await Promise.all(group.map((step) => runStep(step, false)))));
  }
  const last = results[results.length - 1];
  if (last) last.cpu = (childCpuSeconds() - cpuBefore).toFixed(0);
}

console.log('\n━━ summary ━━');
// cpu: the CPU seconds of the step (of its group, on the group's last line, for steps run side
// by side); cpu / wall time is the number of cores it kept busy on average.
for (const { name, ok, seconds, cpu } of results) {
  console.log(`${ok ? '✓' : '✗'} ${name} (${seconds}s${cpu ? `, cpu ${cpu}s` : ''})`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`checks: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
