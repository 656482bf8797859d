/**
 * Backups: one tar holding a manifest, the database (PGlite's data directory as a tarball, or
 * pg_dump's SQL) and every stored file, taken consistently; and the way back.
 *
 * Consistency: the database dump and the list of files are taken together while the storage
 * write gate is held exclusively (write-gate.ts), so no upload, removal or reset can land
 * between them. Files are hard-linked into a staging directory at that moment (uploads replace
 * files by renaming, so a link keeps the old bytes) and streamed out after the gate opens
 * again: a slow reader of the backup never holds up writes.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, link, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pgRestore } from '../db/pg-tools.js';
import { loadPgliteDump } from '../db/pglite-dump.js';
import type { DatabaseDump, Db } from '../db/types.js';
import type { ObjectFiles } from '../storage/files.js';
import type { WriteGate } from '../write-gate.js';
import { readTar, type TarEntry, writeTar } from './tar.js';

export const MANIFEST = 'local-supabase-backup.json';
const PGLITE_ENTRY = 'database/pgdata.tar.gz';
const SQL_ENTRY = 'database/dump.sql';
/** Staging directories live in the data directory (hard links need the same filesystem). */
export const STAGING_PREFIX = '.staging-';

export interface Manifest {
  format: 1;
  createdAt: string;
  database: DatabaseDump['kind'];
  /** Stored files, as `<bucket>/<object id>`. */
  files: number;
}

export interface Snapshot {
  manifest: Manifest;
  /** The archive, streamed; the staging directory goes when it ends or is abandoned. */
  archive(): AsyncGenerator<Uint8Array>;
  /** Removes the staging directory without archiving. */
  discard(): Promise<void>;
}

/** Bucket directories and object files, skipping temp files of uploads in flight. */
async function storedFiles(root: string): Promise<string[]> {
  const out: string[] = [];
  for (const bucket of await readdir(root, { withFileTypes: true }).catch(() => [])) {
    if (!bucket.isDirectory() || bucket.name.startsWith('.')) continue;
    for (const f of await readdir(path.join(root, bucket.name), { withFileTypes: true })) {
      if (f.isFile() && !f.name.startsWith('.')) out.push(`${bucket.name}/${f.name}`);
    }
  }
  return out.sort();
}

async function linkOrCopy(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true, mode: 0o700 });
  await link(from, to).catch(() => copyFile(from, to));
}

export async function takeSnapshot(opts: {
  db: Db;
  files: ObjectFiles;
  gate: WriteGate;
  /** The data directory: staging goes inside it. */
  dataDir: string;
}): Promise<Snapshot> {
  const staging = path.join(opts.dataDir, `${STAGING_PREFIX}${randomUUID()}`);
  await mkdir(staging, { mode: 0o700 });
  try {
    const { dump, names } = await opts.gate.exclusive(async () => {
      const dump = await opts.db.dump();
      const names = await storedFiles(opts.files.root);
      for (const n of names) {
        await linkOrCopy(path.join(opts.files.root, n), path.join(staging, 'storage', n));
      }
      return { dump, names };
    });
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: dump.kind,
      files: names.length,
    };
    const discard = () => rm(staging, { recursive: true, force: true });
    return {
      manifest,
      discard,
      async *archive() {
        try {
          yield* writeTar(entries(manifest, dump, staging, names));
        } finally {
          await discard();
        }
      },
    };
  } catch (e) {
    await rm(staging, { recursive: true, force: true });
    throw e;
  }
}

async function* entries(
  manifest: Manifest,
  dump: DatabaseDump,
  staging: string,
  names: string[],
): AsyncGenerator<TarEntry> {
  const bytes =
    (b: Uint8Array): TarEntry['body'] =>
    () => [b];
  const json = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
  yield { name: MANIFEST, size: json.length, body: bytes(json) };
  if (dump.kind === 'pglite') {
    yield { name: PGLITE_ENTRY, size: dump.tarball.length, body: bytes(dump.tarball) };
  } else {
    const sql = Buffer.from(dump.sql);
    yield { name: SQL_ENTRY, size: sql.length, body: bytes(sql) };
  }
  for (const n of names) {
    const file = path.join(staging, 'storage', n);
    const { size } = await stat(file);
    yield { name: `storage/${n}`, size, body: () => createReadStream(file) };
  }
}

/** Writes a snapshot's archive to `file` (mode 0600), whole or not at all. */
export async function writeArchive(source: AsyncIterable<Uint8Array>, file: string): Promise<void> {
  const part = `${file}.part-${process.pid}`;
  try {
    await pipeline(Readable.from(source), createWriteStream(part, { mode: 0o600 }));
    await rename(part, file);
  } catch (e) {
    await rm(part, { force: true });
    throw e;
  }
}

/** `storage/<bucket dir>/<object id>`, with nothing that could climb out of the directory. */
const STORED = /^storage\/([A-Za-z0-9%._~!*'()-]+)\/([A-Za-z0-9._-]+)$/;

function storedPath(name: string): string | undefined {
  const m = STORED.exec(name);
  if (!m) return undefined;
  const [, bucket = '', file = ''] = m;
  if (['.', '..'].includes(bucket) || file.startsWith('.')) return undefined;
  return `${bucket}/${file}`;
}

async function collect(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const c of body) parts.push(c);
  return Buffer.concat(parts);
}

export class BadBackup extends Error {}

/** What a backup holds, checked before anything is replaced. */
async function unpack(source: AsyncIterable<Uint8Array>, staging: string) {
  let manifest: Manifest | undefined;
  let dump: DatabaseDump | undefined;
  let files = 0;
  await readTar(source, async (name, size, body) => {
    if (name === MANIFEST) {
      if (size > 64 * 1024) throw new BadBackup('the manifest is too large');
      manifest = JSON.parse((await collect(body)).toString('utf8')) as Manifest;
    } else if (name === PGLITE_ENTRY) {
      dump = { kind: 'pglite', tarball: new Uint8Array(await collect(body)) };
    } else if (name === SQL_ENTRY) {
      dump = { kind: 'postgres', sql: (await collect(body)).toString('utf8') };
    } else {
      const stored = storedPath(name);
      if (!stored) throw new BadBackup(`unexpected entry in the backup: ${name}`);
      const target = path.join(staging, 'storage', stored);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await pipeline(Readable.from(body), createWriteStream(target, { mode: 0o600 }));
      files += 1;
    }
  });
  if (manifest?.format !== 1) throw new BadBackup('not a local-supabase backup');
  if (!dump || dump.kind !== manifest.database) throw new BadBackup('the backup has no database');
  if (files !== manifest.files) {
    throw new BadBackup(`the backup is incomplete: ${files} of ${manifest.files} stored files`);
  }
  return { manifest, dump };
}

/**
 * Replaces the database and the stored files of a data directory no server is using (the
 * caller holds the lock) with a backup's. Everything is unpacked and checked first; the old
 * database and files are swapped out only then.
 */
export async function restoreArchive(
  source: AsyncIterable<Uint8Array>,
  opts: { dataDir: string; databaseUrl?: string | undefined },
): Promise<Manifest> {
  const staging = path.join(opts.dataDir, `${STAGING_PREFIX}${randomUUID()}`);
  await mkdir(staging, { mode: 0o700 });
  try {
    const { manifest, dump } = await unpack(source, staging);
    if (dump.kind === 'postgres' && !opts.databaseUrl) {
      throw new BadBackup(
        'this backup is of a PostgreSQL database: set DATABASE_URL to restore it',
      );
    }
    if (dump.kind === 'pglite' && opts.databaseUrl) {
      throw new BadBackup('this backup is of a PGlite database: unset DATABASE_URL to restore it');
    }
    if (dump.kind === 'pglite') {
      await loadPgliteDump(path.join(staging, 'pgdata'), dump.tarball);
      await swap(opts.dataDir, staging, 'pgdata');
    } else if (opts.databaseUrl) {
      await pgRestore(opts.databaseUrl, dump.sql);
    }
    await mkdir(path.join(staging, 'storage'), { recursive: true, mode: 0o700 });
    await swap(opts.dataDir, staging, 'storage');
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Moves `<dataDir>/<name>` aside into staging and the staged one into its place. */
async function swap(dataDir: string, staging: string, name: string): Promise<void> {
  await rename(path.join(dataDir, name), path.join(staging, `old-${name}`)).catch(
    (e: NodeJS.ErrnoException) => {
      if (e.code !== 'ENOENT') throw e;
    },
  );
  await rename(path.join(staging, name), path.join(dataDir, name));
}

/** The manifest of a backup file, read through to its end so a truncated file is caught. */
export async function inspectArchive(file: string): Promise<Manifest> {
  let manifest: Manifest | undefined;
  let files = 0;
  try {
    await readTar(createReadStream(file), async (name, _size, body) => {
      if (name === MANIFEST) {
        manifest = JSON.parse((await collect(body)).toString('utf8')) as Manifest;
      } else if (name.startsWith('storage/')) files += 1;
    });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code) throw e; // the file itself: missing, unreadable
    throw new BadBackup(`${file} is not a local-supabase backup (${(e as Error).message})`);
  }
  if (!manifest) throw new BadBackup(`${file} is not a local-supabase backup`);
  if (files !== manifest.files) throw new BadBackup(`${file} is incomplete`);
  return manifest;
}
