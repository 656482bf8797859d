#!/usr/bin/env node
// Runs the pinned pnpm through npx. Corepack cannot fetch pnpm on these machines (the registry
// serves no signatures), and the `packageManager` field makes pnpm 12 fail, so every script that
// needs pnpm goes through here.
import { spawnSync } from 'node:child_process';
import { ensureSupportedNode } from './supported-node.mjs';

export const PNPM_VERSION = '12.21.0';

export function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['-y', `pnpm@${PNPM_VERSION}`, ...args], {
    stdio: 'inherit',
    ...options,
  });
  return result.status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // pnpm refuses a Node outside the root's `engines`: run it on a supported one.
  await ensureSupportedNode();
  process.exit(pnpm(process.argv.slice(2)));
}
