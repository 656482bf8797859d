/**
 * The platform as hosted Supabase has it (issue 32): `postgres` runs the project's migrations
 * without superuser rights, the auth and storage tables belong to their services' roles, new
 * public tables are granted to no API role, and what hosted refuses is refused here with the
 * same SQLSTATE and message. Runs on PGlite (`server`) and on PostgreSQL 15 (`server-pg15`).
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres } from '../src/db/index.js';
import { MigrationError, migrate, supabaseDir } from '../src/db/migrate.js';
import type { Db } from '../src/db/types.js';
import { freshPgDatabase, template, testDbIsPg15 } from './helpers.js';

let work: string;
let db: Db;

/** The repository's supabase/ with one more migration, `sql`, after all the others. */
async function withMigration(name: string, sql: string): Promise<string> {
  const dir = await mkdtemp(path.join(work, 'supabase-'));
  await cp(supabaseDir, dir, { recursive: true });
  await writeFile(path.join(dir, 'migrations', `29990101000000_${name}.sql`), sql);
  return dir;
}

async function refusal(name: string, sql: string): Promise<MigrationError> {
  const error = await migrate(db, await withMigration(name, sql)).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MigrationError);
  return error as MigrationError;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'hosted-parity-'));
  if (testDbIsPg15) {
    db = await openPostgres(await freshPgDatabase());
    await migrate(db);
  } else {
    await cp(path.join(await template(), 'pgdata'), path.join(work, 'pgdata'), { recursive: true });
    db = await openPglite(path.join(work, 'pgdata'));
    await migrate(db);
  }
});

afterAll(async () => {
  await db?.close();
  await rm(work, { recursive: true, force: true });
});

describe('migrations run as postgres, which is not a superuser', () => {
  it('refuses `alter table storage.buckets ...` with must be owner of table buckets (42501)', async () => {
    const e = await refusal(
      'alter_buckets',
      'alter table storage.buckets enable row level security;',
    );
    expect(e.code).toBe('42501');
    expect(e.message).toBe(
      '29990101000000_alter_buckets.sql: ERROR: must be owner of table buckets (SQLSTATE 42501)',
    );
    const added = await refusal('add_column', 'alter table storage.objects add column x int;');
    expect(added.message).toContain('must be owner of table objects');
    const auth = await refusal('auth_index', 'create index on auth.users (created_at);');
    expect(auth.message).toContain('must be owner of table users');
    const table = await refusal('auth_table', 'create table auth.mine (id int);');
    expect(table.message).toContain('permission denied for schema auth');
  });

  it('refuses what postgres may not become, and leaves nothing half-applied', async () => {
    const role = await refusal(
      'set_role',
      'create table public.t1 (id int);\nset role supabase_admin;',
    );
    expect(role.message).toContain('permission denied to set role "supabase_admin"');
    const nested = await refusal(
      'nested_role',
      `do $$ begin execute 'set role supabase_storage_admin'; end $$;`,
    );
    expect(nested.message).toContain('permission denied to set role "supabase_storage_admin"');
    const session = await refusal('session', 'set session authorization supabase_admin;');
    expect(session.message).toContain('permission denied to set session authorization');
    const [left] = await db.query<{ t: string | null; applied: number }>(
      `select to_regclass('public.t1')::text as t,
              (select count(*)::int from supabase_migrations.schema_migrations
                where version = '29990101000000') as applied`,
    );
    expect(left).toEqual({ t: null, applied: 0 });
  });

  it('allows what hosted allows: policies (supautils), triggers and foreign keys on platform tables', async () => {
    const dir = await withMigration(
      'allowed',
      `create policy own_objects on storage.objects for select to authenticated
         using (owner_id = (select auth.uid())::text);
       drop policy own_objects on storage.objects;
       create table public.notes (id int primary key, author uuid references auth.users (id));
       create function public.noop() returns trigger language plpgsql as $$ begin return new; end $$;
       create trigger notes_noop before insert on auth.users for each row execute function public.noop();
       set role authenticated;
       reset role;`,
    );
    const result = await migrate(db, dir);
    expect(result.applied).toEqual(['29990101000000_allowed.sql']);
    const [owners] = await db.query<Record<string, string>>(
      `select pg_get_userbyid((select relowner from pg_class where oid = 'public.notes'::regclass)) as notes,
              pg_get_userbyid((select relowner from pg_class where oid = 'auth.users'::regclass)) as users,
              pg_get_userbyid((select relowner from pg_class where oid = 'storage.objects'::regclass)) as objects,
              pg_get_userbyid((select relowner from pg_class where oid = 'public.pages'::regclass)) as pages`,
    );
    expect(owners).toEqual({
      notes: 'postgres',
      users: 'supabase_auth_admin',
      objects: 'supabase_storage_admin',
      pages: 'postgres',
    });
    // A new public table is no API role's until a migration grants it (new-project defaults).
    const [grants] = await db.query<{ n: number }>(
      `select count(*)::int as n from information_schema.role_table_grants
        where table_schema = 'public' and table_name = 'notes'
          and grantee in ('anon', 'authenticated', 'service_role')`,
    );
    expect(grants?.n).toBe(0);
    await db.exec(`delete from supabase_migrations.schema_migrations where version = '29990101000000';
       drop trigger notes_noop on auth.users; drop table public.notes; drop function public.noop();`);
  });

  it('has the roles of a hosted project', async () => {
    const rows = await db.query<{ rolname: string; rolsuper: boolean; rolbypassrls: boolean }>(
      `select rolname, rolsuper, rolbypassrls from pg_roles
        where rolname in ('postgres', 'supabase_admin', 'supabase_auth_admin',
                          'supabase_storage_admin', 'authenticator', 'anon', 'authenticated',
                          'service_role')
        order by rolname`,
    );
    expect(
      rows.map(
        (r) => `${r.rolname}:${r.rolsuper ? 'super' : '-'}:${r.rolbypassrls ? 'bypassrls' : '-'}`,
      ),
    ).toEqual([
      'anon:-:-',
      'authenticated:-:-',
      'authenticator:-:-',
      'postgres:-:bypassrls',
      'service_role:-:bypassrls',
      'supabase_admin:super:bypassrls',
      'supabase_auth_admin:-:-',
      'supabase_storage_admin:-:-',
    ]);
    const [member] = await db.query<{ auth: boolean; storage: boolean }>(
      `select pg_has_role('postgres', 'supabase_auth_admin', 'member') as auth,
              pg_has_role('postgres', 'supabase_storage_admin', 'member') as storage`,
    );
    expect(member).toEqual({ auth: false, storage: false });
  });
});

describe.skipIf(!testDbIsPg15)('DATABASE_URL', () => {
  it('must name a superuser: postgres, an ordinary role on hosted, is refused with a way out', async () => {
    const url = new URL(await freshPgDatabase());
    url.username = 'postgres';
    const asPostgres = await openPostgres(url.toString());
    try {
      await expect(migrate(asPostgres)).rejects.toThrow(
        'DATABASE_URL connects as postgres, which is not a superuser',
      );
    } finally {
      await asPostgres.close();
    }
  });
});

describe.skipIf(testDbIsPg15)('a data directory made before the platform was hosted-shaped', () => {
  it('is brought to the hosted shape and keeps its data', async () => {
    const dir = path.join(work, 'old', 'pgdata');
    await mkdir(path.dirname(dir), { recursive: true });
    // What the previous version did: its platform and the migrations, all as the one superuser.
    const old = await PGlite.create(dir);
    await old.exec(
      await readFile(new URL('./fixtures/platform-before-32.sql', import.meta.url), 'utf8'),
    );
    const files = [
      '20261122000100_schema.sql',
      '20261122000200_rls.sql',
      '20261122000300_storage.sql',
    ];
    for (const f of files) {
      await old.exec(await readFile(path.join(supabaseDir, 'migrations', f), 'utf8'));
      await old.query(
        'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
        [f.slice(0, 14), f.slice(15, -4)],
      );
    }
    await old.exec(
      `insert into public.pages (title, slug, status, content) values ('Kept', 'kept', 'published', '{"sections":[]}');
       insert into auth.users (id, email) values ('00000000-0000-4000-8000-000000000001', 'pending@example.org');
       insert into auth.one_time_tokens (user_id, token_type, token_hash, otp_hash)
         values ('00000000-0000-4000-8000-000000000001', 'invite', 'old-link-hash', 'old-code-hash');`,
    );
    await old.close();

    const upgraded = await openPglite(dir);
    try {
      const result = await migrate(upgraded);
      expect(result.isNew).toBe(false);
      expect(result.applied.length).toBeGreaterThan(5);
      const [state] = await upgraded.query<Record<string, unknown>>(
        `select (select count(*)::int from public.pages where slug = 'kept') as kept,
                pg_get_userbyid((select relowner from pg_class where oid = 'public.pages'::regclass)) as pages,
                pg_get_userbyid((select relowner from pg_class where oid = 'auth.users'::regclass)) as users,
                pg_get_userbyid((select relowner from pg_class where oid = 'storage.buckets'::regclass)) as buckets,
                (select rolsuper from pg_roles where rolname = 'postgres') as postgres_super,
                (select count(*)::int from auth.users) as users_kept,
                (select count(*)::int from auth.one_time_tokens) as pending_links,
                (select string_agg(column_name, ',' order by ordinal_position)
                   from information_schema.columns
                  where table_schema = 'auth' and table_name = 'one_time_tokens') as token_columns`,
      );
      expect(state).toEqual({
        kept: 1,
        pages: 'postgres',
        users: 'supabase_auth_admin',
        buckets: 'supabase_storage_admin',
        postgres_super: false,
        users_kept: 1,
        // Issue 33: the old table's hashes cannot become GoTrue's; pending links are re-sent.
        pending_links: 0,
        token_columns: 'id,user_id,token_type,token_hash,relates_to,created_at,updated_at',
      });
    } finally {
      await upgraded.close();
    }
    // A new PGlite data directory and every migration, twice: minutes on a busy machine.
  }, 300_000);
});
