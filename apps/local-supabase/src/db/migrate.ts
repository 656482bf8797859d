/**
 * Brings a database to the current schema: the platform bootstrap (what hosted Supabase
 * provides), then every file in supabase/migrations in name order, each applied once, in one
 * transaction, as the non-superuser `postgres` (as `supabase db push` applies it), and recorded
 * in supabase_migrations.schema_migrations (the table the Supabase CLI uses), then
 * supabase/seed.sql, also as postgres, when the database was new.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAsPostgres } from './as-postgres.js';
import { buildPlatform } from './platform.js';
import { splitStatements } from './sql-split.js';
import { type Db, isPgError } from './types.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../../../..');
export const supabaseDir = path.join(repoRoot, 'supabase');

export interface MigrateResult {
  isNew: boolean;
  applied: string[];
}

/**
 * A migration the database refused: the file, and PostgreSQL's SQLSTATE and message, as the
 * Supabase CLI reports them (`ERROR: must be owner of table buckets (SQLSTATE 42501)`).
 */
export class MigrationError extends Error {
  readonly code: string;
  constructor(
    readonly file: string,
    cause: unknown,
  ) {
    const pg = isPgError(cause) ? cause : undefined;
    super(
      pg
        ? `${file}: ERROR: ${pg.message} (SQLSTATE ${pg.code})`
        : `${file}: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
    this.code = pg?.code ?? 'XX000';
  }
}

export async function migrate(db: Db, dir = supabaseDir): Promise<MigrateResult> {
  const existing = await db.query<{ present: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as present`,
  );
  const isNew = !existing[0]?.present;
  await buildPlatform(db);

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
    await db
      .transaction(async (tx) => {
        await runAsPostgres(tx, sql);
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [version, name, splitStatements(sql)],
        );
      })
      .catch((e: unknown) => {
        throw new MigrationError(file, e);
      });
    applied.push(file);
  }
  if (isNew) {
    const seed = await readFile(path.join(dir, 'seed.sql'), 'utf8').catch(() => '');
    if (seed.trim())
      await db
        .transaction((tx) => runAsPostgres(tx, seed))
        .catch((e: unknown) => {
          throw new MigrationError('seed.sql', e);
        });
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
