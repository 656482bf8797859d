/**
 * Starts a worker thread running a TypeScript module of this package. The sources run through
 * tsx with no build step (bin/local-supabase.mjs registers it for the main thread); a worker
 * is a fresh isolate, so it registers tsx itself before importing the module.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

const require = createRequire(import.meta.url);
// require.resolve picks the CommonJS build; the worker needs the ES module beside it.
const tsxApi = pathToFileURL(require.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;

const BOOT = `
const { workerData } = require('node:worker_threads');
import(workerData.__tsxApi)
  .then((m) => { m.register(); return import(workerData.__entry); })
  .catch((e) => { console.error(e); process.exit(1); });
`;

export function startTsWorker(entry: URL, data: Record<string, unknown>): Worker {
  return new Worker(BOOT, {
    eval: true,
    workerData: { ...data, __tsxApi: tsxApi, __entry: entry.href },
  });
}
