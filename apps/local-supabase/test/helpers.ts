/** Shared test set-up: a server on a random port over a temp data dir, and supabase-js clients. */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { inject } from 'vitest';
import { type LocalSupabase, type StartOptions, startLocalSupabase } from '../src/index.js';
import { type Pg15, startPg15 } from './pg15.js';

export interface TestServer extends LocalSupabase {
  dataDir: string;
  cleanup(): Promise<void>;
}

const repo = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

/**
 * A migrated and seeded PGlite data directory, built once per schema version and copied for
 * each test server: PGlite's initdb costs seconds, a copy a fraction of that.
 */
/** What a migrated and seeded database depends on: the platform, the migrations, the seed. */
async function schemaHash(supabaseDir?: string | undefined): Promise<string> {
  const dir = supabaseDir ?? path.join(repo, 'supabase');
  const hash = createHash('sha256');
  for (const f of ['platform.sql', 'platform.ts', 'as-postgres.ts', 'sql-split.ts']) {
    hash.update(await readFile(path.join(repo, 'apps/local-supabase/src/db', f)));
  }
  for (const f of (await readdir(path.join(dir, 'migrations'))).sort()) {
    hash.update(f).update(await readFile(path.join(dir, 'migrations', f)));
  }
  hash.update(await readFile(path.join(dir, 'seed.sql')).catch(() => ''));
  hash.update(await readFile(path.join(repo, 'apps/local-supabase/package.json')));
  return hash.digest('hex').slice(0, 16);
}

export async function template(supabaseDir?: string | undefined): Promise<string> {
  const target = path.join(tmpdir(), `local-supabase-template-${await schemaHash(supabaseDir)}`);
  if (existsSync(path.join(target, 'ready'))) return target;
  const build = await mkdtemp(path.join(tmpdir(), 'local-supabase-template-build-'));
  const s = await startLocalSupabase({ port: 0, dataDir: build, supabaseDir });
  await s.stop();
  await writeFile(path.join(build, 'ready'), '');
  // Another test file may have built it meanwhile; either copy is fine.
  await rename(build, target).catch(() => rm(build, { recursive: true, force: true }));
  return target;
}

/**
 * With LOCAL_SUPABASE_TEST_DB=pg15 (the `server-pg15` vitest project), every test server that
 * names no database runs on PostgreSQL 15 instead of PGlite: one throw-away cluster per test
 * process, a fresh database in it per server.
 */
export const testDbIsPg15 = process.env.LOCAL_SUPABASE_TEST_DB === 'pg15';
let cluster: Promise<Pg15> | undefined;
let databases = 0;

/** The run's cluster (pg15-global.ts), or one for this process when run without that setup. */
async function pg15Url(): Promise<string> {
  const provided = inject('pg15Url');
  if (provided) return provided;
  cluster ??= startPg15().then((started) => {
    process.once('exit', () => started.stop());
    return started;
  });
  return (await cluster).url;
}

export async function freshPgDatabase(): Promise<string> {
  const url = await pg15Url();
  const name = `test_${process.pid}_${++databases}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return url.replace(/\/postgres$/, `/${name}`);
}

/**
 * On PostgreSQL, the same idea as template(): a database migrated and seeded once per cluster
 * and schema version, then cloned for each test server with `create database ... template`
 * (a file copy inside the cluster, a fraction of a second; migrating from empty took seconds).
 * Roles are the cluster's, made by the first build. An advisory lock keeps two processes from
 * building it at once.
 */
async function templatedPgDatabase(supabaseDir?: string | undefined): Promise<string> {
  const url = await pg15Url();
  const templateName = `template_${await schemaHash(supabaseDir)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(3638)');
    const found = await admin.query('select 1 from pg_database where datname = $1', [templateName]);
    if (found.rowCount === 0) {
      const building = `${templateName}_build_${process.pid}`;
      await admin.query(`create database ${building}`);
      const dataDir = await mkdtemp(path.join(tmpdir(), 'local-supabase-pg-template-'));
      const s = await startLocalSupabase({
        port: 0,
        dataDir,
        databaseUrl: url.replace(/\/postgres$/, `/${building}`),
        supabaseDir,
      });
      await s.stop();
      await rm(dataDir, { recursive: true, force: true });
      await admin.query(`alter database ${building} rename to ${templateName}`);
    }
    const name = `test_${process.pid}_${++databases}`;
    await admin.query(`create database ${name} template ${templateName}`);
    // Settings made with `alter database ... set` or `alter role ... in database ... set` (a
    // migration may make them) belong to the database's oid and are not part of the copy.
    const settings = await admin.query<{ role: string | null; setting: string }>(
      `select r.rolname as role, unnest(s.setconfig) as setting
         from pg_db_role_setting s
         join pg_database d on d.oid = s.setdatabase
         left join pg_roles r on r.oid = s.setrole
        where d.datname = $1`,
      [templateName],
    );
    for (const { role, setting } of settings.rows) {
      const at = setting.indexOf('=');
      const key = setting.slice(0, at);
      const value = admin.escapeLiteral(setting.slice(at + 1));
      await admin.query(
        role
          ? `alter role ${admin.escapeIdentifier(role)} in database ${name} set ${key} = ${value}`
          : `alter database ${name} set ${key} = ${value}`,
      );
    }
    return url.replace(/\/postgres$/, `/${name}`);
  } finally {
    await admin.query('select pg_advisory_unlock(3638)').catch(() => undefined);
    await admin.end();
  }
}

export async function startTestServer(
  opts: Partial<Omit<StartOptions, 'dataDir' | 'port'>> = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'local-supabase-test-'));
  if (!opts.databaseUrl && testDbIsPg15) {
    opts = { ...opts, databaseUrl: await templatedPgDatabase(opts.supabaseDir) };
  }
  if (!opts.databaseUrl) {
    await cp(path.join(await template(opts.supabaseDir), 'pgdata'), path.join(dataDir, 'pgdata'), {
      recursive: true,
    });
  }
  const server = await startLocalSupabase({ port: 0, dataDir, ...opts });
  return {
    ...server,
    dataDir,
    async cleanup() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A copy of the product's supabase/ whose config.toml has `auth` in place of its [auth]
 * tables (the migrations stay, so the template database is shared).
 */
export async function projectWith(auth: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'auth-config-'));
  const product = path.join(repo, 'supabase');
  await cp(product, dir, { recursive: true });
  const config = await readFile(path.join(dir, 'config.toml'), 'utf8');
  await writeFile(
    path.join(dir, 'config.toml'),
    `${config.slice(0, config.indexOf('[auth]'))}${auth}`,
  );
  return dir;
}

/** A supabase-js client as a Node app would make one. */
export function client(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

export const PASSWORD = 'correct-horse-battery';

/** Creates an auth user and, unless role is null, its admin_users profile (as service role). */
export async function createStaff(
  server: LocalSupabase,
  email: string,
  role: 'admin' | 'editor' | null,
): Promise<string> {
  const admin = client(server.url, server.serviceRoleKey);
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: email.split('@')[0] },
  });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
  if (role) {
    const res = await admin
      .from('admin_users')
      .insert({ user_id: data.user.id, full_name: email.split('@')[0], role });
    if (res.error) throw new Error(`profile insert failed: ${res.error.message}`);
  }
  return data.user.id;
}

/** A signed-in client for `email`. */
export async function signedIn(server: LocalSupabase, email: string): Promise<SupabaseClient> {
  const c = client(server.url, server.anonKey);
  const { error } = await c.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw new Error(`sign-in failed for ${email}: ${error.message}`);
  return c;
}

export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
