/**
 * Findings 5 and 10: the data directory was world-writable (968 of 1,031 files 0666 under
 * umask 0), and temp files of a crashed upload were never cleaned. Now, whatever the umask,
 * directories are 0700 and files 0600, also those written while serving; stale .upload-*
 * files go at start.
 */
import { lstat, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, PNG, signedIn, startTestServer, type TestServer } from './helpers.js';

async function modes(dir: string, out: { file: string; mode: number; isDir: boolean }[] = []) {
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isSymbolicLink()) continue;
    const st = await lstat(full);
    out.push({ file: full, mode: st.mode & 0o777, isDir: e.isDirectory() });
    if (e.isDirectory()) await modes(full, out);
  }
  return out;
}

describe('data directory permissions', () => {
  let server: TestServer;
  let oldUmask: number;
  beforeAll(async () => {
    oldUmask = process.umask(0);
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.cleanup();
    process.umask(oldUmask);
  });

  it('under umask 0: every directory 0700 and every file 0600, including new uploads', async () => {
    await createStaff(server, 'editor@example.org', 'editor');
    const c = await signedIn(server, 'editor@example.org');
    const up = await c.storage
      .from('media')
      .upload('a/pixel.png', PNG, { contentType: 'image/png' });
    expect(up.error).toBeNull();
    const root = await lstat(server.dataDir);
    expect(root.mode & 0o777).toBe(0o700);
    const all = await modes(server.dataDir);
    expect(all.length).toBeGreaterThan(100);
    const wrong = all.filter((m) => m.mode !== (m.isDir ? 0o700 : 0o600));
    expect(wrong.map((w) => `${w.file} ${w.mode.toString(8)}`)).toEqual([]);
  });
});

describe('temp files of a crashed upload', () => {
  it('are removed at start', async () => {
    const first = await startTestServer();
    const stale = path.join(first.dataDir, 'storage', 'media', '.upload-crashed');
    await first.stop();
    await mkdir(path.dirname(stale), { recursive: true });
    await writeFile(stale, 'half an upload');
    const { startLocalSupabase } = await import('../src/index.js');
    const again = await startLocalSupabase({ port: 0, dataDir: first.dataDir });
    try {
      expect(await readdir(path.dirname(stale))).not.toContain('.upload-crashed');
    } finally {
      await again.stop();
      await first.cleanup();
    }
    // Two starts of a server inside one test: the hooks' allowance, not a single test's.
  }, 300_000);
});
