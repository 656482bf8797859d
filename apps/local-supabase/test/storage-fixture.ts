/**
 * The project's supabase/ directory plus what a charity's developer adds for a feature of their
 * own (fixtures/storage: more buckets and their policies), for the storage tests. Built once per
 * test process; test servers on it share a migrated template like every other.
 */
import { cp, mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { supabaseDir } from '../src/db/migrate.js';

const fixtures = fileURLToPath(new URL('./fixtures/storage', import.meta.url));
let built: Promise<string> | undefined;

export function storageSupabaseDir(): Promise<string> {
  built ??= (async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'storage-supabase-'));
    await cp(supabaseDir, dir, { recursive: true });
    for (const f of await readdir(fixtures)) {
      await cp(path.join(fixtures, f), path.join(dir, 'migrations', f));
    }
    return dir;
  })();
  return built;
}
