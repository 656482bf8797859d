/**
 * Brings a database to the current schema: the platform bootstrap (what hosted Supabase
 * provides), then every file in supabase/migrations in name order, each applied once and
 * recorded in supabase_migrations.schema_migrations (the table the Supabase CLI uses), then
 * supabase/seed.sql when the database was new.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../../../..');
export const supabaseDir = path.join(repoRoot, 'supabase');

export interface MigrateResult {
  isNew: boolean;
  applied: string[];
}

export async function migrate(db: Db, dir = supabaseDir): Promise<MigrateResult> {
  const existing = await db.query<{ present: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as present`,
  );
  const isNew = !existing[0]?.present;
  await db.exec(await readFile(path.join(here, 'platform.sql'), 'utf8'));

  const done = new Set(
    (
      await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).map((r) => r.version),
  );
  const files = (await readdir(path.join(dir, 'migrations')))
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const match = /^(\d+)_(.*)\.sql$/.exec(file);
    if (!match) continue;
    const [, version = '', name = ''] = match;
    if (done.has(version)) continue;
    const sql = await readFile(path.join(dir, 'migrations', file), 'utf8');
    // One transaction per migration: a failing file leaves no half-applied schema behind.
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
        [version, name],
      );
    });
    applied.push(file);
  }
  if (isNew) {
    const seed = await readFile(path.join(dir, 'seed.sql'), 'utf8').catch(() => '');
    if (seed.trim()) await db.transaction((tx) => tx.exec(seed));
  }
  return { isNew, applied };
}

/** The schemas this server builds, wipes on reset, and copies in a backup. */
export const MANAGED_SCHEMAS = ['public', 'private', 'storage', 'auth', 'supabase_migrations'];

/**
 * Wipes every schema this server manages and rebuilds it from scratch. Roles are cluster-wide
 * and survive; the bootstrap re-grants what it needs.
 */
export async function resetSchemas(db: Db, dir = supabaseDir): Promise<MigrateResult> {
  await db.exec(`
    ${MANAGED_SCHEMAS.map((s) => `drop schema if exists ${s} cascade;`).join('\n')}
    create schema public;
  `);
  return migrate(db, dir);
}
