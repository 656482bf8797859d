/**
 * pg_dump and psql, for backups of a real PostgreSQL (DATABASE_URL). Only the schemas this
 * server manages are copied: roles and their settings are cluster-wide and made by the
 * platform bootstrap on every start.
 */
import { spawn } from 'node:child_process';
import { MANAGED_SCHEMAS } from './migrate.js';

export class MissingTool extends Error {}

function run(cmd: string, args: string[], input?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => err.push(d));
    child.on('error', (e: NodeJS.ErrnoException) => {
      reject(
        e.code === 'ENOENT'
          ? new MissingTool(
              `${cmd} was not found on PATH: backups of a PostgreSQL database (DATABASE_URL) need the PostgreSQL client tools (pg_dump and psql)`,
            )
          : e,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`${cmd} failed (${code}): ${Buffer.concat(err).toString('utf8')}`));
    });
    child.stdin.end(input ?? '');
  });
}

/** A plain-SQL dump of the managed schemas: one consistent snapshot, as pg_dump takes it. */
export function pgDump(databaseUrl: string): Promise<string> {
  return run('pg_dump', [
    `--dbname=${databaseUrl}`,
    '--no-owner',
    ...MANAGED_SCHEMAS.flatMap((s) => ['--schema', s]),
  ]);
}

/** Replaces the managed schemas with a dump's, in one transaction: all of it or none. */
export async function pgRestore(databaseUrl: string, sql: string): Promise<void> {
  const drop = MANAGED_SCHEMAS.map((s) => `drop schema if exists ${s} cascade;`).join('\n');
  // pg_dump leaves out `create schema public` (it assumes every database has one).
  const create = /^CREATE SCHEMA public;/m.test(sql) ? '' : 'create schema public;\n';
  await run(
    'psql',
    [
      '--dbname',
      databaseUrl,
      '--single-transaction',
      '--quiet',
      '-v',
      'ON_ERROR_STOP=1',
      '-f',
      '-',
    ],
    `${drop}\n${create}${sql}`,
  );
}
