/**
 * The PGlite database, in its own thread. PGlite is PostgreSQL compiled to WebAssembly and runs
 * a statement to the end without yielding: statement_timeout is never checked (verified on
 * 0.5.14: `set statement_timeout = '1s'` then a backtracking regex ran past 60 s). Running it here
 * keeps the HTTP thread free, and lets db/pglite-thread.ts end a runaway statement by
 * terminating this thread and reopening the data directory (crash recovery replays the WAL, so
 * every committed transaction survives).
 *
 * Protocol: the parent sends one request at a time per unit of work; each answer carries the id.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { dumpPglite } from './pglite-dump.js';

export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; role?: string | undefined }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

export type WorkerAnswer =
  | { id: number; ok: true; rows: unknown[] }
  | { id: number; ok: true; bytes: Uint8Array<ArrayBuffer> }
  | { id: number; ok: false; error: SerializedError }
  | { id: -1; ok: true; ready: true }
  | { id: -2; ok: true; notify: string }
  | { id: -1; ok: false; fatal: string };

export interface SerializedError {
  message: string;
  code?: string | undefined;
  detail?: string | undefined;
  hint?: string | undefined;
  position?: string | undefined;
}

function serialize(e: unknown): SerializedError {
  if (e instanceof Error) {
    const x = e as Error & Partial<Record<'code' | 'detail' | 'hint' | 'position', string>>;
    return {
      message: x.message,
      code: typeof x.code === 'string' ? x.code : undefined,
      detail: typeof x.detail === 'string' ? x.detail : undefined,
      hint: typeof x.hint === 'string' ? x.hint : undefined,
      position: typeof x.position === 'string' ? x.position : undefined,
    };
  }
  return { message: String(e) };
}

const port = parentPort;
if (!port) throw new Error('pglite-worker must run in a worker thread');
const { dataDir } = workerData as { dataDir: string };

try {
  const db = await PGlite.create(dataDir);
  // PostgREST's channel: a NOTIFY from any transaction reaches this (the only) session.
  await db.listen('pgrst', (payload) =>
    port.postMessage({ id: -2, ok: true, notify: payload } satisfies WorkerAnswer),
  );
  port.on('message', (msg: WorkerRequest) => {
    if (msg.op === 'dump') {
      dumpPglite(db).then(
        (bytes) =>
          port.postMessage({ id: msg.id, ok: true, bytes } satisfies WorkerAnswer, [bytes.buffer]),
        (e: unknown) =>
          port.postMessage({ id: msg.id, ok: false, error: serialize(e) } satisfies WorkerAnswer),
      );
      return;
    }
    const run = async (): Promise<unknown[]> => {
      if (msg.op === 'query' && msg.role) {
        // One statement as a platform role (service-role.ts), without a round trip per step.
        const { role, sql, params } = msg;
        return db.transaction(async (tx) => {
          await tx.query(`select set_config('role', $1, true)`, [role]);
          return (await tx.query(sql, params)).rows;
        });
      }
      if (msg.op === 'query') return (await db.query(msg.sql, msg.params)).rows;
      if (msg.op === 'exec') {
        await db.exec(msg.sql);
        return [];
      }
      await db.close();
      return [];
    };
    run().then(
      (rows) => port.postMessage({ id: msg.id, ok: true, rows } satisfies WorkerAnswer),
      (e: unknown) =>
        port.postMessage({ id: msg.id, ok: false, error: serialize(e) } satisfies WorkerAnswer),
    );
  });
  port.postMessage({ id: -1, ok: true, ready: true } satisfies WorkerAnswer);
} catch (e) {
  port.postMessage({
    id: -1,
    ok: false,
    fatal: e instanceof Error ? (e.stack ?? e.message) : String(e),
  } satisfies WorkerAnswer);
}
