/**
 * A statement that runs until its role's statement_timeout ends it, for the timeout tests. Regex
 * bombs are refused before the database now (rest/guards.ts), so the runaway is a function the
 * anonymous role may call: a cross join of 10^10 rows that only the timeout stops.
 */
import { cp, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoSupabase = fileURLToPath(new URL('../../../supabase', import.meta.url));

export const RUNAWAY_RPC = 'rpc/test_runaway';

const MIGRATION = `
create function public.test_runaway() returns bigint language sql stable as $$
  select count(*) from generate_series(1, 100000) a cross join generate_series(1, 100000) b
$$;
grant execute on function public.test_runaway() to anon, authenticated;
`;

/** The repository's supabase/ directory plus one migration adding public.test_runaway(). */
export async function supabaseDirWithRunaway(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'local-supabase-runaway-'));
  await cp(repoSupabase, dir, { recursive: true });
  await writeFile(path.join(dir, 'migrations', '29991231000000_test_runaway.sql'), MIGRATION);
  return dir;
}
