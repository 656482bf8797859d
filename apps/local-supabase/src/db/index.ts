/**
 * The database behind the server: PGlite (PostgreSQL compiled to WebAssembly, run in a worker
 * thread by db/pglite-thread.ts) by default, or a real PostgreSQL when DATABASE_URL is set.
 * Both are hidden behind the small `Db` interface so the HTTP layers never care which one runs.
 *
 * PGlite has a single connection, so its units of work are serialised by the thread wrapper; the
 * pg implementation uses a pool and gives each transaction its own client.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgDump } from './pg-tools.js';
import { dumpPglite } from './pglite-dump.js';
import { openPgliteThread } from './pglite-thread.js';

import type { Db, Queryable, Row } from './types.js';

export type { Db, PgError, Queryable, Row, TransactionOptions } from './types.js';
export { isPgError } from './types.js';

type PgliteLike = Pick<PGlite, 'query' | 'exec'>;

function pgliteQueryable(conn: PgliteLike): Queryable {
  return {
    async query<T extends Row = Row>(sql: string, params: unknown[] = []) {
      const res = await conn.query<T>(sql, params);
      return res.rows;
    },
    async exec(sql: string) {
      await conn.exec(sql);
    },
  };
}

/**
 * PGlite in this thread, with no statement watchdog: for scripts (type generation, the bench)
 * that run trusted SQL. The server uses openPgliteThread.
 */
export async function openPglite(dataDir: string): Promise<Db> {
  const db = await PGlite.create(dataDir);
  return {
    kind: 'pglite',
    roleTimeoutsMs: new Map(),
    ...pgliteQueryable(db),
    transaction: (fn) => db.transaction((tx) => fn(pgliteQueryable(tx))),
    queryAs: <T extends Row = Row>(role: string, sql: string, params: unknown[] = []) =>
      db.transaction(async (tx) => {
        await tx.query(`select set_config('role', $1, true)`, [role]);
        return (await tx.query<T>(sql, params)).rows;
      }),
    dump: async () => ({ kind: 'pglite', tarball: await dumpPglite(db) }),
    close: () => db.close(),
  };
}

export async function openPostgres(databaseUrl: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // Return timestamps, json and numerics as the server's text so both drivers behave alike;
  // the REST layer renders JSON inside SQL anyway.
  const clientQueryable = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T extends Row = Row>(sql: string, params: unknown[] = []) {
      const res = await c.query<T>({ text: sql, values: params, types: textTypes });
      return res.rows;
    },
    async exec(sql: string) {
      await c.query(sql);
    },
  });
  // Fail fast if the server cannot be reached.
  await pool.query('select 1');
  // NOTIFY pgrst: one LISTEN connection, opened on first use and reopened if it drops.
  const notifyListeners: ((payload: string) => void)[] = [];
  let listener: pg.Client | undefined;
  let closed = false;
  const listen = async (): Promise<void> => {
    if (closed) return;
    const c = new pg.Client({ connectionString: databaseUrl });
    listener = c;
    c.on('notification', (m) => {
      if (m.channel === 'pgrst') for (const fn of notifyListeners) fn(m.payload ?? '');
    });
    c.on('error', () => {
      if (listener === c) listener = undefined;
      c.end().catch(() => undefined);
      if (!closed) setTimeout(() => void listen().catch(() => undefined), 1000).unref();
    });
    await c.connect();
    await c.query('listen pgrst');
  };
  const transaction = async <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const result = await fn(clientQueryable(client));
      await client.query('commit');
      return result;
    } catch (e) {
      await client.query('rollback').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  };
  return {
    kind: 'postgres',
    roleTimeoutsMs: new Map(),
    ...clientQueryable(pool),
    transaction,
    queryAs: <T extends Row = Row>(role: string, sql: string, params: unknown[] = []) =>
      transaction(async (tx) => {
        await tx.query(`select set_config('role', $1, true)`, [role]);
        return tx.query<T>(sql, params);
      }),
    dump: async () => ({ kind: 'postgres', sql: await pgDump(databaseUrl) }),
    onPgrstNotify(fn) {
      notifyListeners.push(fn);
      if (!listener) {
        listen().catch(() => {
          if (!closed) setTimeout(() => void listen().catch(() => undefined), 1000).unref();
        });
      }
    },
    async close() {
      closed = true;
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };
}

/** Type parsers that keep every value as text, except booleans and 4-byte integers. */
const textTypes = {
  getTypeParser(oid: number) {
    if (oid === 16) return (v: string) => v === 't';
    if (oid === 23 || oid === 21) return (v: string) => Number(v);
    return (v: string) => v;
  },
} as unknown as pg.CustomTypesConfig;

export function openDb(opts: {
  dataDir: string;
  databaseUrl?: string | undefined;
  log?: ((msg: string) => void) | undefined;
}): Promise<Db> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl)
    : openPgliteThread(opts.dataDir, opts.log);
}
