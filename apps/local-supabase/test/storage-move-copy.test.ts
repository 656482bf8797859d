/**
 * move and copy, within a bucket and across buckets, through supabase-js (issue 39 item 1):
 * each does what it says or refuses with storage-api's error, and nothing is left half-done.
 * Runs on PGlite (`server`) and PostgreSQL 15 (`server-pg15`).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createStaff, PNG, signedIn, startTestServer, type TestServer } from './helpers.js';
import { storageSupabaseDir } from './storage-fixture.js';

let server: TestServer;
let editor: SupabaseClient;
let nobody: SupabaseClient;
let service: SupabaseClient;
let n = 0;

beforeAll(async () => {
  server = await startTestServer({ supabaseDir: await storageSupabaseDir() });
  await createStaff(server, 'editor@example.org', 'editor');
  await createStaff(server, 'nobody@example.org', null);
  editor = await signedIn(server, 'editor@example.org');
  nobody = await signedIn(server, 'nobody@example.org');
  service = client(server.url, server.serviceRoleKey);
});

afterAll(async () => {
  await server?.cleanup();
});

/** A fresh PNG in media, with a name of its own. */
async function uploaded(): Promise<string> {
  const path = `uploads/${Date.now()}-${++n}.png`;
  const up = await editor.storage.from('media').upload(path, PNG, { contentType: 'image/png' });
  expect(up.error).toBeNull();
  return path;
}

async function bytes(bucket: string, path: string): Promise<Buffer | string> {
  const { data, error } = await editor.storage.from(bucket).download(path);
  if (error) return error.message;
  return Buffer.from(await data.arrayBuffer());
}

describe('move', () => {
  it('renames an object within its bucket', async () => {
    const from = await uploaded();
    const to = `${from}.moved.png`;
    const { data, error } = await editor.storage.from('media').move(from, to);
    expect(error).toBeNull();
    expect(data).toMatchObject({ message: 'Successfully moved', Key: to });
    expect(await bytes('media', to)).toEqual(PNG);
    expect(await bytes('media', from)).toBe('Object not found');
  });

  it('moves an object to another bucket: it is there, and no longer where it was', async () => {
    const from = await uploaded();
    const to = `annual/${n}-report.png`;
    const { data, error } = await editor.storage
      .from('media')
      .move(from, to, { destinationBucket: 'reports' });
    expect(error).toBeNull();
    expect(data?.message).toBe('Successfully moved');
    expect(await bytes('reports', to)).toEqual(PNG);
    expect(await bytes('media', from)).toBe('Object not found');
    const listed = await editor.storage.from('reports').list('annual');
    expect(listed.data?.map((f) => f.name)).toContain(`${n}-report.png`);
  });

  it('refuses a bucket that does not exist, and leaves the object where it was', async () => {
    const from = await uploaded();
    // The policies are checked before the foreign key: no policy lets staff write there.
    const staff = await editor.storage
      .from('media')
      .move(from, 'x.png', { destinationBucket: 'no-such-bucket' });
    expect(staff.error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    const { error } = await service.storage
      .from('media')
      .move(from, 'x.png', { destinationBucket: 'no-such-bucket' });
    expect(error).toMatchObject({
      status: 400,
      statusCode: '404',
      message: 'The related resource does not exist',
    });
    expect(await bytes('media', from)).toEqual(PNG);
  });

  it('refuses a destination that exists (statusCode 409), and keeps both', async () => {
    const a = await uploaded();
    const b = await uploaded();
    const { error } = await editor.storage.from('media').move(a, b);
    expect(error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    });
    expect(await bytes('media', a)).toEqual(PNG);
    expect(await bytes('media', b)).toEqual(PNG);
  });

  it('refuses a caller who cannot see the source (Object not found), which stays', async () => {
    const from = await uploaded();
    const { error } = await nobody.storage
      .from('media')
      .move(from, 'stolen.png', { destinationBucket: 'reports' });
    expect(error).toMatchObject({ statusCode: '404', message: 'Object not found' });
    expect(await bytes('media', from)).toEqual(PNG);
  });
});

describe('copy', () => {
  it('copies within a bucket: both exist with the same bytes', async () => {
    const from = await uploaded();
    const to = `${from}.copy.png`;
    const { data, error } = await editor.storage.from('media').copy(from, to);
    expect(error).toBeNull();
    expect(data?.path).toBe(`media/${to}`);
    expect(await bytes('media', to)).toEqual(PNG);
    expect(await bytes('media', from)).toEqual(PNG);
  });

  it('copies to another bucket', async () => {
    const from = await uploaded();
    const to = `copies/${n}.png`;
    const { data, error } = await editor.storage
      .from('media')
      .copy(from, to, { destinationBucket: 'reports' });
    expect(error).toBeNull();
    expect(data?.path).toBe(`reports/${to}`);
    expect(await bytes('reports', to)).toEqual(PNG);
    expect(await bytes('media', from)).toEqual(PNG);
    // A copy is an object of its own: removing it leaves the original.
    expect((await editor.storage.from('reports').remove([to])).data).toHaveLength(1);
    expect(await bytes('media', from)).toEqual(PNG);
  });

  it('refuses to overwrite an existing object (KeyAlreadyExists)', async () => {
    const a = await uploaded();
    const b = await uploaded();
    const r = await editor.storage.from('media').copy(a, b);
    expect(r.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
  });

  it('refuses a bucket that does not exist and a source the caller cannot see', async () => {
    const from = await uploaded();
    const missing = await service.storage
      .from('media')
      .copy(from, 'x.png', { destinationBucket: 'no-such-bucket' });
    expect(missing.error).toMatchObject({
      statusCode: '404',
      message: 'The related resource does not exist',
    });
    const hidden = await nobody.storage
      .from('media')
      .copy(from, 'mine.png', { destinationBucket: 'reports' });
    expect(hidden.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
  });
});
