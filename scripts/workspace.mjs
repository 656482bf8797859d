// Shared by start.mjs and test.mjs: installing the workspace when needed and running commands.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNPM_VERSION } from './pnpm.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'node_modules', '.charitykit-install');

function lockHash() {
  const lock = path.join(root, 'pnpm-lock.yaml');
  return existsSync(lock) ? createHash('sha256').update(readFileSync(lock)).digest('hex') : '';
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const hash = lockHash();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  console.log('Installing dependencies (first run, or the lockfile changed)…');
  const args = ['-y', `pnpm@${PNPM_VERSION}`, 'install', '--frozen-lockfile'];
  if (process.env.CI) args.push('--trust-lockfile');
  const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('Dependency install failed.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(stamp, hash);
}

/** Runs a command to completion with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
  });
}

/** A binary from node_modules/.bin of the root, or of the workspace package in `dir`. */
export function bin(name, dir = root) {
  return path.join(dir, 'node_modules', '.bin', name);
}
