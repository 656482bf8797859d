/**
 * The deploy a charity makes (issue 32): a hosted Supabase project's database, built on
 * PostgreSQL 15 from Supabase's own sources (hosted.ts, vendor/), takes every migration in
 * supabase/migrations as `supabase db push` applies them, and the seed; then Row Level Security
 * is checked as PostgREST runs it, connected as authenticator with the caller's role and claims
 * set per transaction. Both a project made after 30 May 2026 (no default grants to the API
 * roles) and one made before (every new public table granted to them) are deployed.
 * A migration that hosted refuses fails here, as the test of the test shows.
 */
import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supabaseDir } from '../src/db/migrate.js';
import { hasPg15, type Pg15, startPg15 } from '../test/pg15.js';
import {
  asPostgrest,
  buildPlatform,
  type Caller,
  connect,
  createProject,
  dbPush,
  urlFor,
  withClient,
} from './hosted.js';

let cluster: Pg15;
const anon: Caller = { role: 'anon' };
const service: Caller = { role: 'service_role' };

beforeAll(async () => {
  if (!hasPg15) return;
  cluster = await startPg15();
  await buildPlatform(cluster.url);
}, 180_000);

afterAll(() => cluster?.stop());

/** An auth user as GoTrue makes one (as supabase_auth_admin), with a staff profile or none. */
async function user(db: string, email: string, role: 'admin' | 'editor' | null): Promise<Caller> {
  const id = randomUUID();
  await withClient(urlFor(cluster.url, 'supabase_auth_admin', db), (c) =>
    c.query(
      `insert into auth.users (instance_id, id, aud, role, email, email_confirmed_at, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, now(), now(), now())`,
      [id, email],
    ),
  );
  if (role) {
    await withClient(urlFor(cluster.url, 'authenticator', db), async (c) => {
      const r = await asPostgrest(
        c,
        service,
        'insert into public.admin_users (user_id, full_name, role) values ($1, $2, $3)',
        [id, email, role],
      );
      expect(r).not.toHaveProperty('error');
    });
  }
  return { role: 'authenticated', sub: id };
}

function rows<T>(r: { rows: T[] } | { error: { code: string; message: string } }): T[] {
  if ('error' in r) throw new Error(`${r.error.code} ${r.error.message}`);
  return r.rows;
}

function refused(r: { rows: unknown[] } | { error: { code: string } }): string | number {
  return 'error' in r ? r.error.code : r.rows.length;
}

describe.skipIf(!hasPg15).each([
  { project: 'deploy_new', legacyGrants: false, made: 'a project made after 30 May 2026' },
  { project: 'deploy_old', legacyGrants: true, made: 'a project made before May 2026' },
])('db push to $made', ({ project, legacyGrants }) => {
  let api: pg.Client;
  let admin: Caller;
  let editor: Caller;
  let visitor: Caller;

  beforeAll(async () => {
    await createProject(cluster.url, project, { legacyGrants });
    const applied = await dbPush(cluster.url, project, supabaseDir, { seed: true });
    expect(applied.length).toBeGreaterThanOrEqual(14);
    admin = await user(project, 'admin@example.org', 'admin');
    editor = await user(project, 'editor@example.org', 'editor');
    visitor = await user(project, 'someone@example.org', null);
    api = await connect(urlFor(cluster.url, 'authenticator', project));
  }, 120_000);

  afterAll(() => api?.end());

  const q = <T extends pg.QueryResultRow>(caller: Caller, sql: string, params: unknown[] = []) =>
    asPostgrest<T>(api, caller, sql, params);

  it('anonymous visitors read published pages and the settings, and send submissions', async () => {
    const pages = rows(
      await q<{ slug: string }>(anon, 'select slug from public.pages order by slug'),
    );
    expect(pages.map((p) => p.slug)).toEqual(['our-partners', 'winter-appeal']);
    const settings = rows(await q(anon, 'select setting_key from public.site_settings'));
    expect(settings.length).toBeGreaterThanOrEqual(6);
    expect(
      rows(
        await q(
          anon,
          `insert into public.contact_messages (name, email, subject, message, consent_text)
           values ('Amina', 'amina@example.org', 'Volunteering', 'I would like to help in Leeds.', 'We use your details to reply.')`,
        ),
      ),
    ).toEqual([]);
    expect(
      rows(
        await q(
          anon,
          `insert into public.volunteer_applications (first_name, last_name, email, phone, skills,
             interests, availability, agree_terms, agree_background, consent_text)
           values ('Sam', 'Lee', 'sam@example.org', '07700 900000', array['Fundraising'],
             array['Education'], 'weekends', true, true, 'We use your details to reply.')`,
        ),
      ),
    ).toEqual([]);
  });

  it('anonymous visitors read nothing else and upload nothing', async () => {
    const tables = await withClient(urlFor(cluster.url, 'supabase_admin', project), async (c) =>
      (
        await c.query<{ name: string }>(
          `select format('%I.%I', n.nspname, c.relname) as name from pg_class c
             join pg_namespace n on n.oid = c.relnamespace
            where n.nspname in ('public', 'private', 'storage', 'auth', 'supabase_migrations')
              and c.relkind in ('r', 'v', 'm', 'p')
            order by 1`,
        )
      ).rows.map((r) => r.name),
    );
    expect(tables).toContain('auth.users');
    const readable: Record<string, number> = {};
    for (const t of tables) {
      const r = await q<{ n: number }>(anon, `select count(*)::int as n from ${t}`);
      if (!('error' in r) && (r.rows[0]?.n ?? 0) > 0) readable[t] = r.rows[0]?.n ?? 0;
    }
    expect(Object.keys(readable).sort()).toEqual(['public.pages', 'public.site_settings']);
    expect(readable['public.pages']).toBe(2);
    const upload = await q(
      anon,
      `insert into storage.objects (bucket_id, name, metadata) values ('media', 'x.png', '{}')`,
    );
    expect(refused(upload)).toBe('42501');
    for (const call of [
      'select * from public.team_members()',
      'select * from public.applied_migrations()',
      'select public.purge_expired_submissions()',
      `select public.erase_submissions_by_email('amina@example.org')`,
    ]) {
      expect(refused(await q(anon, call))).toBe('42501');
    }
  });

  it('staff read drafts and messages, admins the team, and staff upload to media', async () => {
    for (const staff of [admin, editor]) {
      const pages = rows(await q<{ slug: string }>(staff, 'select slug from public.pages'));
      expect(pages.map((p) => p.slug)).toContain('annual-report');
      const messages = rows(
        await q<{ email: string }>(staff, 'select email from public.contact_messages'),
      );
      expect(messages.map((m) => m.email)).toEqual(['amina@example.org']);
      const applications = rows(
        await q<{ email: string }>(staff, 'select email from public.volunteer_applications'),
      );
      expect(applications.map((m) => m.email)).toEqual(['sam@example.org']);
      const upload = await q(
        staff,
        `insert into storage.objects (bucket_id, name, owner_id, metadata)
         values ('media', $1, $2, '{}')`,
        [`${staff.sub}.png`, staff.sub],
      );
      expect(upload).not.toHaveProperty('error');
    }
    const team = rows(await q<{ email: string }>(admin, 'select * from public.team_members()'));
    expect(team.map((m) => m.email).sort()).toEqual(['admin@example.org', 'editor@example.org']);
  });

  it('a signed-in user who is not staff reads nothing private and uploads nothing', async () => {
    const pages = rows(
      await q<{ slug: string }>(visitor, 'select slug from public.pages order by slug'),
    );
    expect(pages.map((p) => p.slug)).toEqual(['our-partners', 'winter-appeal']);
    for (const t of [
      'public.contact_messages',
      'public.volunteer_applications',
      'public.admin_users',
      'public.media_library',
      'public.page_revisions',
      'public.pages_trash',
      'public.media_trash',
      'public.page_preview_links',
      'storage.objects',
      'storage.buckets',
      'auth.users',
      'private.removed_staff',
      'public.staff_security',
    ]) {
      expect([t, refused(await q(visitor, `select 1 from ${t}`))]).toEqual([
        t,
        expect.toSatisfy((v) => v === 0 || v === '42501'),
      ]);
    }
    const upload = await q(
      visitor,
      `insert into storage.objects (bucket_id, name, metadata) values ('media', 'y.png', '{}')`,
    );
    expect(refused(upload)).toBe('42501');
    expect(refused(await q(visitor, 'select * from public.team_members()'))).not.toBe(1);
  });

  it('admins require two-factor sign-in of admins only from a session past its second factor', async () => {
    const rule = 'select require_admin_mfa from public.staff_security';
    const turnOn = 'update public.staff_security set require_admin_mfa = true returning id';
    expect(rows(await q(admin, rule))).toEqual([{ require_admin_mfa: false }]);
    expect(rows(await q(editor, rule))).toEqual([]);
    // A password-only session (aal1) is refused; the admin's second factor (aal2) turns it on.
    expect(refused(await q({ ...admin, aal: 'aal1' }, turnOn))).toBe('42501');
    expect(rows(await q(editor, turnOn))).toEqual([]);
    expect(rows(await q({ ...admin, aal: 'aal2' }, turnOn))).toEqual([{ id: true }]);
    const off = 'update public.staff_security set require_admin_mfa = false returning id';
    // While it is on, a stolen password alone cannot switch it off.
    expect(rows(await q({ ...admin, aal: 'aal1' }, off))).toEqual([]);
    expect(rows(await q({ ...admin, aal: 'aal2' }, off))).toEqual([{ id: true }]);
  });

  it('staff who set up a second factor are staff only past it, and the rule holds admins to it', async () => {
    // A verified TOTP factor, as GoTrue writes one (as supabase_auth_admin).
    const withFactor = await user(project, 'factor@example.org', 'editor');
    await withClient(urlFor(cluster.url, 'supabase_auth_admin', project), (c) =>
      c.query(
        `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
         values ($1, $2, '', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP')`,
        [randomUUID(), withFactor.sub],
      ),
    );
    const drafts = 'select slug from public.pages';
    const messages = 'select email from public.contact_messages';
    const upload = `insert into storage.objects (bucket_id, name, owner_id, metadata)
      values ('media', $1, $2, '{}')`;
    // A password alone (aal1), straight to the API: nothing private, no upload.
    const aal1 = { ...withFactor, aal: 'aal1' as const };
    expect(rows(await q<{ slug: string }>(aal1, drafts)).map((p) => p.slug)).not.toContain(
      'annual-report',
    );
    expect(rows(await q(aal1, messages))).toEqual([]);
    expect(refused(await q(aal1, upload, ['f1.png', withFactor.sub]))).toBe('42501');
    // Past the second factor, staff as before.
    const aal2 = { ...withFactor, aal: 'aal2' as const };
    expect(rows(await q<{ slug: string }>(aal2, drafts)).map((p) => p.slug)).toContain(
      'annual-report',
    );
    expect(rows(await q(aal2, messages))).toHaveLength(1);
    expect(await q(aal2, upload, ['f2.png', withFactor.sub])).not.toHaveProperty('error');
    // Staff without a factor are not affected by others' factors.
    expect(rows(await q(editor, messages))).toHaveLength(1);

    // While the rule requires it of admins, an admin without a factor is no admin (the rule
    // itself stays readable: it is what tells them to set one up); editors are not held to it.
    const on = 'update public.staff_security set require_admin_mfa = $1 returning id';
    expect(rows(await q({ ...admin, aal: 'aal2' }, on, [true]))).toEqual([{ id: true }]);
    try {
      expect(rows(await q(admin, messages))).toEqual([]);
      expect(refused(await q(admin, 'select * from public.team_members()'))).toBe('42501');
      expect(rows(await q(admin, 'select require_admin_mfa from public.staff_security'))).toEqual([
        { require_admin_mfa: true },
      ]);
      expect(rows(await q(editor, messages))).toHaveLength(1);
    } finally {
      expect(rows(await q({ ...admin, aal: 'aal2' }, on, [false]))).toEqual([{ id: true }]);
    }
    expect(rows(await q(admin, messages))).toHaveLength(1);
  });

  it('answers the service role which migrations are applied (for doctor)', async () => {
    const versions = rows(
      await q<{ version: string }>(service, 'select version from public.applied_migrations()'),
    ).map((r) => r.version);
    expect(versions).toContain('20261123000200');
    expect(versions).toContain('20261128000100');
  });
});

describe.skipIf(!hasPg15)('the test of the test', () => {
  it('fails the deploy on a migration that alters a storage table, as hosted does', async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'hosted-deploy-'));
    try {
      await cp(supabaseDir, work, { recursive: true });
      await createProject(cluster.url, 'deploy_refused', { legacyGrants: false });
      const extra = path.join(work, 'migrations', '29990101000000_alter_storage.sql');
      await writeFile(extra, 'alter table storage.buckets enable row level security;\n');
      await expect(dbPush(cluster.url, 'deploy_refused', work)).rejects.toThrow(
        '29990101000000_alter_storage.sql: ERROR: must be owner of table buckets (SQLSTATE 42501)',
      );
      await writeFile(extra, 'alter table storage.objects add column note text;\n');
      await expect(dbPush(cluster.url, 'deploy_refused', work)).rejects.toThrow(
        'must be owner of table objects',
      );
      await writeFile(extra, 'set role supabase_storage_admin;\n');
      await expect(dbPush(cluster.url, 'deploy_refused', work)).rejects.toThrow(
        'permission denied to set role "supabase_storage_admin"',
      );
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});
