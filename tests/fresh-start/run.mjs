#!/usr/bin/env node
// Starts the product the way the README tells a newcomer to: a copy of the repository with no
// node_modules, then `npm start`. Passes when the site answers `/` and `/admin/auth` and the
// start output names the site and the first admin's sign-in. Catches anything that runs before
// the install step (a static import of a dependency in scripts/start.mjs crashed a fresh clone).
// It starts from the PATH `npm test` was given (before its supported Node was put first), so on a
// machine whose Node is older than the supported lines it checks that npm start fetches the
// pinned one and says so first; and that neither the install nor the start warns about engines.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSupported, OUTER_PATH, PINNED_NODE } from '../../scripts/supported-node.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const START_TIMEOUT_MS = 8 * 60_000;

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
 * The working tree as a clone would have it: tracked files plus new files git does not ignore,
 * so uncommitted work is checked too. node_modules, builds and data directories stay behind.
 */
function copyWorkingTree(target) {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  let copied = 0;
  for (const file of listed.stdout.split('\0')) {
    if (!file) continue;
    const from = path.join(root, file);
    if (!existsSync(from)) continue; // deleted in the working tree
    const to = path.join(target, file);
    mkdirSync(path.dirname(to), { recursive: true });
    cpSync(from, to);
    copied += 1;
  }
  return copied;
}

/** Loads the admin sign-in page in Chromium: it must answer 200 and render a heading, error-free. */
async function checkAdminSignIn(url) {
  const { chromium } = await import('playwright');
  const { chromiumArgs, chromiumPath } = await import('../../scripts/chromium.mjs');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const problems = [];
  try {
    const page = await browser.newPage();
    page.on('pageerror', (error) => problems.push(`${url} threw: ${error.message}`));
    const response = await page.goto(url);
    if (response?.status() !== 200) problems.push(`GET ${url} answered ${response?.status()}`);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor({ timeout: 20_000 });
    console.log(
      `GET /admin/auth: ${response?.status()}, rendered "${await heading.textContent()}"`,
    );
  } catch (error) {
    problems.push(`${url} did not render: ${error instanceof Error ? error.message : error}`);
  } finally {
    await browser.close();
  }
  return problems;
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'charitykit-fresh-'));
  const files = copyWorkingTree(dir);
  if (existsSync(path.join(dir, 'node_modules'))) throw new Error('the copy has node_modules');
  const [sitePort, backendPort] = [await freePort(), await freePort()];
  console.log(
    `Fresh copy of ${files} files in ${dir}; npm start on ports ${sitePort}/${backendPort}`,
  );

  // The environment a newcomer has: none of this run's own settings for the backend or site.
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (key.startsWith('LOCAL_SUPABASE_') || key.startsWith('VITE_') || key.startsWith('E2E_')) {
      delete env[key];
    }
  }
  env.PATH = process.env[OUTER_PATH] || process.env.PATH;
  const outerNode = spawnSync('node', ['--version'], { env, encoding: 'utf8' }).stdout.trim();
  // The line npm start prints first, on that machine's Node.
  const firstLine = isSupported(outerNode)
    ? `Running under Node ${outerNode.slice(1).split('.')[0]} (${outerNode}).`
    : `Running under Node ${PINNED_NODE.split('.')[0]} (v${PINNED_NODE}, fetched once from the npm registry`;
  console.log(`The machine's node is ${outerNode}; npm start must begin "${firstLine}"`);
  env.PORT = String(sitePort);
  env.LOCAL_SUPABASE_PORT = String(backendPort);
  delete env.ADMIN_EMAIL;
  delete env.ADMIN_PASSWORD;

  const child = spawn('npm', ['start'], { cwd: dir, env, detached: true, stdio: 'pipe' });
  let output = '';
  const collect = (chunk) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));

  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };

  const failures = [];
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
      // Unref'd: once the site is up, this timer must not keep the process alive for 8 minutes.
      new Promise((resolve) => setTimeout(() => resolve('timed out'), START_TIMEOUT_MS).unref()),
    ]);
    if (ready !== 'ready') {
      failures.push(`npm start ${ready} before the site was running`);
    } else {
      // npm's own banner ("> charitykit@ start", the command) comes before the script's output.
      const printed = output.split('\n').find((line) => line.trim() && !line.startsWith('>'));
      if (!printed?.startsWith(firstLine)) {
        failures.push(`npm start's first line is "${printed}", not "${firstLine}…"`);
      }
      const engineWarnings = output
        .split('\n')
        .filter((line) => /Unsupported engine|EBADENGINE|Node v\d+\.\d+\.\d+ detected/i.test(line));
      if (engineWarnings.length > 0) {
        failures.push(`install or start warned about engines:\n  ${engineWarnings.join('\n  ')}`);
      }
      const site = `http://localhost:${sitePort}`;
      if (!output.includes(`${site}/`)) failures.push(`the start output does not name ${site}/`);
      if (!output.includes(`${site}/admin/auth`)) {
        failures.push('the start output does not name the admin sign-in page');
      }
      if (!/Sign in: +\S+@\S+ \/ \S+ \(shown on this first run only\)/.test(output)) {
        failures.push("the start summary does not give the first admin's e-mail and password");
      }
      const home = await fetch(`${site}/`);
      const homeHtml = await home.text();
      if (home.status !== 200) failures.push(`GET / answered ${home.status}`);
      else if (!homeHtml.includes('Bringing Hope to Those in Need')) {
        failures.push("GET / does not carry the home page's first slide");
      } else console.log('GET /: 200 with the home page');
      failures.push(...(await checkAdminSignIn(`${site}/admin/auth`)));
    }
  } finally {
    stop();
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
    rmSync(dir, { recursive: true, force: true });
  }

  if (failures.length > 0) {
    console.error(`npm start on a fresh copy failed:\n- ${failures.join('\n- ')}`);
    console.error(`\nIts output (last 4000 characters):\n${output.slice(-4000)}`);
    process.exit(1);
  }
  console.log('npm start works on a fresh copy with no node_modules.');
}

await main();
