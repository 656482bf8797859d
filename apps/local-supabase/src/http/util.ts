/** Small HTTP helpers shared by the auth, rest and storage handlers. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'object' && body && 'message' in body ? String(body.message) : 'error');
  }
}

/** Raised when a body is bigger than the caller allowed; each service maps it to its shape. */
export class BodyTooLarge extends Error {}

/**
 * Reads the whole request body, refusing (and stopping the upload) beyond `limit` bytes so a
 * client cannot exhaust memory.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? '0');
    if (declared > limit) {
      req.resume();
      reject(new BodyTooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
    req.on('error', (e) => {
      if (!failed) reject(e);
    });
  });
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  send(res, status, text, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
}

export function send(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) return;
  const buf = typeof body === 'string' ? Buffer.from(body) : body;
  res.writeHead(status, { ...headers, 'Content-Length': String(buf.length) });
  res.end(res.req.method === 'HEAD' ? undefined : buf);
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()];
  return Array.isArray(v) ? v.join(', ') : v;
}

/** The bearer token, or the apikey header when there is no Authorization header. */
export function bearer(req: IncomingMessage): string | undefined {
  const auth = header(req, 'authorization');
  if (auth) {
    const m = /^bearer\s+(.+)$/i.exec(auth.trim());
    return m?.[1]?.trim();
  }
  return header(req, 'apikey')?.trim() || undefined;
}

/** JSON bodies nest at most this deep; deeper ones are refused before anything walks them. */
export const MAX_JSON_DEPTH = 64;

function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) max = Math.max(max, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return max;
}

export function parseJson(
  buf: Buffer,
): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    const text = buf.toString('utf8');
    if (jsonDepth(text) > MAX_JSON_DEPTH) {
      return { ok: false, error: `JSON nested deeper than ${MAX_JSON_DEPTH} levels` };
    }
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** True when a string anywhere in a JSON value holds a NUL, which PostgreSQL text cannot. */
export function hasNul(v: unknown): boolean {
  if (typeof v === 'string') return v.includes('\u0000');
  if (Array.isArray(v)) return v.some(hasNul);
  if (isPlainObject(v))
    return Object.entries(v).some(([k, x]) => k.includes('\u0000') || hasNul(x));
  return false;
}
