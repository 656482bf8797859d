/**
 * The `server-pg15` project's one PostgreSQL 15 cluster: started before the first test file and
 * stopped after the last, so no cluster outlives the run (a worker process can be ended without
 * its 'exit' handlers running). Test servers each get a fresh database in it (helpers.ts).
 */
import type { TestProject } from 'vitest/node';
import { startPg15 } from './pg15.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pg15Url: string;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startPg15();
  project.provide('pg15Url', cluster.url);
  return () => cluster.stop();
}
