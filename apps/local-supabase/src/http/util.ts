/** Body reading and JSON parsing shared by the auth, rest and storage services. */
import type { IncomingMessage } from 'node:http';
import { BodyTooLarge } from './errors.js';

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
