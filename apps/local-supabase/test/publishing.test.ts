/**
 * Issue 25 through the real supabase-js client: what the anonymous key can read of drafts,
 * scheduled pages, navigation, old slugs and share-preview links (migration
 * 20261126200000_publishing.sql). The database decides; these tests ask it as a visitor would.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createStaff, signedIn, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
let anon: SupabaseClient;
let editor: SupabaseClient;
let service: SupabaseClient;
let n = 0;
const slug = (name: string) => `${name}-${Date.now().toString(36)}-${++n}`;

beforeAll(async () => {
  server = await startTestServer();
  await createStaff(server, 'publishing-editor@example.org', 'editor');
  anon = client(server.url, server.anonKey);
  editor = await signedIn(server, 'publishing-editor@example.org');
  service = client(server.url, server.serviceRoleKey);
});

afterAll(async () => {
  await server?.cleanup();
});

async function newPage(fields: Record<string, unknown>): Promise<{ id: string; slug: string }> {
  const { data, error } = await editor
    .from('pages')
    .insert({ title: 'Fixture', slug: slug('page'), ...fields })
    .select('id,slug')
    .single();
  if (error) throw new Error(error.message);
  return data as { id: string; slug: string };
}

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

async function anonSees(id: string): Promise<boolean> {
  const { data, error } = await anon.from('pages').select('id').eq('id', id);
  expect(error).toBeNull();
  return (data ?? []).length === 1;
}

describe('scheduling', () => {
  it('anon cannot read a draft, nor a scheduled draft before its time, and reads it after', async () => {
    const draft = await newPage({ status: 'draft' });
    const scheduled = await newPage({ status: 'draft', publish_at: inSeconds(2) });
    expect(await anonSees(draft.id)).toBe(false);
    expect(await anonSees(scheduled.id)).toBe(false);
    // Nor through the listing the site's version check uses.
    const listed = await anon.from('pages').select('slug');
    const slugs = (listed.data ?? []).map((row) => row.slug);
    expect(slugs).not.toContain(draft.slug);
    expect(slugs).not.toContain(scheduled.slug);
    // No cron: the policy compares publish_at with now().
    const deadline = Date.now() + 15_000;
    while (!(await anonSees(scheduled.id)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await anonSees(scheduled.id)).toBe(true);
    expect(await anonSees(draft.id)).toBe(false);
  });

  it('staff can ask for live pages with the is_live computed field, by the database clock', async () => {
    const live = await newPage({ status: 'published' });
    const later = await newPage({ status: 'draft', publish_at: inSeconds(3600) });
    const { data, error } = await editor.from('pages').select('id,is_live').eq('is_live', true);
    expect(error).toBeNull();
    const ids = (data ?? []).map((row) => row.id);
    expect(ids).toContain(live.id);
    expect(ids).not.toContain(later.id);
  });

  it('a page past its unpublish_at is gone for anon, still there for staff', async () => {
    const ending = await newPage({ status: 'published', unpublish_at: inSeconds(1) });
    const ended = await service
      .from('pages')
      .update({ publish_at: null, unpublish_at: inSeconds(-60) })
      .eq('id', ending.id)
      .select('id');
    expect(ended.error).toBeNull();
    expect(await anonSees(ending.id)).toBe(false);
    const staff = await editor.from('pages').select('id').eq('id', ending.id);
    expect(staff.data).toHaveLength(1);
  });

  it('archived pages never go live by a publish time', async () => {
    const archived = await newPage({ status: 'archived', publish_at: inSeconds(-60) });
    expect(await anonSees(archived.id)).toBe(false);
  });

  it('refuses an unpublish time before the publish time', async () => {
    const { error } = await editor.from('pages').insert({
      title: 'Backwards',
      slug: slug('backwards'),
      publish_at: inSeconds(3600),
      unpublish_at: inSeconds(60),
    });
    expect(error?.code).toBe('23514');
  });
});

describe('navigation', () => {
  it('anon reads the placement of live pages only', async () => {
    const live = await newPage({ status: 'published', nav_placement: 'header', nav_order: 3 });
    const draft = await newPage({ status: 'draft', nav_placement: 'header' });
    const { data } = await anon
      .from('pages')
      .select('slug,title,nav_placement,nav_order')
      .neq('nav_placement', 'none');
    expect(data).toContainEqual({
      slug: live.slug,
      title: 'Fixture',
      nav_placement: 'header',
      nav_order: 3,
    });
    expect((data ?? []).map((row) => row.slug)).not.toContain(draft.slug);
  });

  it('refuses an unknown placement', async () => {
    const { error } = await editor
      .from('pages')
      .insert({ title: 'Nowhere', slug: slug('nowhere'), nav_placement: 'sidebar' });
    expect(error?.code).toBe('23514');
  });
});

describe('old addresses', () => {
  it('a live page renamed leaves a redirect anon can read; a draft renamed leaves none', async () => {
    const page = await newPage({ status: 'published' });
    const renamed = slug('renamed');
    await editor.from('pages').update({ slug: renamed }).eq('id', page.id);
    const redirect = await anon
      .from('page_redirects')
      .select('from_slug,to_slug')
      .eq('from_slug', page.slug);
    expect(redirect.data).toEqual([{ from_slug: page.slug, to_slug: renamed }]);

    // Renamed again: both old slugs lead to the newest address.
    const third = slug('third');
    await editor.from('pages').update({ slug: third }).eq('id', page.id);
    const both = await anon.from('page_redirects').select('from_slug,to_slug').eq('to_slug', third);
    expect(new Set((both.data ?? []).map((row) => row.from_slug))).toEqual(
      new Set([page.slug, renamed]),
    );
    // As the site's version check reads them: embedded in the live pages' listing.
    const listed = await anon
      .from('pages')
      .select('slug,page_redirects(from_slug)')
      .eq('is_live', true)
      .eq('slug', third);
    expect(listed.error).toBeNull();
    expect(
      new Set(
        ((listed.data?.[0]?.page_redirects ?? []) as { from_slug: string }[]).map(
          (r) => r.from_slug,
        ),
      ),
    ).toEqual(new Set([page.slug, renamed]));

    const draft = await newPage({ status: 'draft' });
    await editor
      .from('pages')
      .update({ slug: slug('draft-renamed') })
      .eq('id', draft.id);
    const none = await service.from('page_redirects').select('from_slug').eq('page_id', draft.id);
    expect(none.data).toEqual([]);
  });

  it('anon cannot see a redirect to a page that is no longer live', async () => {
    const page = await newPage({ status: 'published' });
    await editor
      .from('pages')
      .update({ slug: slug('moved') })
      .eq('id', page.id);
    await editor.from('pages').update({ status: 'draft' }).eq('id', page.id);
    const hidden = await anon.from('page_redirects').select('from_slug').eq('from_slug', page.slug);
    expect(hidden.data).toEqual([]);
    const staff = await editor.from('page_redirects').select('from_slug').eq('page_id', page.id);
    expect(staff.data).toHaveLength(1);
  });

  it('a slug reused by another page stops redirecting', async () => {
    const page = await newPage({ status: 'published' });
    await editor
      .from('pages')
      .update({ slug: slug('elsewhere') })
      .eq('id', page.id);
    await newPage({ status: 'published', slug: page.slug });
    const gone = await service
      .from('page_redirects')
      .select('from_slug')
      .eq('from_slug', page.slug);
    expect(gone.data).toEqual([]);
  });

  it('nobody writes redirects directly', async () => {
    const page = await newPage({ status: 'published' });
    const byAnon = await anon
      .from('page_redirects')
      .insert({ from_slug: slug('x'), page_id: page.id, to_slug: page.slug });
    expect(byAnon.error).not.toBeNull();
    const byStaff = await editor
      .from('page_redirects')
      .insert({ from_slug: slug('x'), page_id: page.id, to_slug: page.slug });
    expect(byStaff.error).not.toBeNull();
  });
});

describe('share preview links', () => {
  async function shareLink(pageId: string): Promise<{ id: string; token: string }> {
    const { data, error } = await editor
      .from('page_preview_links')
      .insert({ page_id: pageId })
      .select('id,token,expires_at')
      .single();
    if (error) throw new Error(error.message);
    return data as { id: string; token: string };
  }

  it('anon cannot list, read or make links', async () => {
    const page = await newPage({ status: 'draft' });
    await shareLink(page.id);
    const list = await anon.from('page_preview_links').select('*');
    expect(list.error?.code).toBe('42501');
    const make = await anon.from('page_preview_links').insert({ page_id: page.id });
    expect(make.error?.code).toBe('42501');
  });

  it('a link shows the draft to anon, expires after 7 days by default, and the token is the database’s', async () => {
    const page = await newPage({ status: 'draft', title: 'Trustees only' });
    const { data, error } = await editor
      .from('page_preview_links')
      .insert({ page_id: page.id, token: 'chosen-by-me' })
      .select('token,expires_at,created_at')
      .single();
    expect(error).toBeNull();
    expect(data?.token).toMatch(/^[0-9a-f]{64}$/);
    const days =
      (Date.parse(data?.expires_at ?? '') - Date.parse(data?.created_at ?? '')) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    const shown = await anon.rpc('shared_preview', { preview_token: data?.token });
    expect(shown.error).toBeNull();
    expect(shown.data).toEqual([
      expect.objectContaining({ title: 'Trustees only', slug: page.slug }),
    ]);
    // The draft itself stays closed to anon.
    expect(await anonSees(page.id)).toBe(false);
  });

  it('an unknown, revoked or expired link shows nothing', async () => {
    const page = await newPage({ status: 'draft' });
    const unknown = await anon.rpc('shared_preview', { preview_token: '0'.repeat(64) });
    expect(unknown.data).toEqual([]);

    const revoked = await shareLink(page.id);
    const revoke = await editor
      .from('page_preview_links')
      .update({ revoked_at: new Date().toISOString() })
      .eq('id', revoked.id)
      .select('revoked_at');
    expect(revoke.data?.[0]?.revoked_at).toBeTruthy();
    expect((await anon.rpc('shared_preview', { preview_token: revoked.token })).data).toEqual([]);
    // A revoked link cannot be brought back by a client.
    await editor.from('page_preview_links').update({ revoked_at: null }).eq('id', revoked.id);
    expect((await anon.rpc('shared_preview', { preview_token: revoked.token })).data).toEqual([]);

    const expired = await shareLink(page.id);
    // Only the platform can move a link's expiry (clients cannot): make it past as it would be.
    await service
      .from('page_preview_links')
      .update({ expires_at: inSeconds(-1) })
      .eq('id', expired.id);
    expect((await anon.rpc('shared_preview', { preview_token: expired.token })).data).toEqual([]);
    // Staff cannot extend it either.
    await editor
      .from('page_preview_links')
      .update({ expires_at: inSeconds(3600) })
      .eq('id', expired.id);
    expect((await anon.rpc('shared_preview', { preview_token: expired.token })).data).toEqual([]);
  });

  it('a deleted page takes its links with it', async () => {
    const page = await newPage({ status: 'draft' });
    const link = await shareLink(page.id);
    await editor.from('pages').delete().eq('id', page.id);
    expect((await anon.rpc('shared_preview', { preview_token: link.token })).data).toEqual([]);
  });
});
