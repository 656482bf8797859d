/**
 * A throw-away PostgreSQL 15 cluster for tests. initdb refuses to run as root, so when the
 * tests run as root the cluster is created and run as the `postgres` user in a temp dir it owns.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const PG15_BIN = '/usr/lib/postgresql/15/bin';
export const hasPg15 = existsSync(path.join(PG15_BIN, 'initdb'));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      s.close(() => resolve(port));
    });
  });
}

function asPostgres(cmd: string, args: string[]): void {
  const isRoot = process.getuid?.() === 0;
  if (isRoot) execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'pipe' });
  else execFileSync(cmd, args, { stdio: 'pipe' });
}

export interface Pg15 {
  url: string;
  stop(): void;
}

export async function startPg15(): Promise<Pg15> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pg15-'));
  chmodSync(dir, 0o777);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  const data = path.join(dir, 'data');
  const port = await freePort();
  asPostgres(path.join(PG15_BIN, 'initdb'), [
    '-D',
    data,
    // The bootstrap superuser is supabase_admin, as on hosted Supabase: local-supabase makes
    // `postgres` an ordinary role that runs the migrations.
    '-U',
    'supabase_admin',
    '--auth=trust',
    '-E',
    'UTF8',
  ]);
  asPostgres(path.join(PG15_BIN, 'pg_ctl'), [
    '-D',
    data,
    '-w',
    '-l',
    path.join(dir, 'log'),
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`,
    'start',
  ]);
  return {
    url: `postgresql://supabase_admin@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        asPostgres(path.join(PG15_BIN, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
