// Builds each published package (ESM + .d.ts + compiled CSS) and checks it with publint, which
// packs it the way it will be published (publishConfig applied).
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
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

const packages = ['content', 'ui', 'data', 'builder'];
let failed = 0;
for (const name of packages) {
  const dir = path.join(root, 'packages', name);
  console.log(`\n@charitykit/${name}`);
  if ((await run(bin('tsup'), [], { cwd: dir })) !== 0) {
    failed++;
    continue;
  }
  for (const file of ['dist/index.js', 'dist/index.d.ts']) {
    if (!existsSync(path.join(dir, file))) {
      console.error(`missing ${file}`);
      failed++;
    }
  }
  if ((await run(bin('publint'), ['--strict'], { cwd: dir, env })) !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
