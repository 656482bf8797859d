/** One bcrypt worker thread: compares or hashes, one job at a time (auth/hash-pool.ts). */
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

export type HashJob =
  | { id: number; op: 'compare'; password: string; hash: string }
  | { id: number; op: 'hash'; password: string; cost: number };

export type HashAnswer =
  | { id: number; ok: true; value: boolean | string }
  | { id: number; ok: false; message: string };

const port = parentPort;
if (!port) throw new Error('bcrypt-worker must run in a worker thread');
port.on('message', (job: HashJob) => {
  try {
    const value =
      job.op === 'compare'
        ? bcrypt.compareSync(job.password, job.hash)
        : bcrypt.hashSync(job.password, job.cost);
    port.postMessage({ id: job.id, ok: true, value } satisfies HashAnswer);
  } catch (e) {
    port.postMessage({
      id: job.id,
      ok: false,
      message: e instanceof Error ? e.message : String(e),
    } satisfies HashAnswer);
  }
});
