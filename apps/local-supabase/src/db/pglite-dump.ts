/** PGlite's own copy of a data directory, and a new data directory made from one. */
import { PGlite } from '@electric-sql/pglite';

/**
 * The data directory as a gzip'd tarball. A checkpoint first writes every committed page out,
 * so the copy opens without WAL replay.
 */
export async function dumpPglite(db: PGlite): Promise<Uint8Array<ArrayBuffer>> {
  await db.exec('checkpoint');
  const blob = await db.dumpDataDir('gzip');
  return new Uint8Array(await blob.arrayBuffer());
}

/** Creates `dir` (which must not hold a database yet) from a dumped tarball. */
export async function loadPgliteDump(dir: string, tarball: Uint8Array<ArrayBuffer>): Promise<void> {
  const db = await PGlite.create(dir, { loadDataDir: new Blob([tarball]) });
  await db.close();
}
