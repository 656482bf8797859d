/**
 * Rendered responses kept in memory, one per page, and how they are written to a visitor.
 *
 * The cache is bounded in entries and in bytes (each entry counts its body and both compressed
 * copies), least recently used dropped first, so neither a crawl of made-up paths nor a large
 * page reached under many addresses can grow memory without bound. A response whose
 * Cache-Control says `no-store` or `private` is never stored.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { RENDER_NONCE_HEADER } from '../app/site-context';
import { HTML_CACHE_CONTROL } from './headers';

export interface CachedRender {
  /** The version of what the page shows that this render was made from. */
  version: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  etag: string;
  /** Bytes held: the body and its compressed copies. */
  size: number;
  /** Whether the cache may keep it (its Cache-Control allowed it). */
  storable: boolean;
  /** The render's own Cache-Control, sent instead of the CDN's when it may not be stored. */
  cacheControl: string | null;
}

/** Response headers never kept with a render (per visitor, or set when it is sent). */
const DROPPED = new Set([
  'set-cookie',
  'date',
  'content-length',
  'cache-control',
  'etag',
  RENDER_NONCE_HEADER,
]);

/** Whether a response's Cache-Control lets a shared cache keep it. */
export function isStorable(cacheControl: string | null): boolean {
  if (!cacheControl) return true;
  return !/(^|[\s,])(no-store|private)([\s,=]|$)/i.test(cacheControl);
}

/**
 * A response made ready to send many times: buffered, compressed when large enough, with an
 * ETag. `extraHeaders` are sent with it (the security headers of its path).
 */
export async function toCachedRender(
  response: Response,
  version: string,
  extraHeaders: Readonly<Record<string, string>> = {},
  body?: Buffer,
): Promise<CachedRender> {
  const bytes = body ?? Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!DROPPED.has(name)) headers[name] = value;
  });
  Object.assign(headers, extraHeaders);
  const compressible = bytes.length >= 1024;
  const gzip = compressible ? gzipSync(bytes, { level: 6 }) : null;
  const br = compressible
    ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : null;
  return {
    version,
    status: response.status,
    headers,
    body: bytes,
    gzip,
    br,
    etag: `W/"${createHash('sha1').update(bytes).digest('base64url')}"`,
    size: bytes.length + (gzip?.length ?? 0) + (br?.length ?? 0),
    storable: isStorable(response.headers.get('cache-control')),
    cacheControl: response.headers.get('cache-control'),
  };
}

export interface RenderCacheLimits {
  maxEntries?: number;
  maxBytes?: number;
}

/** Rendered responses by key, least recently used dropped first past either limit. */
export class RenderCache {
  readonly maxEntries: number;
  readonly maxBytes: number;
  private readonly entries = new Map<string, CachedRender>();
  private held = 0;

  constructor({ maxEntries = 1000, maxBytes = 64 * 1024 * 1024 }: RenderCacheLimits = {}) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
  }

  get(key: string): CachedRender | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** Keeps `entry` under `key`, unless it may not be stored or alone exceeds the byte limit. */
  set(key: string, entry: CachedRender): boolean {
    this.delete(key);
    if (!entry.storable || entry.size > this.maxBytes) return false;
    this.entries.set(key, entry);
    this.held += entry.size;
    while (this.entries.size > this.maxEntries || this.held > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
    return true;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.held -= entry.size;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes held by every entry. */
  get bytes(): number {
    return this.held;
  }
}

/**
 * `body` in the best encoding the visitor accepts (`accept`: their Accept-Encoding), for an
 * answer sent once, not cached (the back-office's shell, issue 36): brotli at a quality that
 * costs about what gzip does, else gzip, else as it is. Bodies under 1 KB are sent as they are.
 */
export function encodeOnce(
  accept: string,
  body: Buffer,
): { body: Buffer; encoding: 'br' | 'gzip' | null } {
  if (body.length < 1024) return { body, encoding: null };
  if (/\bbr\b/.test(accept)) {
    return {
      body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      encoding: 'br',
    };
  }
  if (/\bgzip\b/.test(accept)) return { body: gzipSync(body, { level: 6 }), encoding: 'gzip' };
  return { body, encoding: null };
}

/**
 * Writes a render: 304 when the visitor's copy matches, else the best encoding the visitor
 * accepts. Cache-Control is the CDN's unless the render said otherwise.
 */
export function sendCached(
  req: Pick<IncomingMessage, 'method' | 'headers'>,
  res: Pick<ServerResponse, 'writeHead' | 'end'>,
  entry: CachedRender,
  headers: Readonly<Record<string, string>> = {},
): void {
  const common: Record<string, string> = {
    ...headers,
    'Cache-Control': entry.storable ? HTML_CACHE_CONTROL : (entry.cacheControl ?? 'no-store'),
    ETag: entry.etag,
    Vary: 'Accept-Encoding',
  };
  const ifNoneMatch = req.headers['if-none-match'];
  if (entry.storable && ifNoneMatch?.split(/\s*,\s*/).includes(entry.etag)) {
    res.writeHead(304, common);
    res.end();
    return;
  }
  const accept = String(req.headers['accept-encoding'] ?? '');
  let body = entry.body;
  const encoding: Record<string, string> = {};
  if (entry.br && /\bbr\b/.test(accept)) {
    body = entry.br;
    encoding['Content-Encoding'] = 'br';
  } else if (entry.gzip && /\bgzip\b/.test(accept)) {
    body = entry.gzip;
    encoding['Content-Encoding'] = 'gzip';
  }
  res.writeHead(entry.status, {
    ...entry.headers,
    ...common,
    ...encoding,
    'Content-Length': String(body.length),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
