// Builds each published package (one ESM file per source module + bundled .d.ts per entry +
// compiled CSS), packs it the way it will be published (pnpm applies publishConfig), and checks
// the tarball: every file an export names is in it, publint --strict, and are-the-types-wrong
// for every entry point under node16 (ESM) and bundler resolution.
// `PUBLINT_PACK_DIR=<dir>` keeps the tarballs there (tests/consumer/run.mjs installs them).
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNPM_VERSION } from './pnpm.mjs';
import { bin, root, run } from './workspace.mjs';

// publint packs with pnpm (so publishConfig is applied), and pnpm is not on PATH here: give it
// a shim that runs the pinned pnpm through npx.
const shimDir = path.join(root, 'node_modules', '.cache', 'charitykit-bin');
mkdirSync(shimDir, { recursive: true });
writeFileSync(path.join(shimDir, 'pnpm'), `#!/bin/sh\nexec npx -y pnpm@${PNPM_VERSION} "$@"\n`);
chmodSync(path.join(shimDir, 'pnpm'), 0o755);
const env = { ...process.env, PATH: `${shimDir}${path.delimiter}${process.env.PATH}` };

const packDir = process.env.PUBLINT_PACK_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'ck-pack-'));
mkdirSync(packDir, { recursive: true });

/** Every file path an `exports` map points at (conditions flattened). */
function exportTargets(exportsField) {
  if (typeof exportsField === 'string') return [exportsField];
  return Object.values(exportsField ?? {}).flatMap(exportTargets);
}

const packages = (process.argv[2] ? process.argv.slice(2) : ['content', 'ui', 'data', 'builder'])
  .map((name) => ({ name, dir: path.join(root, 'packages', name) }))
  .filter(({ dir }) => !JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).private);

let failed = 0;
for (const { name, dir } of packages) {
  console.log(`\n@charitykit/${name}`);
  if ((await run(bin('tsup'), [], { cwd: dir })) !== 0) {
    failed++;
    continue;
  }
  const before = new Set(readdirSync(packDir));
  const packed = spawnSync(
    'npx',
    ['-y', `pnpm@${PNPM_VERSION}`, 'pack', '--pack-destination', packDir],
    {
      cwd: dir,
      encoding: 'utf8',
    },
  );
  const tarball =
    readdirSync(packDir).find((f) => !before.has(f) && f.endsWith('.tgz')) ??
    readdirSync(packDir).find((f) => f.startsWith(`charitykit-${name}-`) && f.endsWith('.tgz'));
  if (packed.status !== 0 || !tarball) {
    console.error(`pnpm pack failed:\n${packed.stdout}\n${packed.stderr}`);
    failed++;
    continue;
  }
  const tarballPath = path.join(packDir, tarball);

  // What the tarball really holds, against what its package.json (publishConfig applied) names.
  const listing = spawnSync('tar', ['-tzf', tarballPath], { encoding: 'utf8' }).stdout.split('\n');
  const manifest = JSON.parse(
    spawnSync('tar', ['-xzOf', tarballPath, 'package/package.json'], { encoding: 'utf8' }).stdout,
  );
  for (const target of exportTargets(manifest.exports)) {
    if (!listing.includes(`package/${target.replace(/^\.\//, '')}`)) {
      console.error(`exports names ${target}, which is not in the tarball`);
      failed++;
    }
  }
  for (const file of ['LICENSE', 'README.md']) {
    if (!listing.includes(`package/${file}`)) {
      console.error(`the tarball has no ${file}`);
      failed++;
    }
  }
  if (/workspace:/.test(JSON.stringify(manifest))) {
    console.error('the packed package.json still names a workspace: range');
    failed++;
  }

  if ((await run(bin('publint'), ['--strict'], { cwd: dir, env })) !== 0) failed++;
  // The packages are ESM-only, so CommonJS `require` and node10 resolution are out of scope;
  // every entry must resolve with types under node16 (import) and bundler resolution.
  const cssEntries = Object.keys(manifest.exports ?? {}).filter((key) => key.endsWith('.css'));
  const attwArgs = [tarballPath, '--profile', 'esm-only', '--format', 'table-flipped'];
  if (cssEntries.length > 0) attwArgs.push('--exclude-entrypoints', ...cssEntries);
  if ((await run(bin('attw'), attwArgs, { cwd: dir })) !== 0) failed++;
}
if (process.env.PUBLINT_PACK_DIR) console.log(`\ntarballs in ${packDir}`);
else rmSync(packDir, { recursive: true, force: true });
console.log(`packages: ${packages.length} checked, ${failed} problems`);
process.exit(failed === 0 ? 0 : 1);
