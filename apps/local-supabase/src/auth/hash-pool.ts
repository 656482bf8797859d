/**
 * bcrypt off the event loop: a small pool of worker threads (at most two, one fewer than the
 * cores), each hashing one password at a time, so a burst of sign-ins neither stalls the HTTP
 * thread nor runs more than that many hashes at once. At most QUEUE_LIMIT jobs wait; beyond
 * that `PoolBusy` is thrown and the caller answers 429. The threads are unref'd: an idle pool
 * never keeps the process alive.
 */
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { startTsWorker } from '../db/ts-worker.js';
import type { HashAnswer, HashJob } from './bcrypt-worker.js';

export const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism() - 1));
export const QUEUE_LIMIT = 64;

export class PoolBusy extends Error {}

type JobInput =
  | { op: 'compare'; password: string; hash: string }
  | { op: 'hash'; password: string; cost: number };

interface Slot {
  worker: Worker;
  /** The job id it is running, if any. */
  job: number | undefined;
}

interface Queued {
  job: HashJob;
  resolve(v: boolean | string): void;
  reject(e: unknown): void;
}

const slots: Slot[] = [];
const queue: Queued[] = [];
const running = new Map<number, Queued>();
let nextId = 1;

function dispatch(): void {
  for (const slot of slots) {
    if (slot.job !== undefined) continue;
    const next = queue.shift();
    if (!next) return;
    slot.job = next.job.id;
    running.set(next.job.id, next);
    slot.worker.ref();
    slot.worker.postMessage(next.job);
  }
}

function spawnSlot(): Slot {
  const worker = startTsWorker(new URL('./bcrypt-worker.ts', import.meta.url), {});
  const slot: Slot = { worker, job: undefined };
  worker.unref();
  worker.on('message', (a: HashAnswer) => {
    const job = running.get(a.id);
    running.delete(a.id);
    slot.job = undefined;
    worker.unref();
    if (job) {
      if (a.ok) job.resolve(a.value);
      else job.reject(new Error(a.message));
    }
    dispatch();
  });
  worker.on('error', () => undefined);
  worker.on('exit', () => {
    // A crashed thread is replaced; its job fails.
    const i = slots.indexOf(slot);
    if (i >= 0) slots.splice(i, 1, spawnSlot());
    const lost = slot.job === undefined ? undefined : running.get(slot.job);
    if (slot.job !== undefined) running.delete(slot.job);
    lost?.reject(new Error('bcrypt worker exited'));
    dispatch();
  });
  return slot;
}

function run(input: JobInput): Promise<boolean | string> {
  if (slots.length === 0) for (let i = 0; i < POOL_SIZE; i += 1) slots.push(spawnSlot());
  if (queue.length >= QUEUE_LIMIT) return Promise.reject(new PoolBusy('too many password checks'));
  return new Promise((resolve, reject) => {
    queue.push({ job: { id: nextId++, ...input } as HashJob, resolve, reject });
    dispatch();
  });
}

export async function compareInPool(password: string, hash: string): Promise<boolean> {
  return (await run({ op: 'compare', password, hash })) === true;
}

export async function hashInPool(password: string, cost: number): Promise<string> {
  return String(await run({ op: 'hash', password, cost }));
}
