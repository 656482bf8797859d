/**
 * The database as one of the platform's services sees it: GoTrue connects to hosted Supabase as
 * supabase_auth_admin and storage-api as supabase_storage_admin, so their own work (not the
 * caller's, which db/role.ts runs as anon / authenticated / service_role) has exactly those
 * roles' rights. Here the server's one connection sets the role per unit of work.
 */
import type { Db, Queryable, Row } from './types.js';

export type ServiceRole = 'supabase_auth_admin' | 'supabase_storage_admin';

export function asService(db: Db, role: ServiceRole): Db {
  const enter = (tx: Queryable) => tx.query(`select set_config('role', $1, true)`, [role]);
  return {
    ...db,
    query: <T extends Row = Row>(sql: string, params: unknown[] = []) =>
      db.queryAs<T>(role, sql, params),
    exec: (sql: string) =>
      db.transaction(async (tx) => {
        await enter(tx);
        await tx.exec(sql);
      }),
    transaction: (fn, opts) =>
      db.transaction(async (tx) => {
        await enter(tx);
        return fn(tx);
      }, opts),
  };
}
