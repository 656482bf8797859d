import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateDatabaseTypes, typesFile } from '../../packages/data/scripts/gen-types';

// Building the schema in a fresh PGlite takes tens of seconds on a busy machine: more than a
// test's budget, within a hook's.
let generated = '';
beforeAll(async () => {
  generated = await generateDatabaseTypes();
});

describe('the generated row types', () => {
  it('match the schema the migrations build (run packages/data/scripts/gen-types.ts if not)', async () => {
    const committed = await readFile(typesFile, 'utf8');
    expect(committed).toBe(generated);
  });
});
