/**
 * A hosted Supabase project's database, built on PostgreSQL 15 from Supabase's own sources
 * (vendor/, pinned in vendor/README.md), and `supabase db push` as the CLI runs it. Used by
 * hosted-deploy.test.ts; nothing here comes from local-supabase's own platform, so the two are
 * checked against each other rather than against themselves.
 *
 * How each source runs, as in Supabase's own tooling:
 * - supabase/postgres: migrate.sh. The cluster's bootstrap superuser is supabase_admin; it makes
 *   `postgres` (a superuser for now) and gives it the database; the init scripts run as
 *   postgres, then the migrations as supabase_admin (the first of them demotes postgres).
 *   Statement by statement, as psql -f runs them.
 * - supabase/auth (GoTrue): its migrations, the `{{ index .Options "Namespace" }}` template
 *   rendered with `auth`, each in one transaction, as supabase_auth_admin, recorded in
 *   auth.schema_migrations (gobuffalo/pop's migrator).
 * - supabase/storage (storage-api): the tenant migrations in id order, as
 *   supabase_storage_admin with search_path storage, public, extensions and the storage.*
 *   settings its migrator sets; each in one transaction unless it says
 *   `-- postgres-migrations disable-transaction`; `-- postgres-migrations ignore` runs nothing.
 *
 * What is emulated because it is not in those sources (each is a documented hosted fact; see
 * vendor/README.md):
 * - 21 April 2025: postgres is no longer a member of supabase_auth_admin and
 *   supabase_storage_admin and may not create objects in their schemas.
 * - 30 May 2026 (new projects; every project since 30 October 2026): postgres' default
 *   privileges in public grant nothing to anon, authenticated and service_role. `legacyGrants`
 *   builds a project from before, whose defaults grant them everything.
 * - supautils (a C extension Debian does not ship): its `policy_grants` setting, read from the
 *   vendored supautils.conf.j2, lets postgres create, alter and drop policies on the listed auth
 *   and storage tables. supautils does it by running those statements as the superuser; db push
 *   here does the same for each top-level policy statement on a listed table.
 *
 * Statements that cannot run on Debian's PostgreSQL 15 because they need an extension Supabase's
 * image builds and Debian lacks are skipped, each named in SKIPPED below.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { splitStatements, stripComments } from '../src/db/sql-split.js';

const vendor = path.join(path.dirname(fileURLToPath(import.meta.url)), 'vendor');

/** Statements of the vendored files left out, by file, with the reason. */
const SKIPPED: Record<string, { statement: RegExp; why: string }[]> = {
  '00000000000000-initial-schema.sql': [
    { statement: /^create extension if not exists pgjwt\b/i, why: 'pgjwt is not in Debian' },
  ],
  '20230529180330_alter_api_roles_for_inherit.sql': [
    {
      statement: /^grant pgsodium_keyholder to service_role$/i,
      why: 'pgsodium (which makes the role) is not in Debian',
    },
  ],
};

export function urlFor(base: string, user: string, database: string): string {
  const u = new URL(base);
  u.username = user;
  u.pathname = `/${database}`;
  return u.toString();
}

async function connect(url: string): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  return c;
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = await connect(url);
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

async function sqlFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((f) => f.endsWith('.sql'));
}

/** psql -f: every statement on its own, stopping at the first error. */
async function runScript(c: pg.Client, file: string, sql: string): Promise<void> {
  const skip = SKIPPED[file] ?? [];
  for (const statement of splitStatements(sql)) {
    const head = stripComments(statement).trim();
    if (skip.some((s) => s.statement.test(head))) continue;
    await c.query(statement);
  }
}

/**
 * Supabase's platform in the cluster's `postgres` database, which then serves as the template
 * of every project database (PostgreSQL copies a database whole, extensions and all).
 */
export async function buildPlatform(clusterUrl: string): Promise<void> {
  const admin = urlFor(clusterUrl, 'supabase_admin', 'postgres');
  await withClient(admin, async (c) => {
    await c.query(`create role postgres superuser login`);
    await c.query(`alter database postgres owner to postgres`);
  });
  const pgDir = path.join(vendor, 'supabase-postgres');
  await withClient(urlFor(clusterUrl, 'postgres', 'postgres'), async (c) => {
    for (const f of (await sqlFiles(path.join(pgDir, 'init-scripts'))).sort()) {
      await runScript(c, f, await readFile(path.join(pgDir, 'init-scripts', f), 'utf8'));
    }
  });
  await withClient(admin, async (c) => {
    for (const f of (await sqlFiles(path.join(pgDir, 'migrations'))).sort()) {
      await runScript(c, f, await readFile(path.join(pgDir, 'migrations', f), 'utf8'));
    }
  });

  // GoTrue, as supabase_auth_admin (its search_path is auth, from the init script).
  const authDir = path.join(vendor, 'supabase-auth', 'migrations');
  await withClient(urlFor(clusterUrl, 'supabase_auth_admin', 'postgres'), async (c) => {
    for (const f of (await sqlFiles(authDir)).sort()) {
      const sql = (await readFile(path.join(authDir, f), 'utf8')).replace(
        /\{\{\s*index \.Options "Namespace"\s*\}\}/g,
        'auth',
      );
      await c.query('begin');
      try {
        await c.query(sql);
        await c.query('insert into auth.schema_migrations (version) values ($1)', [
          f.split('_')[0],
        ]);
        await c.query('commit');
      } catch (e) {
        await c.query('rollback');
        throw new Error(`supabase/auth ${f}: ${(e as Error).message}`);
      }
    }
  });

  // storage-api, as supabase_storage_admin.
  const storageDir = path.join(vendor, 'supabase-storage', 'migrations');
  await withClient(urlFor(clusterUrl, 'supabase_storage_admin', 'postgres'), async (c) => {
    await c.query('set search_path to storage, public, extensions');
    await c.query(`select set_config('storage.install_roles', 'false', false),
                          set_config('storage.multitenant', 'false', false),
                          set_config('storage.anon_role', 'anon', false),
                          set_config('storage.authenticated_role', 'authenticated', false),
                          set_config('storage.service_role', 'service_role', false),
                          set_config('storage.super_user', 'postgres', false)`);
    const files = (await sqlFiles(storageDir)).sort(
      (a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10),
    );
    for (const f of files) {
      const sql = await readFile(path.join(storageDir, f), 'utf8');
      if (sql.includes('-- postgres-migrations ignore')) continue;
      try {
        if (sql.includes('-- postgres-migrations disable-transaction')) {
          for (const statement of splitStatements(sql)) await c.query(statement);
        } else {
          await c.query('begin');
          await c.query(sql);
          await c.query('commit');
        }
      } catch (e) {
        await c.query('rollback').catch(() => undefined);
        throw new Error(`supabase/storage ${f}: ${(e as Error).message}`);
      }
    }
  });

  // 21 April 2025: postgres keeps its grants on the auth and storage tables but is no longer
  // their owners' member, nor may it create objects in their schemas.
  await withClient(admin, async (c) => {
    await c.query('revoke supabase_auth_admin, supabase_storage_admin from postgres');
    await c.query('revoke create on schema auth, storage from postgres');
  });
}

/**
 * A project database copied from the platform. New projects' defaults (30 May 2026) grant
 * postgres' new public tables to no API role; `legacyGrants` keeps the defaults of a project
 * made before, which grant them everything (the init script's `alter default privileges`).
 */
export async function createProject(
  clusterUrl: string,
  name: string,
  opts: { legacyGrants: boolean },
): Promise<void> {
  await withClient(urlFor(clusterUrl, 'supabase_admin', 'postgres'), async (c) => {
    await c.query(`create database ${name} template postgres`);
    await c.query(`alter database ${name} owner to postgres`);
  });
  if (!opts.legacyGrants) {
    await withClient(urlFor(clusterUrl, 'supabase_admin', name), async (c) => {
      for (const kind of ['tables', 'sequences', 'functions']) {
        await c.query(
          `alter default privileges for role postgres in schema public revoke all on ${kind} from anon, authenticated, service_role`,
        );
      }
    });
  }
}

/** supautils.policy_grants for postgres, from the vendored supautils.conf.j2. */
export async function policyGrants(): Promise<string[]> {
  const conf = await readFile(path.join(vendor, 'supabase-postgres', 'supautils.conf.j2'), 'utf8');
  const line = /^supautils\.policy_grants\s*=\s*'(.*)'$/m.exec(conf)?.[1];
  if (!line) throw new Error('supautils.conf.j2 has no policy_grants');
  return (JSON.parse(line) as Record<string, string[]>).postgres ?? [];
}

const POLICY = /^(create|alter|drop)\s+policy\b/i;
const POLICY_TABLE = /\bon\s+((?:"[^"]+"|[\w$]+)(?:\s*\.\s*(?:"[^"]+"|[\w$]+))?)/i;

/**
 * `supabase db push`: the CLI's migration table, then each pending migration in one
 * transaction as postgres, recorded with its statements; with `seed`, seed.sql after them
 * (`db push --include-seed`). The session is the superuser's with its authorization set to
 * postgres, so PostgreSQL checks every statement, SET ROLE included, as postgres; only a
 * policy statement on a supautils-granted table is run as the superuser, as supautils does.
 */
export async function dbPush(
  clusterUrl: string,
  database: string,
  supabaseDir: string,
  opts: { seed?: boolean } = {},
): Promise<string[]> {
  const granted = await policyGrants();
  return withClient(urlFor(clusterUrl, 'supabase_admin', database), async (c) => {
    const asPostgres = () => c.query('set local session authorization postgres');
    const run = async (sql: string) => {
      await asPostgres();
      for (const statement of splitStatements(sql)) {
        const head = stripComments(statement).trim();
        if (/\bsession\s+authorization\b/i.test(head)) {
          throw Object.assign(new Error('permission denied to set session authorization'), {
            code: '42501',
          });
        }
        if (POLICY.test(head)) {
          const target = POLICY_TABLE.exec(head)?.[1];
          const { rows } = await c.query<{ name: string | null }>(
            `select (select n.nspname || '.' || c.relname from pg_class c
                       join pg_namespace n on n.oid = c.relnamespace
                      where c.oid = to_regclass($1)) as name`,
            [target ?? ''],
          );
          if (rows[0]?.name && granted.includes(rows[0].name)) {
            await c.query('set local session authorization default');
            await c.query(statement);
            await asPostgres();
            continue;
          }
        }
        await c.query(statement);
      }
    };
    await c.query('begin');
    await asPostgres();
    await c.query(`create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (version text not null primary key);
      alter table supabase_migrations.schema_migrations add column if not exists statements text[];
      alter table supabase_migrations.schema_migrations add column if not exists name text;`);
    await c.query('commit');
    const done = new Set(
      (
        await c.query<{ version: string }>(
          'select version from supabase_migrations.schema_migrations',
        )
      ).rows.map((r) => r.version),
    );
    const applied: string[] = [];
    const dir = path.join(supabaseDir, 'migrations');
    for (const f of (await sqlFiles(dir)).sort()) {
      const m = /^(\d+)_(.*)\.sql$/.exec(f);
      if (!m || done.has(m[1] ?? '')) continue;
      const sql = await readFile(path.join(dir, f), 'utf8');
      await c.query('begin');
      try {
        await run(sql);
        await c.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [m[1], m[2], splitStatements(sql)],
        );
        await c.query('commit');
      } catch (e) {
        await c.query('rollback');
        const err = e as { message: string; code?: string };
        throw Object.assign(
          new Error(`${f}: ERROR: ${err.message} (SQLSTATE ${err.code ?? '?'})`),
          { code: err.code },
        );
      }
      applied.push(f);
    }
    if (opts.seed) {
      await c.query('begin');
      try {
        await run(await readFile(path.join(supabaseDir, 'seed.sql'), 'utf8'));
        await c.query('commit');
      } catch (e) {
        await c.query('rollback');
        throw e;
      }
    }
    return applied;
  });
}

/** A request as PostgREST makes it: as authenticator, the role and claims set per transaction. */
export interface Caller {
  role: 'anon' | 'authenticated' | 'service_role';
  sub?: string;
  /** The session's assurance level, as GoTrue writes it in the token (issue 38). */
  aal?: 'aal1' | 'aal2';
}

export async function asPostgrest<T extends pg.QueryResultRow>(
  c: pg.Client,
  caller: Caller,
  sql: string,
  params: unknown[] = [],
): Promise<{ rows: T[] } | { error: { code: string; message: string } }> {
  await c.query('begin');
  try {
    await c.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
      [
        caller.role,
        JSON.stringify({
          role: caller.role,
          ...(caller.sub ? { sub: caller.sub } : {}),
          ...(caller.aal ? { aal: caller.aal } : {}),
        }),
      ],
    );
    const { rows } = await c.query<T>(sql, params);
    await c.query('commit');
    return { rows };
  } catch (e) {
    await c.query('rollback');
    const err = e as { code?: string; message: string };
    return { error: { code: err.code ?? '?', message: err.message } };
  }
}

export { connect, withClient };
