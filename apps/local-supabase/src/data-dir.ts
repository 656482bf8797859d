/**
 * The data directory holds the database (password hashes, the RLS helpers), the JWT secret and
 * the stored files: only the server's user may read or change any of it. At start the server
 * sets its umask to 077 (so everything PGlite and storage create later is private too), makes
 * every directory 0700 and every file 0600 whatever the umask was, and removes the temp files
 * of uploads a crash left behind.
 */
import { chmod, lstat, readdir, rm } from 'node:fs/promises';
import path from 'node:path';

export function privateUmask(): void {
  try {
    process.umask(0o077);
  } catch {
    // Not allowed in a worker thread; the chmod pass below still applies.
  }
}

export async function securePermissions(dir: string): Promise<void> {
  await chmod(dir, 0o700);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) await securePermissions(full);
    else if ((await lstat(full)).isFile()) await chmod(full, 0o600);
  }
}

/** Removes backup and restore staging directories a crash left behind; returns how many. */
export async function cleanStaging(dataDir: string, prefix: string): Promise<number> {
  let removed = 0;
  for (const e of await readdir(dataDir, { withFileTypes: true }).catch(() => [])) {
    if (e.isDirectory() && e.name.startsWith(prefix)) {
      await rm(path.join(dataDir, e.name), { recursive: true, force: true });
      removed += 1;
    }
  }
  return removed;
}

/** Removes storage/<bucket>/.upload-* left by a crash mid-upload; returns how many. */
export async function cleanUploadTemps(dataDir: string): Promise<number> {
  const storage = path.join(dataDir, 'storage');
  let removed = 0;
  const buckets = await readdir(storage, { withFileTypes: true }).catch(() => []);
  for (const b of buckets) {
    if (!b.isDirectory()) continue;
    for (const f of await readdir(path.join(storage, b.name))) {
      if (f.startsWith('.upload-')) {
        await rm(path.join(storage, b.name, f), { force: true });
        removed += 1;
      }
    }
  }
  return removed;
}
