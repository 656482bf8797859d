// Builds each published package (ESM + .d.ts + compiled CSS) and checks it with publint, which
// packs it the way it will be published (publishConfig applied).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { bin, root, run } from './workspace.mjs';

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
  if ((await run(bin('publint'), ['--strict'], { cwd: dir })) !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
