/**
 * Finding 9: staff could set columns the server owns (id, created_at on pages and
 * admin_users; media_library.file_path / mime_type such as ../../etc/passwd, text/html).
 * Now the database decides them; and staff can list the buckets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, PNG, signedIn, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await createStaff(server, 'editor@example.org', 'editor');
});
afterAll(async () => {
  await server?.cleanup();
});

describe('server-owned columns', () => {
  it('a client-chosen id and created_at on a page are replaced by the server', async () => {
    const c = await signedIn(server, 'editor@example.org');
    const forged = '11111111-1111-4111-8111-111111111111';
    const { data, error } = await c
      .from('pages')
      .insert({ id: forged, title: 'Owned', slug: 'owned', created_at: '2001-01-01T00:00:00Z' })
      .select('id, created_at')
      .single();
    expect(error).toBeNull();
    expect(data?.id).not.toBe(forged);
    expect(new Date(data?.created_at ?? 0).getFullYear()).toBeGreaterThan(2020);
    const upd = await c
      .from('pages')
      .update({ created_at: '2001-01-01T00:00:00Z' })
      .eq('id', data?.id ?? '')
      .select('created_at')
      .single();
    expect(new Date(upd.data?.created_at ?? 0).getFullYear()).toBeGreaterThan(2020);
  });

  it('media_library rows can only name a stored file, with the type storage recorded', async () => {
    const c = await signedIn(server, 'editor@example.org');
    const bad = await c.from('media_library').insert({
      file_path: '../../etc/passwd',
      mime_type: 'text/html',
      file_name: 'passwd',
      original_name: 'passwd',
      file_size: 1,
    });
    expect(bad.error?.code).toBe('23514');
    const up = await c.storage
      .from('media')
      .upload('owned/pixel.png', PNG, { contentType: 'image/png' });
    expect(up.error).toBeNull();
    const good = await c
      .from('media_library')
      .insert({
        file_path: 'owned/pixel.png',
        mime_type: 'text/html',
        file_name: 'pixel.png',
        original_name: 'pixel.png',
        file_size: PNG.length,
      })
      .select('mime_type')
      .single();
    expect(good.error).toBeNull();
    expect(good.data?.mime_type).toBe('image/png');
  });

  it('staff listing buckets see them', async () => {
    const c = await signedIn(server, 'editor@example.org');
    const { data, error } = await c.storage.listBuckets();
    expect(error).toBeNull();
    expect(data?.map((b) => b.id)).toContain('media');
  });
});
