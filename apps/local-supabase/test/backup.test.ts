/**
 * `local-supabase backup FILE` and `restore FILE`, end to end through the CLI and a real
 * `serve` process: a backup taken while the server serves (and while uploads and removals keep
 * landing) restores to exactly its moment, rows and files alike, on PGlite and on PostgreSQL.
 */

import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadKeys } from '../src/config.js';
import { type ChildServer, spawnServer } from './child-server.js';
import { PNG, template } from './helpers.js';
import { hasPg15, type Pg15, startPg15 } from './pg15.js';

const bin = fileURLToPath(new URL('../bin/local-supabase.mjs', import.meta.url));

interface Site {
  dataDir: string;
  env: Record<string, string>;
  server?: ChildServer | undefined;
  key: string;
}

async function cli(site: Site, ...args: string[]) {
  return promisify(execFile)(process.execPath, [bin, ...args], {
    env: { ...process.env, LOCAL_SUPABASE_DATA_DIR: site.dataDir, ...site.env },
  });
}

async function start(site: Site): Promise<ChildServer> {
  site.server = await spawnServer(site.dataDir, site.env);
  return site.server;
}

async function call(
  site: Site,
  method: string,
  p: string,
  body?: BodyInit,
  type = 'application/json',
) {
  const res = await fetch(`${site.server?.url}${p}`, {
    method,
    headers: { apikey: site.key, Authorization: `Bearer ${site.key}`, 'Content-Type': type },
    body,
  });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

const file = (name: string) => Buffer.concat([PNG, Buffer.from(`-${name}`)]);
const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');

async function insertPage(site: Site, slug: string) {
  const r = await call(site, 'POST', '/rest/v1/pages', JSON.stringify({ title: slug, slug }));
  expect(r.status, r.bytes.toString()).toBe(201);
}

async function upload(site: Site, name: string) {
  const r = await call(site, 'POST', `/storage/v1/object/media/${name}`, file(name), 'image/png');
  expect(r.status, r.bytes.toString()).toBe(200);
}

async function remove(site: Site, name: string) {
  const r = await call(site, 'DELETE', `/storage/v1/object/media/${name}`);
  expect(r.status, r.bytes.toString()).toBe(200);
}

/** Everything a restore must bring back: page slugs, and each stored object's bytes. */
async function state(site: Site) {
  const pages = await call(site, 'GET', '/rest/v1/pages?select=slug&order=slug');
  const list = await call(
    site,
    'POST',
    '/storage/v1/object/list/media',
    JSON.stringify({ prefix: '', limit: 1000 }),
  );
  const objects = JSON.parse(list.bytes.toString()) as { name: string; id: string }[];
  const files: Record<string, string> = {};
  for (const o of objects) {
    const r = await call(site, 'GET', `/storage/v1/object/media/${o.name}`);
    files[o.name] = r.status === 200 ? md5(r.bytes) : `missing (${r.status})`;
  }
  return {
    slugs: (JSON.parse(pages.bytes.toString()) as { slug: string }[]).map((p) => p.slug),
    files,
    ids: objects.map((o) => o.id).sort(),
  };
}

/** The object ids that have a file on disk. */
async function filesOnDisk(site: Site): Promise<string[]> {
  const dir = path.join(site.dataDir, 'storage', 'media');
  return (await readdir(dir).catch(() => [])).filter((f) => !f.startsWith('.')).sort();
}

async function scenario(site: Site) {
  const backupFile = path.join(site.dataDir, '..', `${path.basename(site.dataDir)}.tar`);
  await start(site);
  site.key = (await loadKeys(site.dataDir)).serviceRoleKey;
  await insertPage(site, 'kept-page');
  await upload(site, 'kept.png');
  await upload(site, 'deleted-later.png');

  // Uploads and removals keep landing while the backup is taken, from three clients at once.
  let churn = true;
  const churned = Promise.all(
    ['a', 'b', 'c'].map(async (who) => {
      for (let i = 0; churn; i++) {
        await upload(site, `churn-${who}-${i}.png`);
        if (i % 2 === 1) await remove(site, `churn-${who}-${i - 1}.png`);
      }
    }),
  );
  await new Promise((r) => setTimeout(r, 300));
  const { stdout } = await cli(site, 'backup', backupFile);
  churn = false;
  await churned;
  expect(stdout).toMatch(/Backup written to .*through the running server/);

  // The snapshot is whatever the backup saw; rebuild it from the restored copy below.
  await insertPage(site, 'added-after-backup');
  await upload(site, 'added-after-backup.png');
  await remove(site, 'deleted-later.png');
  const changed = await state(site);
  expect(changed.slugs).toContain('added-after-backup');

  const refused = await cli(site, 'restore', backupFile).then(
    () => 'restored',
    (e: { stderr: string }) => e.stderr,
  );
  expect(refused).toMatch(/a server is running .* Stop it first/);

  await site.server?.stop();
  const restored = await cli(site, 'restore', backupFile);
  expect(restored.stdout).toMatch(/Restored .* and \d+ stored files?/);
  await start(site);
  const after = await state(site);

  expect(after.slugs).toContain('kept-page');
  expect(after.slugs).not.toContain('added-after-backup');
  expect(after.files['kept.png']).toBe(md5(file('kept.png')));
  expect(after.files['deleted-later.png']).toBe(md5(file('deleted-later.png')));
  expect(after.files['added-after-backup.png']).toBeUndefined();
  // Every restored row has its file and bytes, and no file is left without its row.
  for (const [name, sum] of Object.entries(after.files)) expect(sum, name).toBe(md5(file(name)));
  expect(await filesOnDisk(site)).toEqual(after.ids);

  // A second backup of the restored state restores to the same state again.
  const again = `${backupFile}.2`;
  await cli(site, 'backup', again);
  await site.server?.stop();
  await cli(site, 'restore', again);
  await start(site);
  expect(await state(site)).toEqual(after);
}

describe('backup and restore on PGlite', () => {
  const site: Site = { dataDir: '', env: {}, key: '' };

  beforeAll(async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'local-supabase-backup-'));
    site.dataDir = path.join(root, 'data');
    await cp(path.join(await template(), 'pgdata'), path.join(site.dataDir, 'pgdata'), {
      recursive: true,
    });
  });

  afterAll(async () => {
    await site.server?.stop();
    await rm(path.dirname(site.dataDir), { recursive: true, force: true });
  });

  it('given a backup taken while uploads land, when pages and files change and it is restored, then rows and files are exactly the snapshot', async () => {
    await scenario(site);
  }, 300_000);

  it('given no server, when backup runs, then it opens the data directory itself', async () => {
    await site.server?.stop();
    const out = `${site.dataDir}-offline.tar`;
    const { stdout } = await cli(site, 'backup', out);
    expect(stdout).toMatch(/Backup written to .*: PGlite database and \d+ stored files?\.$/m);
    expect(stdout).not.toContain('running server');
  }, 120_000);

  it('given a file that is not a backup, when restore runs, then it refuses and changes nothing', async () => {
    const before = await filesOnDisk(site);
    const bad = await cli(site, 'restore', bin).then(
      () => 'restored',
      (e: { stderr: string }) => e.stderr,
    );
    expect(bad).toMatch(/not a tar archive|not a local-supabase backup/);
    expect(await filesOnDisk(site)).toEqual(before);
  }, 60_000);
});

describe.skipIf(!hasPg15)('backup and restore on PostgreSQL 15 (pg_dump / psql)', () => {
  const site: Site = { dataDir: '', env: {}, key: '' };
  let pg: Pg15 | undefined;

  beforeAll(async () => {
    pg = await startPg15();
    site.dataDir = path.join(
      await mkdtemp(path.join(tmpdir(), 'local-supabase-backup-pg-')),
      'data',
    );
    site.env = { DATABASE_URL: pg.url };
  });

  afterAll(async () => {
    await site.server?.stop();
    pg?.stop();
    await rm(path.dirname(site.dataDir), { recursive: true, force: true });
  });

  it('given a backup taken while uploads land, when pages and files change and it is restored, then rows and files are exactly the snapshot', async () => {
    await scenario(site);
  }, 300_000);
});
