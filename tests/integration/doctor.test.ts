/**
 * `npm run doctor` (scripts/doctor.mjs) against a running local-supabase and a stand-in site:
 * in order, then broken the ways a deployment breaks (a migration missing, keys swapped or
 * wrong, the wrong URLs, the bucket gone, the site down).
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../apps/local-supabase/src/db/index';
import { type LocalSupabase, startLocalSupabase } from '../../apps/local-supabase/src/index';
import { startTestServer } from '../../apps/local-supabase/test/helpers';
import { diagnose, report } from '../../scripts/doctor.mjs';

interface Check {
  status: 'ok' | 'fail' | 'info';
  title: string;
  detail?: string;
}
const run = diagnose as (
  env: Record<string, string | undefined>,
  opts?: { supabaseDir?: string },
) => Promise<Check[]>;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let backend: LocalSupabase;
let site: Server;
let siteUrl: string;
let dataDir: string;
let env: Record<string, string>;

const failures = (checks: Check[]) => checks.filter((c) => c.status === 'fail').map((c) => c.title);

beforeAll(async () => {
  site = createServer((_req, res) => res.end('<!doctype html><title>Hope Relief UK</title>'));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  // A copy of the migrated template the backend's own tests use: no migrations to wait for.
  const server = await startTestServer({ siteUrl, redirectUrls: `${siteUrl}/**` });
  ({ dataDir } = server);
  backend = server;
  env = {
    SITE_URL: siteUrl,
    SUPABASE_URL: backend.url,
    SUPABASE_ANON_KEY: backend.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
  };
}, 300_000);

afterAll(async () => {
  await backend?.stop();
  await new Promise((resolve) => site?.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run doctor', () => {
  it('finds nothing wrong with a good deployment, and says what e-mail does', async () => {
    const checks = await run(env);
    expect(failures(checks)).toEqual([]);
    const titles = checks.map((c) => c.title);
    // Counted from the repository, as `supabase db push` would list them.
    const migrations = (await readdir(path.join(root, 'supabase', 'migrations'))).filter((name) =>
      /^\d+_.*\.sql$/.test(name),
    );
    expect(migrations.length).toBeGreaterThanOrEqual(15);
    expect(titles).toContain(`All ${migrations.length} migrations are applied`);
    expect(titles).toContain('The "media" storage bucket exists and is public');
    expect(titles).toContain("Auth's Site URL and Redirect URLs match SITE_URL");
    expect(titles).toContain(
      'No SMTP_URL: new contact messages and volunteer applications are not e-mailed',
    );
    // Issue 37: in production without SMTP the sign-up is not offered, and doctor says why.
    expect(titles).toContain(
      'No SMTP_URL: the mailing-list sign-up (Stay Connected) is not offered',
    );
    expect(report(checks)).toContain('Everything checked is in order.');
    const smtp = (await run({ ...env, SMTP_URL: 'smtps://user:secret@smtp.example.org:465' })).map(
      (c) => c.title,
    );
    expect(smtp).toContain(
      'The mailing-list sign-up (Stay Connected) is offered; its confirmations go through smtp.example.org',
    );
    expect(smtp.join('\n')).not.toContain('secret');
  });

  it('exits 0 when all is well and 1 with the problem in plain words when not', async () => {
    const exec = promisify(execFile);
    const good = await exec(process.execPath, ['scripts/doctor.mjs'], {
      cwd: root,
      env: { PATH: process.env.PATH, ...env },
    });
    expect(good.stdout).toContain('✓ The anon and service role keys are this project');
    const bad = await exec(process.execPath, ['scripts/doctor.mjs'], {
      cwd: root,
      env: { PATH: process.env.PATH, ...env, SITE_URL: 'https://www.example.org?x=1' },
    }).then(
      () => undefined,
      (e: { code: number; stdout: string }) => e,
    );
    expect(bad?.code).toBe(1);
    expect(bad?.stdout).toContain('✗ SITE_URL is malformed');
    expect(bad?.stdout).toContain('1 problem to fix before visitors find it.');
  });

  it('names a migration the database lacks', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'doctor-supabase-'));
    try {
      await cp(path.join(root, 'supabase'), dir, { recursive: true });
      await writeFile(path.join(dir, 'migrations', '29990101000000_next_feature.sql'), 'select 1;');
      const checks = await run(env, { supabaseDir: dir });
      expect(failures(checks)).toEqual([
        '1 migration is not applied: 29990101000000_next_feature.sql',
      ]);
      expect(checks.find((c) => c.status === 'fail')?.detail).toContain('npx supabase db push');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("tells swapped keys, a service key in the anon key's place, and a key of another project", async () => {
    const swapped = await run({
      ...env,
      SUPABASE_ANON_KEY: backend.serviceRoleKey,
      SUPABASE_SERVICE_ROLE_KEY: backend.anonKey,
    });
    expect(failures(swapped)).toEqual(['The anon and service role keys are swapped']);
    const both = await run({ ...env, SUPABASE_ANON_KEY: backend.serviceRoleKey });
    expect(failures(both)).toEqual(['SUPABASE_ANON_KEY is a service role key']);
    const forged = `${backend.anonKey.slice(0, backend.anonKey.lastIndexOf('.'))}.c2lnbmF0dXJl`;
    const foreign = await run({ ...env, SUPABASE_ANON_KEY: forged });
    expect(failures(foreign)[0]).toMatch(/^The backend refuses SUPABASE_ANON_KEY \(401\)$/);
    const unset = await run({ ...env, SUPABASE_SERVICE_ROLE_KEY: '' });
    expect(failures(unset)).toEqual(['SUPABASE_SERVICE_ROLE_KEY is not set']);
  });

  it("tells the wrong URLs: backend, Auth's site URL, redirect URLs, the site", async () => {
    const nowhere = await run({ ...env, SUPABASE_URL: 'http://127.0.0.1:9' });
    expect(failures(nowhere)).toEqual(['The backend at http://127.0.0.1:9 cannot be reached']);
    const elsewhere = await run({ ...env, SITE_URL: 'http://127.0.0.1:9' });
    expect(failures(elsewhere)).toEqual([
      `Auth's Site URL is ${siteUrl}, not SITE_URL (http://127.0.0.1:9)`,
      'The site at http://127.0.0.1:9 does not answer',
    ]);
    const unset = await run({ ...env, SITE_URL: '' });
    expect(failures(unset)).toEqual(['SITE_URL is not set']);
    const smtp = await run({ ...env, SMTP_URL: 'mail.example.org' });
    expect(failures(smtp)).toEqual(['SMTP_URL is malformed']);
  });

  it('tells a private bucket (last, as it changes the backend)', async () => {
    await backend.stop();
    const db = await openPglite(path.join(dataDir, 'pgdata'));
    await db.exec(`update storage.buckets set public = false where id = 'media'`);
    await db.close();
    backend = await startLocalSupabase({
      port: 0,
      dataDir,
      siteUrl,
      redirectUrls: `${siteUrl}/**`,
    });
    const checks = await run({ ...env, SUPABASE_URL: backend.url });
    expect(failures(checks)).toEqual(['The "media" storage bucket is private']);
  }, 120_000);
});
