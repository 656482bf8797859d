// Every script `npm start` and `npm test` reach runs on a supported Node.js LTS line (root
// package.json `engines`: 22 and 24). On any other Node (this project's machines have 20), the
// script fetches the pinned Node 24 (`.nvmrc`, the one place it is named) from the npm registry
// as the `node` package, once, into a per-user cache, and re-runs itself on it. npm checks each
// tarball against the registry's integrity hash, as for any install; the binary must then
// report the pinned version before it is used.
//
// Only Node's own modules are imported: this runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The Node version the scripts fetch when the running one is not supported (`.nvmrc`). */
export const PINNED_NODE = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim().replace(/^v/, '');

/** The root package.json's `engines.node`, e.g. `^22.22.2 || ^24.15.0`. */
export const SUPPORTED_RANGE = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
  .engines.node;

/** Set in the re-run's environment: the version that handed over (its line is then not repeated). */
const HANDED_OVER = 'CHARITYKIT_NODE_HANDED_OVER_FROM';
/** The PATH before the supported Node was put first (tests/fresh-start starts from it). */
export const OUTER_PATH = 'CHARITYKIT_OUTER_PATH';

function parseVersion(version) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!match) throw new Error(`not a Node version: ${version}`);
  return match.slice(1, 4).map(Number);
}

/**
 * The range's alternatives, each `^major.minor.patch` (one per supported line). Anything else
 * is refused, so a change to `engines` that this reader would misjudge fails loudly.
 */
function supportedLines(range = SUPPORTED_RANGE) {
  return range.split('||').map((part) => {
    const match = /^\^(\d+\.\d+\.\d+)$/.exec(part.trim());
    if (!match) throw new Error(`engines.node: expected "^x.y.z || ^x.y.z", got "${range}"`);
    return parseVersion(match[1]);
  });
}

/** The supported major lines, e.g. ['22', '24']. */
export function supportedMajors(range = SUPPORTED_RANGE) {
  return supportedLines(range).map(([major]) => String(major));
}

/** Whether `version` (e.g. `v22.23.3`) is on a supported line, at or above its minimum. */
export function isSupported(version, range = SUPPORTED_RANGE) {
  const [major, minor, patch] = parseVersion(version);
  return supportedLines(range).some(
    ([m, n, p]) => major === m && (minor > n || (minor === n && patch >= p)),
  );
}

function cacheRoot() {
  if (process.env.CHARITYKIT_CACHE_DIR) return process.env.CHARITYKIT_CACHE_DIR;
  const base =
    process.platform === 'win32'
      ? (process.env.LOCALAPPDATA ?? path.join(os.homedir(), 'AppData', 'Local'))
      : (process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'));
  return path.join(base, 'charitykit');
}

/** Where node@`version` is (or will be) installed: one directory per version and platform. */
export function nodeCacheDir(version = PINNED_NODE) {
  return path.join(cacheRoot(), 'node', `${version}-${process.platform}-${process.arch}`);
}

function binaryIn(dir) {
  return path.join(
    dir,
    'node_modules',
    'node',
    'bin',
    process.platform === 'win32' ? 'node.exe' : 'node',
  );
}

function reportedVersion(binary) {
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/**
 * The path of the `node` binary of `version`, installed from the npm registry into the cache on
 * first use. Installs into a temporary directory renamed into place, so runs that fetch at the
 * same moment never see half an install.
 */
export function fetchNode(version = PINNED_NODE) {
  const dir = nodeCacheDir(version);
  const binary = binaryIn(dir);
  if (existsSync(binary)) return binary;
  mkdirSync(path.dirname(dir), { recursive: true });
  const staging = mkdtempSync(`${dir}.tmp-`);
  try {
    const install = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        staging,
        '--no-audit',
        '--no-fund',
        '--save-exact',
        '--loglevel=error',
        `node@${version}`,
      ],
      { encoding: 'utf8', shell: process.platform === 'win32' },
    );
    const fetched = binaryIn(staging);
    const reported = install.status === 0 ? reportedVersion(fetched) : undefined;
    if (reported !== `v${version}`) {
      throw new Error(
        `npm install node@${version} failed${reported ? ` (the binary reports ${reported})` : ''}:\n${install.stdout ?? ''}${install.stderr ?? ''}`,
      );
    }
    try {
      renameSync(staging, dir);
    } catch (error) {
      // Another run put the same version in place first; theirs is as good as ours.
      if (!existsSync(binary)) throw error;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return binary;
}

/** `env` with `binary`'s directory first on PATH, so every `node` spawned below is that one. */
export function envWithNode(binary, env = process.env) {
  const dir = path.dirname(binary);
  const rest = (env.PATH ?? '').split(path.delimiter).filter((entry) => entry && entry !== dir);
  return { ...env, PATH: [dir, ...rest].join(path.delimiter) };
}

const line = (version) => `Node ${parseVersion(version)[0]}`;

/**
 * Returns when this process runs on a supported Node, with that Node first on PATH (so `.bin`
 * shims, npx and every spawned script use it too). Otherwise fetches the pinned Node, re-runs
 * this script on it with the same arguments, and exits with its exit code: it never returns.
 * With `announce`, a supported Node says which version it is (the first line of `npm start`).
 */
export async function ensureSupportedNode({ announce = false } = {}) {
  const handedOverFrom = process.env[HANDED_OVER];
  delete process.env[HANDED_OVER];
  if (isSupported(process.version)) {
    process.env[OUTER_PATH] ??= process.env.PATH ?? '';
    Object.assign(process.env, { PATH: envWithNode(process.execPath).PATH });
    if (announce && !handedOverFrom) {
      console.log(`Running under ${line(process.version)} (${process.version}).`);
    }
    return;
  }

  const lines = supportedMajors().join(' and ');
  console.log(
    `Running under ${line(PINNED_NODE)} (v${PINNED_NODE}, fetched once from the npm registry into ${nodeCacheDir()}): this Node is ${process.version}, and charitykit supports Node ${lines}.`,
  );
  let binary;
  try {
    binary = fetchNode();
  } catch (error) {
    console.error(
      `Could not fetch Node ${PINNED_NODE}: ${error instanceof Error ? error.message : error}\nInstall Node ${lines} (https://nodejs.org), or let npm reach its registry, and run this again.`,
    );
    process.exit(1);
  }
  const env = {
    ...envWithNode(binary),
    [HANDED_OVER]: process.version,
    [OUTER_PATH]: process.env[OUTER_PATH] ?? process.env.PATH ?? '',
  };
  const child = spawn(binary, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env,
  });
  // A signal sent to this process alone (not to the terminal's whole group) reaches the re-run.
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  const forward = (signal) => child.kill(signal);
  for (const signal of signals) process.on(signal, forward);
  const [code, signal] = await new Promise((resolve) =>
    child.on('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal])),
  );
  for (const name of signals) process.off(name, forward);
  if (signal) process.kill(process.pid, signal);
  process.exit(code ?? 1);
}

// As a command:
//   node scripts/supported-node.mjs <command> [args]   runs the command (e.g. `vitest run`) on a
//                                                      supported Node (package.json's tool scripts)
//   node scripts/supported-node.mjs                    prints that Node's directory, for
//     export PATH="$(node scripts/supported-node.mjs):$PATH"
//   so tools run by hand (node_modules/.bin/vitest, playwright, tsc) use it too.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.log(path.dirname(isSupported(process.version) ? process.execPath : fetchNode()));
  } else {
    await ensureSupportedNode();
    // As `npm run` does: the workspace's tools by name, after the Node itself.
    const tools = path.join(root, 'node_modules', '.bin');
    const env = envWithNode(process.execPath, {
      ...process.env,
      PATH: [tools, process.env.PATH].join(path.delimiter),
    });
    const child = spawn(command, args, {
      stdio: 'inherit',
      env,
      shell: process.platform === 'win32',
    });
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      process.exit(1);
    });
    child.on('exit', (code, signal) => {
      if (signal) process.kill(process.pid, signal);
      else process.exit(code ?? 1);
    });
  }
}
