/**
 * The platform as hosted Supabase builds it: supabase_admin is the superuser the server connects
 * as, and `postgres`, which runs the project's migrations and seed, is not one. platform.sql does
 * the rest (roles, grants, the auth and storage tables and their owners).
 *
 * PGlite runs one backend whose session user is always its bootstrap superuser (oid 10, named
 * `postgres` by its initdb), which PostgreSQL will neither demote nor rename from inside its own
 * session. So on PGlite that role is renamed to supabase_admin in the catalogue and a new,
 * ordinary `postgres` is made; objects the old `postgres` owned (in a data directory made by an
 * older version) then belong to supabase_admin, and platform.sql hands them to their hosted
 * owners. On PostgreSQL (DATABASE_URL) the connecting role must be a superuser other than
 * `postgres`, as supabase_admin is on hosted.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types.js';

const here = path.dirname(fileURLToPath(import.meta.url));

export class PlatformError extends Error {}

export async function buildPlatform(db: Db): Promise<void> {
  if (db.kind === 'pglite') {
    await db.exec(
      `update pg_catalog.pg_authid set rolname = 'supabase_admin' where oid = 10 and rolname = 'postgres'`,
    );
  }
  const [me] = await db.query<{ name: string; superuser: boolean }>(
    `select session_user::text as name, r.rolsuper as superuser
       from pg_roles r where r.rolname = session_user`,
  );
  if (!me?.superuser) {
    throw new PlatformError(
      `DATABASE_URL connects as ${me?.name ?? 'an unknown role'}, which is not a superuser: local-supabase builds Supabase's platform (roles, auth and storage schemas) and needs a superuser, as supabase_admin is on hosted Supabase`,
    );
  }
  if (me.name === 'postgres') {
    throw new PlatformError(
      'DATABASE_URL connects as postgres, a superuser. On hosted Supabase postgres is not a superuser and runs the migrations with limited rights; local-supabase makes that role itself. Connect as another superuser instead, e.g. create one with `create role supabase_admin superuser login` (or `initdb -U supabase_admin`) and put its name in DATABASE_URL.',
    );
  }
  await db.exec(await readFile(path.join(here, 'platform.sql'), 'utf8'));
}
