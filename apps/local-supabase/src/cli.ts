/**
 * The local-supabase CLI: serve, create-user, reset, print-env, backup, restore, gen-types.
 *
 * Commands other than `serve` work whether or not a server is running: if server.json in the
 * data directory names a live process that answers /_local/health, they go through its HTTP
 * API with the service-role key (the server owns the database files); otherwise they take the
 * data-directory lock and open the database themselves. `restore` is the exception: it
 * replaces the files a server reads, so it refuses while one runs.
 */
import { createReadStream, existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { parseArgs } from 'node:util';
import { MIN_PASSWORD_LENGTH } from './auth/passwords.js';
import { inspectArchive, restoreArchive, takeSnapshot, writeArchive } from './backup/archive.js';
import {
  defaultDataDir,
  defaultPort,
  keyEnv,
  loadKeys,
  type ServerInfo,
  serverInfoFile,
} from './config.js';
import { privateUmask, securePermissions } from './data-dir.js';
import { openDb } from './db/index.js';
import { migrate, repoRoot, resetSchemas } from './db/migrate.js';
import { generateDatabaseTypes } from './gen-types.js';
import { acquireLock, serveEnvOptions, startLocalSupabase } from './index.js';
import { defaultFullName, ensureFirstAdmin, type StaffRole, upsertStaff } from './staff.js';
import { ObjectFiles } from './storage/files.js';
import { WriteGate } from './write-gate.js';

const USAGE = `Usage: local-supabase <command>

Commands:
  serve                                   start the server (port LOCAL_SUPABASE_PORT, default 54321)
  create-user --email E --password P --role admin|editor [--name N]
                                          create a staff user, or update password/role if it exists
  reset                                   wipe the database and stored files, re-migrate and re-seed
  db-push                                 apply the pending migrations as \`supabase db push\` does
                                          (each as postgres, in one transaction; stop the server first)
  print-env                               print SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY,
                                          SUPABASE_PUBLISHABLE_KEY, SUPABASE_SECRET_KEY
  backup FILE                             write the database and the stored files to FILE, consistently
                                          (through the running server if there is one)
  restore FILE                            replace the database and the stored files with FILE's
                                          (stop the server first)
  gen-types [--out FILE]                  print the database's TypeScript types (supabase gen types shape)

Environment: LOCAL_SUPABASE_PORT, LOCAL_SUPABASE_DATA_DIR, DATABASE_URL, ADMIN_EMAIL, ADMIN_PASSWORD`;

async function runningServer(dataDir: string): Promise<ServerInfo | undefined> {
  try {
    const info = JSON.parse(await readFile(serverInfoFile(dataDir), 'utf8')) as ServerInfo;
    const res = await fetch(`${info.url}/_local/health`, { signal: AbortSignal.timeout(2000) });
    if (!res.ok) return undefined;
    const body = (await res.json()) as { pid?: number };
    return body.pid === info.pid ? info : undefined;
  } catch {
    return undefined;
  }
}

/** Replaces (or adds) the VITE_SUPABASE_* lines, keeping whatever else the file holds. */
async function writeWebEnv(url: string, anonKey: string): Promise<string> {
  const file = path.join(repoRoot, 'apps/web/.env.local');
  const current = await readFile(file, 'utf8').catch(() => '');
  const kept = current
    .split('\n')
    .filter((l) => l.trim() !== '' && !/^VITE_SUPABASE_(URL|ANON_KEY)=/.test(l));
  const lines = [...kept, `VITE_SUPABASE_URL=${url}`, `VITE_SUPABASE_ANON_KEY=${anonKey}`];
  await writeFile(file, `${lines.join('\n')}\n`);
  return file;
}

async function serve(): Promise<void> {
  const dataDir = defaultDataDir();
  const server = await startLocalSupabase({
    port: defaultPort(),
    dataDir,
    ...serveEnvOptions(process.env),
    firstAdmin: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
    log: (m) => console.log(`[local-supabase] ${m}`),
  });
  // LOCAL_SUPABASE_NO_ENV_FILE: leave apps/web/.env.local alone (tests, parallel servers).
  const envFile = process.env.LOCAL_SUPABASE_NO_ENV_FILE
    ? undefined
    : await writeWebEnv(server.url, server.anonKey);
  console.log(
    `[local-supabase] data: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : dataDir}`,
  );
  if (envFile) console.log(`[local-supabase] wrote ${path.relative(repoRoot, envFile)}`);
  const admin = server.firstAdmin;
  if (admin && !admin.existing && admin.password) {
    console.log(`[local-supabase] First admin: ${admin.email} / ${admin.password}`);
    if (!process.env.ADMIN_PASSWORD) {
      console.log('[local-supabase] (generated password, shown only this once)');
    }
  } else if (admin) {
    console.log(
      `[local-supabase] An admin already exists (${admin.email}); no first admin created.`,
    );
  }
  console.log(`[local-supabase] local-supabase ready at ${server.url}`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[local-supabase] ${signal}: shutting down`);
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/** Opens the database with the lock held; `migrate: false` leaves it exactly as it is. */
async function withOfflineDb<T>(
  dataDir: string,
  fn: (db: Awaited<ReturnType<typeof openDb>>) => Promise<T>,
  opts: { migrate?: boolean } = {},
) {
  const release = await acquireLock(dataDir);
  try {
    const db = await openDb({
      dataDir: path.join(dataDir, 'pgdata'),
      databaseUrl: process.env.DATABASE_URL || undefined,
    });
    try {
      if (opts.migrate !== false) await migrate(db);
      return await fn(db);
    } finally {
      await db.close();
    }
  } finally {
    await release();
  }
}

async function createUserCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
    },
  });
  const { email, password, role, name } = values;
  if (!email || !password || (role !== 'admin' && role !== 'editor')) {
    throw new UsageError('create-user needs --email, --password and --role admin|editor');
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new UsageError(`--password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  const dataDir = defaultDataDir();
  const running = await runningServer(dataDir);
  if (running) {
    const { serviceRoleKey } = await loadKeys(dataDir);
    await createViaHttp(running.url, serviceRoleKey, { email, password, role, name });
    console.log(
      `User ${email} saved with role ${role} (through the running server at ${running.url}).`,
    );
    return;
  }
  const result = await withOfflineDb(dataDir, (db) =>
    upsertStaff(db, { email, password, role: role as StaffRole, fullName: name }),
  );
  console.log(`User ${email} ${result.created ? 'created' : 'updated'} with role ${role}.`);
}

async function createViaHttp(
  url: string,
  key: string,
  u: { email: string; password: string; role: string; name?: string | undefined },
): Promise<void> {
  const headers = {
    apikey: key,
    Authorization: `Bearer ${key}`,
    'Content-Type': 'application/json',
  };
  const fullName = u.name?.trim() || defaultFullName(u.email);
  const list = await fetch(`${url}/auth/v1/admin/users?per_page=1000`, { headers });
  const { users } = (await list.json()) as { users: { id: string; email: string }[] };
  const existing = users.find((x) => x.email.toLowerCase() === u.email.toLowerCase());
  const res = existing
    ? await fetch(`${url}/auth/v1/admin/users/${existing.id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ password: u.password, user_metadata: { full_name: fullName } }),
      })
    : await fetch(`${url}/auth/v1/admin/users`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          email: u.email,
          password: u.password,
          email_confirm: true,
          user_metadata: { full_name: fullName },
        }),
      });
  const user = (await res.json()) as { id?: string; message?: string };
  if (!res.ok || !user.id) throw new Error(`could not save user: ${user.message ?? res.status}`);
  const profile = await fetch(`${url}/rest/v1/admin_users?on_conflict=user_id`, {
    method: 'POST',
    headers: { ...headers, Prefer: 'resolution=merge-duplicates' },
    body: JSON.stringify({ user_id: user.id, full_name: fullName, role: u.role }),
  });
  if (!profile.ok) throw new Error(`could not save profile: ${await profile.text()}`);
}

async function resetCommand(): Promise<void> {
  const dataDir = defaultDataDir();
  const running = await runningServer(dataDir);
  if (running) {
    const { serviceRoleKey } = await loadKeys(dataDir);
    const res = await fetch(`${running.url}/_local/reset`, {
      method: 'POST',
      headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
    });
    if (!res.ok) throw new Error(`reset failed: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { firstAdmin?: { email: string; password: string } };
    console.log(`Database reset (through the running server at ${running.url}).`);
    if (body.firstAdmin)
      console.log(`First admin: ${body.firstAdmin.email} / ${body.firstAdmin.password}`);
    return;
  }
  const admin = await withOfflineDb(dataDir, async (db) => {
    await resetSchemas(db);
    await rm(path.join(dataDir, 'storage'), { recursive: true, force: true });
    return ensureFirstAdmin(db, {
      email: process.env.ADMIN_EMAIL,
      password: process.env.ADMIN_PASSWORD,
    });
  });
  console.log('Database reset: migrations and seed applied.');
  if (admin.password) console.log(`First admin: ${admin.email} / ${admin.password}`);
}

/**
 * `supabase db push` here: the pending migrations, each in one transaction as postgres, with
 * hosted's refusals (`ERROR: must be owner of table buckets (SQLSTATE 42501)`).
 */
async function dbPushCommand(): Promise<void> {
  const dataDir = defaultDataDir();
  const running = await runningServer(dataDir);
  if (running) {
    throw new Error(
      `a server is running on this data directory (${running.url}); it applied the migrations it found when it started. Stop it and run db-push, or restart it.`,
    );
  }
  const result = await withOfflineDb(dataDir, (db) => migrate(db), { migrate: false });
  console.log(
    result.applied.length
      ? `Applied ${result.applied.length} migration(s): ${result.applied.join(', ')}`
      : 'Remote database is up to date.',
  );
}

async function printEnv(): Promise<void> {
  const dataDir = defaultDataDir();
  const running = await runningServer(dataDir);
  const url = running?.url ?? `http://127.0.0.1:${defaultPort()}`;
  console.log(`SUPABASE_URL=${url}\n${(await keyEnv(dataDir)).join('\n')}`);
}

function fileArgument(command: string, args: string[]): string {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) throw new UsageError(`${command} needs one FILE`);
  return path.resolve(file);
}

function describe(m: { database: string; files: number }): string {
  const db = m.database === 'pglite' ? 'PGlite database' : 'PostgreSQL database';
  return `${db} and ${m.files} stored file${m.files === 1 ? '' : 's'}`;
}

async function backupCommand(args: string[]): Promise<void> {
  const file = fileArgument('backup', args);
  const dataDir = defaultDataDir();
  const running = await runningServer(dataDir);
  if (running) {
    const { serviceRoleKey } = await loadKeys(dataDir);
    const res = await fetch(`${running.url}/_local/backup`, {
      method: 'POST',
      headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
    });
    if (!res.ok || !res.body) throw new Error(`backup failed: ${res.status} ${await res.text()}`);
    await writeArchive(Readable.fromWeb(res.body as WebReadableStream<Uint8Array>), file);
  } else {
    const pgdata = path.join(dataDir, 'pgdata', 'PG_VERSION');
    if (!process.env.DATABASE_URL && !existsSync(pgdata)) {
      throw new Error(`there is no database in ${dataDir} to back up`);
    }
    await withOfflineDb(
      dataDir,
      async (db) => {
        const snapshot = await takeSnapshot({
          db,
          files: ObjectFiles.under(dataDir),
          gate: new WriteGate(),
          dataDir,
        });
        await writeArchive(snapshot.archive(), file);
      },
      { migrate: false },
    );
  }
  // Read back to the end: a backup that cannot be read is worse than none.
  const manifest = await inspectArchive(file);
  const via = running ? ` (through the running server at ${running.url})` : '';
  console.log(`Backup written to ${file}: ${describe(manifest)}${via}.`);
}

async function restoreCommand(args: string[]): Promise<void> {
  const file = fileArgument('restore', args);
  const dataDir = defaultDataDir();
  const running = await runningServer(dataDir);
  if (running) {
    throw new Error(
      `a server is running at ${running.url} (pid ${running.pid}) on ${dataDir}. Stop it first (Ctrl-C or kill ${running.pid}): restore replaces the database and the stored files it is using.`,
    );
  }
  await inspectArchive(file);
  privateUmask();
  const release = await acquireLock(dataDir);
  try {
    const manifest = await restoreArchive(createReadStream(file), {
      dataDir,
      databaseUrl: process.env.DATABASE_URL || undefined,
    });
    await securePermissions(dataDir);
    console.log(`Restored ${file}: ${describe(manifest)} (taken ${manifest.createdAt}).`);
    console.log('Start the server to serve it: npm run local-supabase -- serve');
  } finally {
    await release();
  }
}

async function genTypesCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { out: { type: 'string' } } });
  const types = await generateDatabaseTypes();
  if (values.out) {
    await writeFile(values.out, types);
    console.log(`Wrote ${values.out}`);
  } else {
    process.stdout.write(types);
  }
}

class UsageError extends Error {}

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'serve':
        await serve();
        return -1; // keep running
      case 'create-user':
        await createUserCommand(rest);
        return 0;
      case 'reset':
        await resetCommand();
        return 0;
      case 'print-env':
        await printEnv();
        return 0;
      case 'db-push':
        await dbPushCommand();
        return 0;
      case 'backup':
        await backupCommand(rest);
        return 0;
      case 'restore':
        await restoreCommand(rest);
        return 0;
      case 'gen-types':
        await genTypesCommand(rest);
        return 0;
      case undefined:
      case 'help':
      case '--help':
        console.log(USAGE);
        return command === undefined ? 1 : 0;
      default:
        console.error(`Unknown command: ${command}\n\n${USAGE}`);
        return 1;
    }
  } catch (e) {
    console.error(`local-supabase ${command}: ${e instanceof Error ? e.message : String(e)}`);
    if (e instanceof UsageError) console.error(`\n${USAGE}`);
    return 1;
  }
}
