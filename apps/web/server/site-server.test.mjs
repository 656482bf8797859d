// @vitest-environment node
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { HTML_CACHE_CONTROL, RenderCache, sendCached, toCachedRender } from './site-server.mjs';

/** A response stand-in that records what was written. */
function fakeResponse() {
  const res = {
    status: 0,
    headers: /** @type {Record<string, string>} */ ({}),
    body: /** @type {Buffer | undefined} */ (undefined),
    writeHead(/** @type {number} */ status, /** @type {Record<string, string>} */ headers) {
      res.status = status;
      res.headers = headers;
    },
    end(/** @type {Buffer | undefined} */ body) {
      res.body = body;
    },
  };
  return res;
}

const html = `<!DOCTYPE html><html><body>${'<p>Bringing Hope to Those in Need</p>'.repeat(60)}</body></html>`;

async function render(status = 200) {
  return toCachedRender(
    new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
    'v1',
  );
}

describe('the render cache', () => {
  it('drops the least recently used render beyond its size', async () => {
    const cache = new RenderCache(2);
    const entry = await render();
    cache.set('/a', entry);
    cache.set('/b', entry);
    cache.get('/a');
    cache.set('/c', entry);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBe(entry);
    expect(cache.size).toBe(2);
  });
});

describe('a cached render', () => {
  it('is sent with an ETag and CDN cache headers, compressed as the visitor accepts', async () => {
    const entry = await render();
    const res = fakeResponse();
    sendCached(
      /** @type {any} */ ({ method: 'GET', headers: { 'accept-encoding': 'gzip, deflate' } }),
      /** @type {any} */ (res),
      entry,
    );
    expect(res.status).toBe(200);
    expect(res.headers['Cache-Control']).toBe(HTML_CACHE_CONTROL);
    expect(HTML_CACHE_CONTROL).toMatch(/s-maxage=\d+/);
    expect(HTML_CACHE_CONTROL).toMatch(/stale-while-revalidate=\d+/);
    expect(res.headers.ETag).toMatch(/^W\/".+"$/);
    expect(res.headers['Content-Encoding']).toBe('gzip');
    expect(gunzipSync(/** @type {Buffer} */ (res.body)).toString()).toBe(html);
  });

  it('answers 304 with no body when the visitor already has it', async () => {
    const entry = await render();
    const res = fakeResponse();
    sendCached(
      /** @type {any} */ ({ method: 'GET', headers: { 'if-none-match': entry.etag } }),
      /** @type {any} */ (res),
      entry,
    );
    expect(res.status).toBe(304);
    expect(res.body).toBeUndefined();
    expect(res.headers.ETag).toBe(entry.etag);
  });

  it('keeps its status (a 404 page is cached as a 404) and a changed page changes its ETag', async () => {
    const missing = await render(404);
    const res = fakeResponse();
    sendCached(
      /** @type {any} */ ({ method: 'HEAD', headers: {} }),
      /** @type {any} */ (res),
      missing,
    );
    expect(res.status).toBe(404);
    expect(res.body).toBeUndefined();
    const other = await toCachedRender(new Response(`${html}<!-- edited -->`), 'v2');
    expect(other.etag).not.toBe(missing.etag);
  });
});
