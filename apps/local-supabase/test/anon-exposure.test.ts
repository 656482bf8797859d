/**
 * What the anonymous key can reach, as Supabase's security advisor checks it. Under the default
 * privileges hosted Supabase gives every table in `public` (platform.sql sets the same ones),
 * only row level security keeps a table closed. So: every table in an exposed schema has RLS on,
 * and what anon may select / insert / update / delete (a grant, and a policy that lets anon or
 * PUBLIC use it) is exactly what the app intends, below.
 *
 * Adding a table? Add its anon access to INTENDED_ANON_ACCESS (or nothing, when anon has no
 * business with it) in the same change as its migration.
 */
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTomlValues } from '../src/api-config.js';
import { openPglite } from '../src/db/index.js';
import { repoRoot } from '../src/db/migrate.js';
import type { Db } from '../src/db/types.js';
import { template } from './helpers.js';

type Command = 'select' | 'insert' | 'update' | 'delete';

/** schema.table -> what the anonymous public may do with it. Anything else must be closed. */
const INTENDED_ANON_ACCESS: Record<string, readonly Command[]> = {
  'public.pages': ['select'],
  // Issue 25: old slugs of live pages (the policy shows only redirects to pages anon may read).
  'public.page_redirects': ['select'],
  'public.site_settings': ['select'],
  // Issue 24: visitors send messages and applications, and can never read them back.
  'public.contact_messages': ['insert'],
  'public.volunteer_applications': ['insert'],
};

const POLICY_CMD: Record<Command, string> = { select: 'r', insert: 'a', update: 'w', delete: 'd' };

let dir: string;
let db: Db;
let schemas: string[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'local-supabase-anon-'));
  await cp(path.join(await template(), 'pgdata'), path.join(dir, 'pgdata'), { recursive: true });
  db = await openPglite(path.join(dir, 'pgdata'));
  const toml = readTomlValues(await readFile(path.join(repoRoot, 'supabase/config.toml'), 'utf8'));
  schemas = JSON.parse(toml.get('api.schemas') ?? '["public"]') as string[];
}, 120_000);

afterAll(async () => {
  await db?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

type Relation = {
  name: string;
  kind: string;
  rls: boolean;
};

async function relations(): Promise<Relation[]> {
  return db.query<Relation>(
    `select n.nspname || '.' || c.relname as name, c.relkind::text as kind, c.relrowsecurity as rls
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1::text[]) and c.relkind in ('r', 'p', 'v', 'm', 'f')
      order by 1`,
    [schemas],
  );
}

/** Whether anon can run `cmd` on the relation: a grant, and (under RLS) a policy for anon. */
async function anonCan(rel: Relation, cmd: Command): Promise<boolean> {
  const rows = await db.query<{ ok: boolean }>(
    `select (case when $2 = 'delete' then has_table_privilege('anon', $1::regclass, 'DELETE')
                  else has_any_column_privilege('anon', $1::regclass, upper($2)) end)
            and (not $3 or exists (
              select 1 from pg_policy p
               where p.polrelid = $1::regclass and p.polcmd in ($4, '*')
                 and (0 = any(p.polroles) or 'anon'::regrole::oid = any(p.polroles)))) as ok`,
    [rel.name, cmd, rel.rls, POLICY_CMD[cmd]],
  );
  return rows[0]?.ok === true;
}

describe('given the app migrations under hosted Supabase default privileges', () => {
  it('when the exposed schemas are listed, then every table has row level security on', async () => {
    const open = (await relations()).filter((r) => ['r', 'p'].includes(r.kind) && !r.rls);
    expect(open.map((r) => r.name)).toEqual([]);
  });

  it('when anon access is worked out for every table and view, then it is exactly what the app intends', async () => {
    const actual: Record<string, Command[]> = {};
    for (const rel of await relations()) {
      const can: Command[] = [];
      for (const cmd of ['select', 'insert', 'update', 'delete'] as const) {
        if (await anonCan(rel, cmd)) can.push(cmd);
      }
      if (can.length > 0) actual[rel.name] = can;
    }
    expect(actual).toEqual(INTENDED_ANON_ACCESS);
  });

  it('when a migration creates a table, then anon is granted it by default, as on hosted Supabase', async () => {
    await db.exec('create table public.anon_default_probe (id int)');
    const rows = await db.query<{ ok: boolean }>(
      `select has_table_privilege('anon', 'public.anon_default_probe', 'SELECT, INSERT') as ok`,
    );
    expect(rows[0]?.ok).toBe(true);
    await db.exec('drop table public.anon_default_probe');
  });
});
