/**
 * Storage as storage-api answers it, through supabase-js (issue 39 items 2 and 3): buckets over
 * HTTP, the declared type against a bucket's allowed_mime_types (and the media bucket's check on
 * the bytes), user metadata, cache control, upsert, info/exists, list and listV2, signed URLs
 * (download, transform), signed upload URLs, and the Authorization storage-api requires.
 * Runs on PGlite (`server`) and PostgreSQL 15 (`server-pg15`).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createStaff, PNG, signedIn, startTestServer, type TestServer } from './helpers.js';
import { storageSupabaseDir } from './storage-fixture.js';

let server: TestServer;
let editor: SupabaseClient;
let service: SupabaseClient;
let anon: SupabaseClient;
let n = 0;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  server = await startTestServer({ supabaseDir: await storageSupabaseDir() });
  await createStaff(server, 'editor@example.org', 'editor');
  editor = await signedIn(server, 'editor@example.org');
  service = client(server.url, server.serviceRoleKey);
  anon = client(server.url, server.anonKey);
});

afterAll(async () => {
  await server?.cleanup();
});

const fresh = (stem: string) => `${stem}-${Date.now()}-${++n}`;

async function newBucket(
  options: Parameters<SupabaseClient['storage']['createBucket']>[1] = { public: false },
): Promise<string> {
  const name = fresh('b');
  const { data, error } = await service.storage.createBucket(name, options);
  expect(error).toBeNull();
  expect(data).toEqual({ name });
  return name;
}

describe('buckets', () => {
  it('creates, reads, lists, updates, empties and deletes a bucket', async () => {
    const id = await newBucket({
      public: false,
      fileSizeLimit: '1MB',
      allowedMimeTypes: ['application/pdf', 'text/*'],
    });
    const got = await service.storage.getBucket(id);
    expect(got.error).toBeNull();
    expect(Object.keys(got.data ?? {}).sort()).toEqual(
      [
        'allowed_mime_types',
        'created_at',
        'file_size_limit',
        'id',
        'name',
        'owner',
        'public',
        'updated_at',
      ].sort(),
    );
    expect(got.data).toMatchObject({
      id,
      name: id,
      owner: '',
      public: false,
      file_size_limit: 1_000_000,
      allowed_mime_types: ['application/pdf', 'text/*'],
    });
    expect(got.data?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const listed = await service.storage.listBuckets();
    expect(listed.data?.find((b) => b.id === id)).toMatchObject({
      type: 'STANDARD',
      public: false,
    });
    const searched = await service.storage.listBuckets({ search: id, limit: 1 });
    expect(searched.data?.map((b) => b.id)).toEqual([id]);

    const updated = await service.storage.updateBucket(id, { public: true, fileSizeLimit: 20 });
    expect(updated).toEqual({ data: { message: 'Successfully updated' }, error: null });
    // An option left out is left as it was.
    expect((await service.storage.getBucket(id)).data).toMatchObject({
      public: true,
      file_size_limit: 20,
      allowed_mime_types: ['application/pdf', 'text/*'],
    });

    const up = await service.storage.from(id).upload('a.txt', Buffer.from('hello'));
    expect(up.error).toBeNull();
    const notEmpty = await service.storage.deleteBucket(id);
    expect(notEmpty.error).toMatchObject({
      statusCode: '409',
      message: 'The bucket you tried to delete is not empty',
    });
    const emptied = await service.storage.emptyBucket(id);
    expect(emptied).toEqual({
      data: { message: 'Empty bucket has been queued. Completion may take up to an hour.' },
      error: null,
    });
    expect((await service.storage.from(id).list()).data).toEqual([]);
    expect(await service.storage.deleteBucket(id)).toEqual({
      data: { message: 'Successfully deleted' },
      error: null,
    });
    expect((await service.storage.getBucket(id)).error).toMatchObject({
      status: 400,
      statusCode: '404',
      message: 'Bucket not found',
    });
  });

  it('refuses what storage-api refuses, with its errors', async () => {
    const id = await newBucket();
    expect((await service.storage.createBucket(id)).error).toMatchObject({
      statusCode: '409',
      message: 'The resource already exists',
    });
    expect((await service.storage.createBucket('has/slash')).error).toMatchObject({
      statusCode: '400',
      message: 'Bucket name invalid',
    });
    expect((await service.storage.createBucket(' padded')).error).toMatchObject({
      message: 'Bucket name invalid',
    });
    expect(
      (await service.storage.createBucket(fresh('x'), { public: false, fileSizeLimit: '1GB' }))
        .error,
    ).toMatchObject({ statusCode: '413', message: 'The object exceeded the maximum allowed size' });
    expect(
      (
        await service.storage.createBucket(fresh('x'), {
          public: false,
          allowedMimeTypes: ['not a type'],
        })
      ).error,
    ).toMatchObject({ statusCode: '415', message: 'mime type not a type is not supported' });
    // Staff have no INSERT/UPDATE/DELETE policy on storage.buckets: RLS decides, as on hosted.
    expect((await editor.storage.createBucket(fresh('staff'))).error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    expect((await editor.storage.updateBucket('media', { public: false })).error).toMatchObject({
      statusCode: '404',
      message: 'Bucket not found',
    });
    expect((await editor.storage.deleteBucket(id)).error).toMatchObject({
      statusCode: '404',
      message: 'Bucket not found',
    });
    expect((await anon.storage.listBuckets()).data).toEqual([]);
    expect((await service.storage.getBucket(id)).data?.id).toBe(id);
    expect((await service.storage.getBucket('media')).data).toMatchObject({ public: true });
  });

  it('emptyBucket removes only what the caller may remove', async () => {
    const path = `${fresh('keep')}.png`;
    expect((await editor.storage.from('media').upload(path, PNG)).error).toBeNull();
    const outsider = client(server.url, server.anonKey);
    const r = await outsider.storage.emptyBucket('media');
    expect(r.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    expect((await editor.storage.from('media').exists(path)).data).toBe(true);
  });
});

describe('uploads: the declared type, metadata, cache control, upsert', () => {
  it('stores a text/plain file in a bucket without type limits, with its declared type', async () => {
    const id = await newBucket();
    const up = await service.storage
      .from(id)
      .upload('notes/readme.txt', Buffer.from('plain words'), {
        contentType: 'text/plain',
        cacheControl: '60',
        metadata: { owner: 'volunteering', year: 2026 },
      });
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ path: 'notes/readme.txt', fullPath: `${id}/notes/readme.txt` });
    const info = await service.storage.from(id).info('notes/readme.txt');
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({
      id: up.data?.id,
      name: 'notes/readme.txt',
      bucketId: id,
      size: 11,
      contentType: 'text/plain',
      cacheControl: 'max-age=60',
      metadata: { owner: 'volunteering', year: 2026 },
    });
    expect(info.data?.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(info.data?.version).toMatch(/^[0-9a-f-]{36}$/);
    expect(info.data?.lastModified).toMatch(/Z$/);
    const body = await service.storage.from(id).download('notes/readme.txt');
    expect(body.data?.type).toBe('text/plain');
    expect(await body.data?.text()).toBe('plain words');
  });

  it('refuses a declared type outside allowed_mime_types (415), before storing anything', async () => {
    const id = await newBucket({ public: false, allowedMimeTypes: ['application/pdf'] });
    const r = await service.storage
      .from(id)
      .upload('a.txt', Buffer.from('x'), { contentType: 'text/plain' });
    expect(r.error).toMatchObject({
      status: 400,
      statusCode: '415',
      message: 'mime type text/plain is not supported',
    });
    expect((await service.storage.from(id).exists('a.txt')).data).toBe(false);
    const pdf = await service.storage
      .from(id)
      .upload('report.pdf', PDF, { contentType: 'application/pdf' });
    expect(pdf.error).toBeNull();
    // As a Blob, supabase-js sends multipart with the part's type.
    const blob = await service.storage
      .from(id)
      .upload('blob.txt', new Blob(['x'], { type: 'text/plain' }));
    expect(blob.error).toMatchObject({ statusCode: '415' });
  });

  it('refuses a file over the bucket size limit (413)', async () => {
    const id = await newBucket({ public: false, fileSizeLimit: 10 });
    const r = await service.storage.from(id).upload('big.txt', Buffer.alloc(11, 97));
    expect(r.error).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
  });

  it('upsert replaces, without it the name is taken; user metadata from a multipart body', async () => {
    const id = await newBucket();
    const first = await service.storage
      .from(id)
      .upload('doc.txt', new Blob(['one'], { type: 'text/plain' }), { metadata: { v: 1 } });
    expect(first.error).toBeNull();
    const taken = await service.storage.from(id).upload('doc.txt', Buffer.from('two'));
    expect(taken.error).toMatchObject({
      statusCode: '409',
      message: 'The resource already exists',
    });
    const again = await service.storage
      .from(id)
      .upload('doc.txt', new Blob(['three'], { type: 'text/plain' }), {
        upsert: true,
        metadata: { v: 3 },
      });
    expect(again.error).toBeNull();
    const info = await service.storage.from(id).info('doc.txt');
    expect(info.data).toMatchObject({ size: 5, metadata: { v: 3 }, cacheControl: 'max-age=3600' });
    const updated = await service.storage
      .from(id)
      .update('doc.txt', Buffer.from('four!!'), { contentType: 'text/markdown' });
    expect(updated.error).toBeNull();
    expect((await service.storage.from(id).info('doc.txt')).data).toMatchObject({
      size: 6,
      contentType: 'text/markdown',
    });
    expect(
      (await service.storage.from(id).update('missing.txt', Buffer.from('x'))).error,
    ).toMatchObject({ statusCode: '404', message: 'Object not found' });
  });

  it('the media bucket still decides the type from the bytes: disguised HTML is refused', async () => {
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const r = await editor.storage
      .from('media')
      .upload(`${fresh('evil')}.png`, html, { contentType: 'image/png' });
    expect(r.error).toMatchObject({
      statusCode: '415',
      message: 'mime type image/png is not supported',
    });
    const ok = await editor.storage
      .from('media')
      .upload(`${fresh('ok')}.png`, PNG, { contentType: 'application/octet-stream' });
    expect(ok.error).toBeNull();
    expect((await editor.storage.from('media').info(ok.data?.path ?? '')).data?.contentType).toBe(
      'image/png',
    );
  });
});

describe('info, exists, list, listV2', () => {
  let id: string;
  beforeAll(async () => {
    id = await newBucket();
    for (const p of ['a.txt', 'B.txt', 'c.txt', 'dir/x.txt', 'dir/y.txt', 'dir/sub/z.txt']) {
      const r = await service.storage.from(id).upload(p, Buffer.from(p));
      expect(r.error).toBeNull();
    }
  });

  it('exists answers true and false; info on a missing object is NoSuchKey', async () => {
    expect(await service.storage.from(id).exists('a.txt')).toEqual({ data: true, error: null });
    const missing = await service.storage.from(id).exists('nope.txt');
    expect(missing.data).toBe(false);
    expect((await service.storage.from(id).info('nope.txt')).error).toMatchObject({
      statusCode: '404',
      message: 'Object not found',
    });
    // Private bucket: someone who cannot see the object is told it is not there.
    expect((await editor.storage.from(id).exists('a.txt')).data).toBe(false);
  });

  it('list: folders and files with sort, search, limit and offset', async () => {
    const all = await service.storage.from(id).list();
    expect(all.data?.map((e) => e.name)).toEqual(['B.txt', 'a.txt', 'c.txt', 'dir']);
    const folder = all.data?.find((e) => e.name === 'dir');
    expect(folder).toMatchObject({ id: null, metadata: null, created_at: null });
    const file = all.data?.find((e) => e.name === 'a.txt');
    expect(Object.keys(file ?? {}).sort()).toEqual(
      ['created_at', 'id', 'last_accessed_at', 'metadata', 'name', 'updated_at'].sort(),
    );
    const desc = await service.storage
      .from(id)
      .list('', { sortBy: { column: 'name', order: 'desc' }, limit: 2, offset: 1 });
    expect(desc.data?.map((e) => e.name)).toEqual(['c.txt', 'a.txt']);
    const search = await service.storage.from(id).list('', { search: 'b' });
    expect(search.data?.map((e) => e.name)).toEqual(['B.txt']);
    const byTime = await service.storage
      .from(id)
      .list('', { sortBy: { column: 'created_at', order: 'desc' } });
    expect(byTime.data?.[0]?.name).toBe('dir');
    const inner = await service.storage.from(id).list('dir');
    expect(inner.data?.map((e) => e.name)).toEqual(['sub', 'x.txt', 'y.txt']);
  });

  it('listV2: pages with a cursor; with_delimiter shows one level and its folders', async () => {
    const first = await service.storage.from(id).listV2({ limit: 4 });
    expect(first.error).toBeNull();
    expect(first.data?.objects.map((o) => o.name)).toEqual([
      'B.txt',
      'a.txt',
      'c.txt',
      'dir/sub/z.txt',
    ]);
    expect(first.data?.hasNext).toBe(true);
    const rest = await service.storage
      .from(id)
      .listV2({ limit: 4, cursor: first.data?.nextCursor ?? '' });
    expect(rest.data?.objects.map((o) => o.name)).toEqual(['dir/x.txt', 'dir/y.txt']);
    expect(rest.data?.hasNext).toBe(false);
    const level = await service.storage.from(id).listV2({ prefix: 'dir/', with_delimiter: true });
    expect(level.data?.folders.map((f) => f.name)).toEqual(['dir/sub/']);
    expect(level.data?.objects.map((o) => o.name)).toEqual(['dir/x.txt', 'dir/y.txt']);
    const bad = await service.storage.from(id).listV2({ cursor: 'bm90IGEgdG9rZW4=' });
    expect(bad.error).toMatchObject({
      statusCode: '400',
      message: 'Invalid Parameter continuation token',
    });
  });
});

describe('signed URLs and signed upload URLs', () => {
  it('a signed URL with download names the file; with transform it renders and says how', async () => {
    const path = `${fresh('img')}.png`;
    const image = await sharp({
      create: { width: 8, height: 4, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .png()
      .toBuffer();
    expect((await editor.storage.from('media').upload(path, image)).error).toBeNull();
    const dl = await editor.storage
      .from('media')
      .createSignedUrl(path, 60, { download: 'logo.png' });
    expect(dl.error).toBeNull();
    const res = await fetch(dl.data?.signedUrl ?? '');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''logo.png");
    const tr = await editor.storage
      .from('media')
      .createSignedUrl(path, 60, { transform: { width: 2, height: 2, resize: 'contain' } });
    const rendered = await fetch(tr.data?.signedUrl ?? '');
    expect({ status: rendered.status, body: rendered.ok ? '' : await rendered.text() }).toEqual({
      status: 200,
      body: '',
    });
    expect(rendered.headers.get('x-transformations')).toBe('height:2,width:2,resizing_type:fit');
  });

  it('createSignedUploadUrl then uploadToSignedUrl, with no other authority', async () => {
    const path = `annual/${fresh('report')}.pdf`;
    const signed = await editor.storage.from('reports').createSignedUploadUrl(path);
    expect(signed.error).toBeNull();
    expect(signed.data?.signedUrl).toContain(
      `/storage/v1/object/upload/sign/reports/${path}?token=`,
    );
    const up = await anon.storage
      .from('reports')
      .uploadToSignedUrl(path, signed.data?.token ?? '', PDF, { contentType: 'application/pdf' });
    expect(up.error).toBeNull();
    expect(up.data).toEqual({ path, fullPath: `reports/${path}` });
    const info = await editor.storage.from('reports').info(path);
    expect(info.data).toMatchObject({ contentType: 'application/pdf', size: PDF.length });
    // Once there, the same token cannot replace it (no upsert was signed)...
    const again = await anon.storage
      .from('reports')
      .uploadToSignedUrl(path, signed.data?.token ?? '', PDF, { contentType: 'application/pdf' });
    expect(again.error).toMatchObject({ statusCode: '409' });
    // ...nor write another path, nor read the object as a download token would.
    const other = await anon.storage
      .from('reports')
      .uploadToSignedUrl('annual/other.pdf', signed.data?.token ?? '', PDF);
    expect(other.error).toMatchObject({ statusCode: '400', message: 'Invalid signature' });
    const read = await fetch(
      `${server.url}/storage/v1/object/sign/reports/${path}?token=${signed.data?.token}`,
    );
    expect(read.status).toBe(400);
    const forged = await anon.storage.from('reports').uploadToSignedUrl(path, 'x.y.z', PDF);
    expect(forged.error).toMatchObject({ statusCode: '400', code: 'InvalidJWT' });
  });

  it('only a caller who may create the object gets a signed upload URL', async () => {
    const r = await anon.storage.from('reports').createSignedUploadUrl('x.pdf');
    expect(r.error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
  });
});

describe('authorization', () => {
  it('no Authorization header is "Invalid Compact JWS"; a public object still reads', async () => {
    const res = await fetch(`${server.url}/storage/v1/bucket`, {
      headers: { apikey: server.anonKey },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'Invalid Compact JWS',
    });
    const path = `${fresh('pub')}.png`;
    expect((await editor.storage.from('media').upload(path, PNG)).error).toBeNull();
    const pub = await fetch(anon.storage.from('media').getPublicUrl(path).data.publicUrl);
    expect(pub.status).toBe(200);
    // info lets an unauthenticated caller through to public buckets only, as storage-api does.
    const apikey = { headers: { apikey: server.anonKey } };
    const info = await fetch(`${server.url}/storage/v1/object/info/media/${path}`, apikey);
    expect(await info.json()).toMatchObject({ name: path, bucket_id: 'media' });
    const hidden = await fetch(`${server.url}/storage/v1/object/info/reports/x.pdf`, apikey);
    expect(await hidden.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });
});
