// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { HTML_CACHE_CONTROL } from './headers';
import { encodeOnce, isStorable, RenderCache, sendCached, toCachedRender } from './render-cache';

interface Written {
  status: number;
  headers: Record<string, string>;
  body: Buffer | undefined;
}

/** A response stand-in that records what was written. */
function fakeResponse() {
  const written: Written = { status: 0, headers: {}, body: undefined };
  const res = {
    writeHead(status: number, headers: Record<string, string>) {
      written.status = status;
      written.headers = headers;
      return res;
    },
    end(body?: Buffer) {
      written.body = body;
      return res;
    },
  };
  return { res: res as never, written };
}

const html = `<!DOCTYPE html><html><body>${'<p>Bringing Hope to Those in Need</p>'.repeat(60)}</body></html>`;

function render(status = 200, headers: Record<string, string> = {}, body = html) {
  return toCachedRender(
    new Response(body, {
      status,
      headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers },
    }),
    'v1',
  );
}

describe('the render cache', () => {
  it('drops the least recently used render beyond its number of entries', async () => {
    const cache = new RenderCache({ maxEntries: 2 });
    const entry = await render();
    cache.set('/a', entry);
    cache.set('/b', entry);
    cache.get('/a');
    cache.set('/c', entry);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBe(entry);
    expect(cache.size).toBe(2);
  });

  it('drops the least recently used renders beyond its bytes, counting compressed copies', async () => {
    const entry = await render();
    expect(entry.size).toBe(
      entry.body.length + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0),
    );
    const cache = new RenderCache({ maxEntries: 100, maxBytes: entry.size * 3 });
    for (const key of ['/a', '/b', '/c', '/d', '/e']) cache.set(key, entry);
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBe(entry.size * 3);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/e')).toBe(entry);
    // Replacing a key counts it once.
    cache.set('/e', entry);
    expect(cache.bytes).toBe(entry.size * 3);
  });

  it('keeps no render larger than all it may hold', async () => {
    const big = await render(200, {}, `<p>${'x'.repeat(200_000)}</p>`);
    const cache = new RenderCache({ maxBytes: 1000 });
    expect(cache.set('/big', big)).toBe(false);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it.each(['no-store', 'private', 'private, max-age=60', 'max-age=0, no-store', 'NO-STORE'])(
    'never stores a response whose Cache-Control is "%s"',
    async (cacheControl) => {
      expect(isStorable(cacheControl)).toBe(false);
      const entry = await render(200, { 'Cache-Control': cacheControl });
      const cache = new RenderCache();
      expect(cache.set('/share/x', entry)).toBe(false);
      expect(cache.get('/share/x')).toBeUndefined();
      const { res, written } = fakeResponse();
      sendCached({ method: 'GET', headers: {} }, res, entry);
      expect(written.headers['Cache-Control']).toBe(cacheControl);
    },
  );

  it('stores a response with no Cache-Control or a public one', () => {
    expect(isStorable(null)).toBe(true);
    expect(isStorable('public, max-age=60')).toBe(true);
    expect(isStorable('no-cache')).toBe(true);
  });
});

describe('a cached render', () => {
  it('is sent with an ETag and CDN cache headers, compressed as the visitor accepts', async () => {
    const entry = await render();
    const { res, written } = fakeResponse();
    sendCached({ method: 'GET', headers: { 'accept-encoding': 'gzip, deflate' } }, res, entry);
    expect(written.status).toBe(200);
    expect(written.headers['Cache-Control']).toBe(HTML_CACHE_CONTROL);
    expect(HTML_CACHE_CONTROL).toMatch(/s-maxage=\d+/);
    expect(HTML_CACHE_CONTROL).toMatch(/stale-while-revalidate=\d+/);
    expect(written.headers.ETag).toMatch(/^W\/".+"$/);
    expect(written.headers['Content-Encoding']).toBe('gzip');
    expect(gunzipSync(written.body as Buffer).toString()).toBe(html);
  });

  it('keeps the headers it was given and drops the per-render ones', async () => {
    const entry = await toCachedRender(
      new Response(html, {
        headers: { 'Content-Type': 'text/html', 'x-render-nonce': 'abc', 'Set-Cookie': 'a=b' },
      }),
      'v1',
      { 'Content-Security-Policy': "default-src 'self'" },
    );
    expect(
      entry.headers['content-security-policy'] ?? entry.headers['Content-Security-Policy'],
    ).toBe("default-src 'self'");
    expect(entry.headers['x-render-nonce']).toBeUndefined();
    expect(entry.headers['set-cookie']).toBeUndefined();
  });

  it('answers 304 with no body when the visitor already has it', async () => {
    const entry = await render();
    const { res, written } = fakeResponse();
    sendCached({ method: 'GET', headers: { 'if-none-match': entry.etag } }, res, entry);
    expect(written.status).toBe(304);
    expect(written.body).toBeUndefined();
    expect(written.headers.ETag).toBe(entry.etag);
  });

  it('keeps its status (a 404 page is cached as a 404) and a changed page changes its ETag', async () => {
    const missing = await render(404);
    const { res, written } = fakeResponse();
    sendCached({ method: 'HEAD', headers: {} }, res, missing);
    expect(written.status).toBe(404);
    expect(written.body).toBeUndefined();
    const other = await toCachedRender(new Response(`${html}<!-- edited -->`), 'v2');
    expect(other.etag).not.toBe(missing.etag);
  });
});

describe('an answer sent once (the back-office shell, issue 36)', () => {
  const html = Buffer.from(
    `<!DOCTYPE html><html><body>${'<p>Sign in</p>'.repeat(200)}</body></html>`,
  );

  it('is brotli when the visitor accepts it, else gzip, else as it is', () => {
    const br = encodeOnce('gzip, deflate, br', html);
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).equals(html)).toBe(true);
    expect(br.body.length).toBeLessThan(html.length / 4);
    const gzip = encodeOnce('gzip', html);
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(html)).toBe(true);
    expect(encodeOnce('', html)).toEqual({ body: html, encoding: null });
    expect(encodeOnce('identity', html)).toEqual({ body: html, encoding: null });
  });

  it('is left as it is under 1 KB, where compressing saves nothing worth the time', () => {
    const small = Buffer.from('<p>Loading…</p>');
    expect(encodeOnce('br, gzip', small)).toEqual({ body: small, encoding: null });
  });

  it('reads encodings as whole tokens, not inside another name', () => {
    expect(encodeOnce('xbrotli, gzipped', html).encoding).toBe(null);
  });
});
