import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const typesFile = path.join(repo, 'packages/data/src/lib/database.types.ts');

// `local-supabase gen-types` builds the schema in a fresh in-memory PGlite: tens of seconds on
// a busy machine, more than a test's budget, within a hook's. It runs as its own process, the
// way `npm run local-supabase -- gen-types` does, so no package imports the backend's code.
let generated = '';
beforeAll(async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(repo, 'apps/local-supabase/bin/local-supabase.mjs'), 'gen-types'],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  generated = stdout;
});

describe('the generated row types', () => {
  it('match the schema the migrations build (run `npm run local-supabase -- gen-types --out packages/data/src/lib/database.types.ts` if not)', async () => {
    const committed = await readFile(typesFile, 'utf8');
    expect(committed).toBe(generated);
  });
});
