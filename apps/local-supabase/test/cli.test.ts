/**
 * The CLI works with and without a running server: print-env, create-user and reset either
 * open the database themselves or go through the running server's HTTP API.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from './helpers.js';

const bin = fileURLToPath(new URL('../bin/local-supabase.mjs', import.meta.url));
const run = promisify(execFile);
let dataDir: string;
let port: number;
let child: ChildProcess | undefined;

function env() {
  return {
    ...process.env,
    LOCAL_SUPABASE_DATA_DIR: dataDir,
    LOCAL_SUPABASE_PORT: String(port),
    LOCAL_SUPABASE_NO_ENV_FILE: '1',
    ADMIN_EMAIL: 'owner@example.org',
    ADMIN_PASSWORD: '',
  };
}

async function cli(...args: string[]) {
  const { stdout } = await run(process.execPath, [bin, ...args], { env: env() });
  return stdout;
}

function parseEnv(out: string): Record<string, string> {
  return Object.fromEntries(
    out
      .trim()
      .split('\n')
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );
}

async function canSignIn(url: string, anonKey: string, email: string, password: string) {
  const { error } = await client(url, anonKey).auth.signInWithPassword({ email, password });
  return error === null;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'local-supabase-cli-'));
  port = 20000 + Math.floor(Math.random() * 20000);
});

afterAll(async () => {
  child?.kill('SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
});

describe('CLI', () => {
  it('print-env and create-user work with no server running', async () => {
    const first = parseEnv(await cli('print-env'));
    expect(first.SUPABASE_URL).toBe(`http://127.0.0.1:${port}`);
    expect(first.SUPABASE_ANON_KEY?.split('.')).toHaveLength(3);
    expect(first.SUPABASE_SERVICE_ROLE_KEY?.split('.')).toHaveLength(3);
    expect(first.SUPABASE_PUBLISHABLE_KEY).toMatch(/^sb_publishable_/);
    expect(first.SUPABASE_SECRET_KEY).toMatch(/^sb_secret_/);
    // The secret is kept: the keys are stable across invocations.
    expect(parseEnv(await cli('print-env'))).toEqual(first);
    const out = await cli(
      'create-user',
      '--email',
      'ed@example.org',
      '--password',
      'editor-pass-1',
      '--role',
      'editor',
      '--name',
      'Ed Itor',
    );
    expect(out).toContain('created with role editor');
  }, 180_000); // each command is a fresh Node process; generous for a loaded CI machine

  it('db-push applies nothing to a database that has every migration', async () => {
    // create-user (above) migrated the data directory when it opened it.
    expect(await cli('db-push')).toContain('Remote database is up to date.');
  }, 180_000);

  it('serve creates the first admin once, and create-user/reset go through the running server', async () => {
    let output = '';
    child = spawn(process.execPath, [bin, 'serve'], {
      env: env(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await new Promise<void>((resolve, reject) => {
      child?.stdout?.on('data', (d: Buffer) => {
        output += d.toString();
        if (output.includes('local-supabase ready at')) resolve();
      });
      child?.on('exit', (code) => reject(new Error(`serve exited ${code}: ${output}`)));
    });
    expect(output).toContain(`local-supabase ready at http://127.0.0.1:${port}`);
    const m = /First admin: (\S+) \/ (\S+)/.exec(output);
    expect(m?.[1]).toBe('owner@example.org');
    const {
      SUPABASE_URL: url = '',
      SUPABASE_ANON_KEY: anon = '',
      SUPABASE_SERVICE_ROLE_KEY: service = '',
    } = parseEnv(await cli('print-env'));
    expect(await canSignIn(url, anon, 'owner@example.org', m?.[2] ?? '')).toBe(true);
    expect(await canSignIn(url, anon, 'ed@example.org', 'editor-pass-1')).toBe(true);
    const profile = await client(url, service)
      .from('admin_users')
      .select('full_name, role')
      .order('role');
    expect(profile.data).toEqual([
      { full_name: 'Site Administrator', role: 'admin' },
      { full_name: 'Ed Itor', role: 'editor' },
    ]);

    const online = await cli(
      'create-user',
      '--email',
      'second@example.org',
      '--password',
      'second-pass-1',
      '--role',
      'admin',
    );
    expect(online).toContain('through the running server');
    expect(await canSignIn(url, anon, 'second@example.org', 'second-pass-1')).toBe(true);

    const reset = await cli('reset');
    expect(reset).toContain('Database reset');
    expect(await canSignIn(url, anon, 'second@example.org', 'second-pass-1')).toBe(false);
    const pages = await client(url, anon).from('pages').select('slug');
    expect(pages.data?.length).toBe(2);

    child.kill('SIGTERM');
    const code = await new Promise((r) => child?.once('exit', r));
    expect(code).toBe(0);
    child = undefined;
  }, 180_000);

  it('rejects bad arguments with a usage message', async () => {
    await expect(cli('create-user', '--email', 'x@example.org')).rejects.toThrow(
      /--role admin\|editor/,
    );
    await expect(cli('frobnicate')).rejects.toThrow(/Unknown command/);
  }, 60_000);
});
