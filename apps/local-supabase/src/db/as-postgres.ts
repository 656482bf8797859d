/**
 * Runs a project migration (or the seed) as `supabase db push` runs it on hosted Supabase: as
 * the non-superuser `postgres`, inside the caller's transaction, so PostgreSQL itself refuses
 * what hosted refuses, with the same SQLSTATE and message (`alter table storage.buckets ...`:
 * 42501 "must be owner of table buckets").
 *
 * Hosted also loads the supautils extension, which lets postgres create, alter and drop
 * policies on some auth and storage tables it does not own (`supautils.policy_grants`): its
 * utility hook runs those statements as the superuser. This does the same for top-level
 * statements. A policy statement inside a function or DO block is not seen here and is refused
 * as PostgreSQL refuses it without supautils (a stricter answer than hosted's, never a laxer).
 *
 * The server's connection is a superuser (so it can play every role); a migration may not use
 * that: SET ROLE to a role postgres is not a member of, and SET SESSION AUTHORIZATION, fail as
 * they fail for postgres, and a migration that ends as another role fails the same way.
 */
import { splitStatements, stripComments } from './sql-split.js';
import type { Queryable } from './types.js';

/** supautils.policy_grants for postgres on hosted Supabase (supabase/postgres' supautils.conf). */
export const POLICY_GRANTS: readonly string[] = [
  'auth.audit_log_entries',
  'auth.identities',
  'auth.refresh_tokens',
  'auth.sessions',
  'auth.users',
  'realtime.messages',
  'storage.buckets',
  'storage.migrations',
  'storage.objects',
  'storage.s3_multipart_uploads',
  'storage.s3_multipart_uploads_parts',
];

export const MIGRATION_ROLE = 'postgres';

/** A refusal in PostgreSQL's own shape (what pg and PGlite throw). */
export class RoleRefusal extends Error {
  readonly code = '42501';
}

const POLICY = /^(create|alter|drop)\s+policy\b/i;
const POLICY_TABLE = /\bon\s+((?:"[^"]+"|[\w$]+)(?:\s*\.\s*(?:"[^"]+"|[\w$]+))?)/i;
const SET_ROLE = /^(?:set\s+(?:session\s+|local\s+)?role\s+(.+)|reset\s+role)$/is;
const SESSION_AUTH =
  /^(set\s+(session\s+|local\s+)?session\s+authorization|reset\s+session\s+authorization)\b/i;

async function policyGranted(tx: Queryable, statement: string): Promise<boolean> {
  const target = POLICY_TABLE.exec(statement)?.[1];
  if (!target) return false;
  const rows = await tx.query<{ name: string | null }>(
    `select (select n.nspname || '.' || c.relname
               from pg_class c join pg_namespace n on n.oid = c.relnamespace
              where c.oid = to_regclass($1)) as name`,
    [target],
  );
  const name = rows[0]?.name;
  return !!name && POLICY_GRANTS.includes(name);
}

async function setRole(tx: Queryable, role: string): Promise<void> {
  await tx.query(`select set_config('role', $1, true)`, [role]);
}

export async function runAsPostgres(tx: Queryable, sql: string): Promise<void> {
  await setRole(tx, MIGRATION_ROLE);
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length) await tx.exec(batch.join(';\n'));
    batch = [];
  };
  for (const statement of splitStatements(sql)) {
    const head = stripComments(statement).trim();
    const role = SET_ROLE.exec(head);
    if (POLICY.test(head) && (await flushThen(flush, () => policyGranted(tx, head)))) {
      await setRole(tx, 'supabase_admin');
      await tx.exec(statement);
      await setRole(tx, MIGRATION_ROLE);
    } else if (role) {
      await flush();
      const name = role[1]
        ?.trim()
        .replace(/^"(.*)"$/s, '$1')
        .replace(/^'(.*)'$/s, '$1');
      await assumeRole(tx, !name || name.toLowerCase() === 'none' ? MIGRATION_ROLE : name);
    } else if (SESSION_AUTH.test(head)) {
      await flush();
      throw new RoleRefusal('permission denied to set session authorization');
    } else batch.push(statement);
  }
  await flush();
  const [now] = await tx.query<{ role: string; allowed: boolean }>(
    `select current_user::text as role, pg_has_role($1, current_user, 'member') as allowed`,
    [MIGRATION_ROLE],
  );
  if (!now?.allowed) throw new RoleRefusal(`permission denied to set role "${now?.role}"`);
}

async function flushThen<T>(flush: () => Promise<void>, fn: () => Promise<T>): Promise<T> {
  await flush();
  return fn();
}

/** SET ROLE as postgres may do it: to itself or to a role it is a member of. */
async function assumeRole(tx: Queryable, role: string): Promise<void> {
  const [row] = await tx.query<{ allowed: boolean | null }>(
    `select case when exists (select 1 from pg_roles where rolname = $2)
                 then pg_has_role($1, $2, 'member') end as allowed`,
    [MIGRATION_ROLE, role],
  );
  if (row?.allowed === null) {
    throw Object.assign(new Error(`role "${role}" does not exist`), { code: '22023' });
  }
  if (!row?.allowed) throw new RoleRefusal(`permission denied to set role "${role}"`);
  await setRole(tx, role);
}
