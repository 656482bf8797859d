/**
 * Supabase Storage's image transformation (/storage/v1/render/image/...), driven through
 * supabase-js's `transform` option as the site uses it: renditions in the asked size and format,
 * the original untouched, each rendition cached on disk, bad options refused in Storage's shape,
 * and a huge or malformed image refused without taking the server down.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INPUT_PIXELS } from '../src/storage/routes/render/image.js';
import { client, createStaff, signedIn, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
let original: Buffer;

beforeAll(async () => {
  server = await startTestServer();
  await createStaff(server, 'editor@example.org', 'editor');
  original = await sharp({
    create: { width: 400, height: 200, channels: 3, background: { r: 200, g: 30, b: 30 } },
  })
    .png()
    .toBuffer();
  const up = await client(server.url, server.serviceRoleKey)
    .storage.from('media')
    .upload('render/photo.png', original, { contentType: 'image/png' });
  expect(up.error).toBeNull();
});
afterAll(async () => {
  await server?.cleanup();
});

const bucket = () => client(server.url, server.anonKey).storage.from('media');

async function fetchImage(url: string, accept = '*/*') {
  const res = await fetch(url, { headers: { Accept: accept } });
  const body = Buffer.from(await res.arrayBuffer());
  return { res, body, meta: res.ok ? await sharp(body).metadata() : undefined };
}

describe('renditions', () => {
  it('given a public image and a width and height, when a visitor opens the transform URL, then a cover crop of that size comes back', async () => {
    const url = bucket().getPublicUrl('render/photo.png', {
      transform: { width: 100, height: 100, resize: 'cover' },
    }).data.publicUrl;
    expect(url).toBe(
      `${server.url}/storage/v1/render/image/public/media/render/photo.png?width=100&height=100&resize=cover`,
    );
    const { res, meta } = await fetchImage(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect([meta?.width, meta?.height]).toEqual([100, 100]);
  });

  it('given contain and fill, then the image keeps its ratio inside the box, or is stretched to it', async () => {
    const contain = await fetchImage(
      bucket().getPublicUrl('render/photo.png', {
        transform: { width: 100, height: 100, resize: 'contain' },
      }).data.publicUrl,
    );
    expect([contain.meta?.width, contain.meta?.height]).toEqual([100, 100]);
    const fill = await fetchImage(
      bucket().getPublicUrl('render/photo.png', {
        transform: { width: 50, height: 80, resize: 'fill' },
      }).data.publicUrl,
    );
    expect([fill.meta?.width, fill.meta?.height]).toEqual([50, 80]);
    const widthOnly = await fetchImage(
      bucket().getPublicUrl('render/photo.png', { transform: { width: 200 } }).data.publicUrl,
    );
    expect([widthOnly.meta?.width, widthOnly.meta?.height]).toEqual([200, 100]);
  });

  it('given format webp or avif, or a browser that accepts webp, then that format comes back; origin keeps PNG', async () => {
    // storage-js 2.119 types `format` as 'origin' only, though it passes any value through.
    const webp = await fetchImage(
      bucket().getPublicUrl('render/photo.png', {
        transform: { width: 64, format: 'webp' as 'origin', quality: 60 },
      }).data.publicUrl,
    );
    expect(webp.res.headers.get('content-type')).toBe('image/webp');
    expect(webp.meta?.format).toBe('webp');
    const avifUrl = `${server.url}/storage/v1/render/image/public/media/render/photo.png?width=64&format=avif`;
    const avif = await fetchImage(avifUrl);
    expect(avif.res.headers.get('content-type')).toBe('image/avif');
    const plain = `${server.url}/storage/v1/render/image/public/media/render/photo.png?width=32`;
    const browser = await fetchImage(plain, 'image/avif,image/webp,*/*');
    expect(browser.meta?.format).toBe('webp');
    expect(browser.res.headers.get('vary')).toBe('Accept');
    const origin = await fetchImage(`${plain}&format=origin`, 'image/webp,*/*');
    expect(origin.meta?.format).toBe('png');
  });

  it('given a signed-in editor, when downloading with transform, then the authenticated render answers as the caller', async () => {
    const editor = await signedIn(server, 'editor@example.org');
    const { data, error } = await editor.storage
      .from('media')
      .download('render/photo.png', { transform: { width: 40, height: 20 } });
    expect(error).toBeNull();
    const meta = await sharp(Buffer.from(await (data as Blob).arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([40, 20]);
  });

  it('given a signed URL with transform, then anyone holding it gets that rendition, and the query string cannot change it', async () => {
    const editor = await signedIn(server, 'editor@example.org');
    const { data, error } = await editor.storage
      .from('media')
      .createSignedUrl('render/photo.png', 60, { transform: { width: 30, height: 30 } });
    expect(error).toBeNull();
    const url = data?.signedUrl ?? '';
    expect(url).toContain('/storage/v1/render/image/sign/media/render/photo.png?token=');
    const signed = await fetchImage(url);
    expect(signed.res.status).toBe(200);
    expect([signed.meta?.width, signed.meta?.height]).toEqual([30, 30]);
    const widened = await fetchImage(`${url}&width=2000`);
    expect([widened.meta?.width, widened.meta?.height]).toEqual([30, 30]);
    const token = new URL(url).searchParams.get('token');
    const other = await fetch(
      `${server.url}/storage/v1/render/image/sign/media/render/other.png?token=${token}`,
    );
    expect(((await other.json()) as { code: string }).code).toBe('InvalidJWT');
    const bad = await editor.storage
      .from('media')
      .createSignedUrl('render/photo.png', 60, { transform: { width: 9000 } });
    expect(bad.error?.message).toBe('querystring/width must be >= 1 and <= 2500');
  });

  it('given several renders, then the original is unchanged and each rendition is cached once on disk', async () => {
    const { data } = await client(server.url, server.serviceRoleKey)
      .storage.from('media')
      .download('render/photo.png');
    expect(Buffer.from(await (data as Blob).arrayBuffer()).equals(original)).toBe(true);
    const url = `${server.url}/storage/v1/render/image/public/media/render/photo.png?width=77`;
    const cacheDir = path.join(server.dataDir, 'render-cache');
    const first = await fetchImage(url);
    const filesAfterFirst = (await readdir(cacheDir)).length;
    const second = await fetchImage(url);
    expect(second.body.equals(first.body)).toBe(true);
    expect((await readdir(cacheDir)).length).toBe(filesAfterFirst);
    const etag = second.res.headers.get('etag') ?? '';
    const again = await fetch(url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });
});

describe('refusals', () => {
  const renderUrl = (query: string) =>
    `${server.url}/storage/v1/render/image/public/media/render/photo.png?${query}`;

  it.each([
    ['width=abc', 'querystring/width must be integer'],
    ['width=0', 'querystring/width must be >= 1 and <= 2500'],
    ['height=5000', 'querystring/height must be >= 1 and <= 2500'],
    ['quality=5', 'querystring/quality must be >= 20 and <= 100'],
    [
      'width=10&resize=stretch',
      'querystring/resize must be equal to one of the allowed values: cover, contain, fill',
    ],
    [
      'width=10&format=gif',
      'querystring/format must be equal to one of the allowed values: origin, avif, webp',
    ],
  ])('given %s, then 400 in Storage shape: %s', async (query, message) => {
    const res = await fetch(renderUrl(query));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: '400',
      code: 'InvalidRequest',
      error: 'Invalid Input',
      message,
    });
  });

  it('given out-of-range options through supabase-js getPublicUrl, then 400 in Storage shape', async () => {
    const url = bucket().getPublicUrl('render/photo.png', {
      transform: { width: 3000, quality: 75 },
    }).data.publicUrl;
    expect(url).toContain('/render/image/public/media/render/photo.png?width=3000&quality=75');
    const res = await fetch(url);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      'querystring/width must be >= 1 and <= 2500',
    );
  });

  it('given a missing object, or a bucket that is not public, then Storage not-found errors', async () => {
    const missing = await fetch(
      `${server.url}/storage/v1/render/image/public/media/render/nope.png?width=10`,
    );
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { statusCode: string }).statusCode).toBe('404');
    const url = client(server.url, server.anonKey)
      .storage.from('no-such-bucket')
      .getPublicUrl('photo.png', { transform: { width: 50 } }).data.publicUrl;
    const hidden = await fetch(url);
    expect(hidden.status).toBe(400);
    expect(await hidden.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found' });
  });

  it('given an SVG (which could fetch or script), then it is refused, not rendered', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const admin = client(server.url, server.serviceRoleKey);
    const up = await admin.storage
      .from('media')
      .upload('render/logo.svg', svg, { contentType: 'image/svg+xml' });
    expect(up.error).toBeNull();
    const res = await fetch(
      bucket().getPublicUrl('render/logo.svg', { transform: { width: 10 } }).data.publicUrl,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: '400',
      code: 'InvalidRequest',
      error: 'Invalid Input',
      message: 'The object is not an image that can be transformed',
    });
  });

  it('given an image over the pixel limit, then it is refused in Storage shape and the server carries on', async () => {
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 100;
    const huge = await sharp({
      create: { width: side, height: side, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const admin = client(server.url, server.serviceRoleKey);
    const up = await admin.storage
      .from('media')
      .upload('render/huge.png', huge, { contentType: 'image/png' });
    expect(up.error).toBeNull();
    const res = await fetch(
      `${server.url}/storage/v1/render/image/public/media/render/huge.png?width=100`,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: '413',
      code: 'EntityTooLarge',
      error: 'Payload too large',
      message: `Images over ${MAX_INPUT_PIXELS / 1_000_000} megapixels cannot be transformed`,
    });
    const after = await fetchImage(renderUrl('width=20'));
    expect(after.res.status).toBe(200);
  }, 120_000);

  it('given a PNG whose body is garbage, then 400 "not a valid image"', async () => {
    const broken = Buffer.concat([original.subarray(0, 33), Buffer.alloc(2000, 7)]);
    const admin = client(server.url, server.serviceRoleKey);
    const up = await admin.storage
      .from('media')
      .upload('render/broken.png', broken, { contentType: 'image/png' });
    expect(up.error).toBeNull();
    const res = await fetch(
      `${server.url}/storage/v1/render/image/public/media/render/broken.png?width=10`,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: '400',
      code: 'InvalidRequest',
      error: 'Invalid Input',
      message: 'The object is not a valid image',
    });
  });
});
