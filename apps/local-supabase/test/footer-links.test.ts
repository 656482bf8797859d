/**
 * Issue 37, item 7: the footer links setting through supabase-js, as the Settings screen saves
 * it. The database holds the rule on its own (migration 20261130137000): an admin may point
 * Impact Reports, Careers and Fundraise at an https address or a site path, or at nothing; any
 * other target, key or shape is refused with PostgreSQL's check violation and nothing is stored,
 * whichever client writes. Runs on PGlite (`server`) and PostgreSQL 15 (`server-pg15`).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createStaff, signedIn, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
let admin: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  await createStaff(server, 'admin@example.org', 'admin');
  await createStaff(server, 'editor@example.org', 'editor');
  admin = await signedIn(server, 'admin@example.org');
});
afterAll(async () => {
  await server?.cleanup();
});

const NONE = { impact_reports: null, careers: null, fundraise: null };

function save(as: SupabaseClient, value: unknown) {
  return as
    .from('site_settings')
    .upsert({ setting_key: 'footer_links', setting_value: value }, { onConflict: 'setting_key' });
}

async function stored(): Promise<unknown> {
  const { data, error } = await client(server.url, server.serviceRoleKey)
    .from('site_settings')
    .select('setting_value')
    .eq('setting_key', 'footer_links')
    .maybeSingle();
  expect(error).toBeNull();
  return data?.setting_value;
}

describe('footer_links', () => {
  it('an admin points the three entries at a site path, an https address, or nothing', async () => {
    const links = {
      impact_reports: '/annual-report-2025',
      careers: 'https://jobs.example.org/hope-relief?team=uk#open',
      fundraise: null,
    };
    expect((await save(admin, links)).error).toBeNull();
    expect(await stored()).toEqual(links);
    expect((await save(admin, { careers: '/' })).error).toBeNull();
    expect((await save(admin, NONE)).error).toBeNull();
    expect(await stored()).toEqual(NONE);
  });

  it.each([
    ['javascript:', { careers: 'javascript:alert(1)' }],
    ['JavaScript: in capitals', { careers: 'JAVASCRIPT:alert(1)' }],
    ['data:', { careers: 'data:text/html,<script>alert(1)</script>' }],
    ['http:', { careers: 'http://jobs.example.org' }],
    ['mailto:', { careers: 'mailto:jobs@example.org' }],
    ['a protocol-relative address', { careers: '//evil.example' }],
    ['a backslash that browsers read as a slash', { careers: '/\\evil.example' }],
    ['a user name before the host', { careers: 'https://jobs.example.org@evil.example/' }],
    ['a space', { careers: '/annual report' }],
    ['a control character', { careers: '/annual\u0001report' }],
    ['a tab', { careers: 'https://jobs.example.org/\tcareers' }],
    ['a bare word', { careers: 'careers' }],
    ['an empty string', { careers: '' }],
    ['https with no host', { careers: 'https://' }],
    ['over 2048 characters', { careers: `/${'a'.repeat(2048)}` }],
    ['a number', { careers: 42 }],
    ['an entry the footer does not have', { donate: '/give' }],
    ['a string instead of the object', '/careers'],
    ['a list', ['/careers']],
    ['JSON null', null],
  ])('refuses %s (check violation, nothing stored)', async (_, value) => {
    const before = await stored();
    const { error, status } = await save(admin, value);
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('site_settings_footer_links_check');
    expect(await stored()).toEqual(before);
  });

  it('editors and visitors cannot change it at all (RLS)', async () => {
    const editor = await signedIn(server, 'editor@example.org');
    const before = await stored();
    const asEditor = await save(editor, { careers: '/careers' });
    expect(asEditor.error?.code).toBe('42501');
    const asVisitor = await save(client(server.url, server.anonKey), { careers: '/careers' });
    expect(asVisitor.error).not.toBeNull();
    expect(await stored()).toEqual(before);
  });
});
