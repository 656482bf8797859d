/**
 * The `Db` for PGlite, talking to db/pglite-worker.ts in a worker thread.
 *
 * Units of work (one statement, or one whole transaction) run one at a time, as on PGlite's
 * single connection. A statement run with a timeout (the caller role's statement_timeout) is
 * watched: when it overruns, the worker is terminated, the statement fails with PostgreSQL's
 * own 57014, and a fresh worker reopens the data directory. PostgreSQL's crash recovery brings
 * back every committed transaction; the one that overran is rolled back, as a cancelled
 * statement's transaction would be. The HTTP thread never waits on a running statement.
 */
import type { Worker } from 'node:worker_threads';
import type { SerializedError, WorkerAnswer, WorkerRequest } from './pglite-worker.js';
import { startTsWorker } from './ts-worker.js';
import type { Db, Queryable, Row, TransactionOptions } from './types.js';

export class DbError extends Error {
  readonly code: string;
  readonly detail: string | undefined;
  readonly hint: string | undefined;
  constructor(e: SerializedError) {
    super(e.message);
    this.code = e.code ?? 'XX000';
    this.detail = e.detail;
    this.hint = e.hint;
  }
}

const timedOut = () =>
  new DbError({ code: '57014', message: 'canceling statement due to statement timeout' });

interface Pending {
  resolve(rows: unknown): void;
  reject(e: unknown): void;
}

type OutgoingRequest =
  | { op: 'query'; sql: string; params: unknown[]; role?: string | undefined }
  | { op: 'exec'; sql: string }
  | { op: 'dump' }
  | { op: 'close' };

export async function openPgliteThread(
  dataDir: string,
  log: (msg: string) => void = () => undefined,
): Promise<Db> {
  let worker: Worker | undefined;
  let ready: Promise<void> = Promise.resolve();
  let generation = 0;
  let nextId = 1;
  let closing = false;
  const pending = new Map<number, Pending>();
  const notifyListeners: ((payload: string) => void)[] = [];

  const failAll = (error: () => unknown) => {
    const all = [...pending.values()];
    pending.clear();
    for (const p of all) p.reject(error());
  };

  const spawn = () => {
    let started = false;
    const w = startTsWorker(new URL('./pglite-worker.ts', import.meta.url), { dataDir });
    worker = w;
    ready = new Promise<void>((resolve, reject) => {
      w.on('message', (msg: WorkerAnswer) => {
        if ('ready' in msg) {
          started = true;
          return resolve();
        }
        if ('fatal' in msg)
          return reject(new Error(`PGlite could not open ${dataDir}: ${msg.fatal}`));
        if ('notify' in msg) {
          for (const fn of notifyListeners) fn(msg.notify);
          return;
        }
        const p = pending.get(msg.id);
        if (!p) return;
        pending.delete(msg.id);
        if ('rows' in msg) p.resolve(msg.rows);
        else if ('bytes' in msg) p.resolve(msg.bytes);
        else p.reject(new DbError(msg.error));
      });
      w.on('error', (e) => reject(e));
      w.on('exit', (code) => {
        if (worker !== w) return; // replaced on purpose
        reject(new Error(`PGlite worker exited with code ${code}`));
        failAll(() => new DbError({ code: '57P01', message: 'terminating connection' }));
        // A thread that never opened the database is not restarted: the open error stands.
        if (!closing && started) {
          log(`database thread exited (code ${code}); restarting it`);
          generation += 1;
          spawn();
        }
      });
    });
    // Ready is awaited by every send; an unhandled rejection here must not crash the process.
    ready.catch(() => undefined);
  };

  /** Ends a runaway statement: the thread goes, its transaction with it. */
  const restart = () => {
    const old = worker;
    worker = undefined;
    generation += 1;
    failAll(timedOut);
    log('a statement overran its role statement_timeout: restarting the database thread');
    const started = Date.now();
    // The old thread must be gone before a new one opens the same files.
    ready = (async () => {
      await old?.terminate();
      spawn();
      await ready;
      log(`database thread restarted in ${Date.now() - started} ms`);
    })();
    ready.catch(() => undefined);
  };

  const send = async (req: OutgoingRequest, timeoutMs = 0): Promise<unknown> => {
    await ready;
    const id = nextId++;
    const gen = generation;
    return new Promise<unknown>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const done = () => {
        if (timer) clearTimeout(timer);
      };
      pending.set(id, {
        resolve: (rows) => {
          done();
          resolve(rows);
        },
        reject: (e) => {
          done();
          reject(e);
        },
      });
      if (timeoutMs > 0) {
        timer = setTimeout(() => {
          if (generation === gen && pending.has(id)) restart();
        }, timeoutMs);
      }
      worker?.postMessage({ id, ...req } as WorkerRequest);
    });
  };

  // One unit of work at a time, in arrival order.
  let tail: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };

  spawn();
  await ready;

  const db: Db = {
    kind: 'pglite',
    roleTimeoutsMs: new Map(),
    query: <T extends Row = Row>(sql: string, params: unknown[] = []) =>
      exclusive(async () => (await send({ op: 'query', sql, params })) as T[]),
    exec: (sql: string) =>
      exclusive(async () => {
        await send({ op: 'exec', sql });
      }),
    queryAs: <T extends Row = Row>(role: string, sql: string, params: unknown[] = []) =>
      exclusive(async () => (await send({ op: 'query', sql, params, role })) as T[]),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>, opts: TransactionOptions = {}) =>
      exclusive(async () => {
        const gen = generation;
        const timeoutMs = opts.statementTimeoutMs ?? 0;
        const alive = () => {
          if (generation !== gen) throw timedOut();
        };
        await send({ op: 'exec', sql: 'begin' });
        const tx: Queryable = {
          async query<R extends Row = Row>(sql: string, params: unknown[] = []) {
            alive();
            return (await send({ op: 'query', sql, params }, timeoutMs)) as R[];
          },
          async exec(sql: string) {
            alive();
            await send({ op: 'exec', sql }, timeoutMs);
          },
        };
        try {
          const result = await fn(tx);
          alive();
          await send({ op: 'exec', sql: 'commit' });
          return result;
        } catch (e) {
          if (generation === gen)
            await send({ op: 'exec', sql: 'rollback' }).catch(() => undefined);
          throw e;
        }
      }),
    dump: () =>
      exclusive(async () => ({
        kind: 'pglite',
        tarball: (await send({ op: 'dump' })) as Uint8Array<ArrayBuffer>,
      })),
    onPgrstNotify: (fn) => {
      notifyListeners.push(fn);
    },
    close: () =>
      exclusive(async () => {
        closing = true;
        await send({ op: 'close' }).catch(() => undefined);
        await worker?.terminate();
      }),
  };
  return db;
}
