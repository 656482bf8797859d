/**
 * What a handler answers with, written by one function: JSON or bytes with a length, nothing
 * (204, 304), or a file streamed from disk. Handlers return replies instead of writing to the
 * socket, so the server's one writer decides how HEAD, lengths and errors go out.
 */
import type { ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { HttpError } from './errors.js';

export type Reply =
  | { status: number; headers?: Record<string, string>; body: string | Buffer }
  | { status: number; headers?: Record<string, string>; empty: true }
  | { status: number; headers?: Record<string, string>; stream: () => Readable };

export const JSON_TYPE = 'application/json; charset=utf-8';

export function json(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  return {
    status,
    headers: { 'Content-Type': JSON_TYPE, ...headers },
    body: value === undefined ? '' : JSON.stringify(value),
  };
}

export function empty(status: number, headers: Record<string, string> = {}): Reply {
  return { status, headers, empty: true };
}

export function errorReply(e: HttpError): Reply {
  return json(e.status, e.body, e.headers);
}

export function writeReply(res: ServerResponse, reply: Reply): void {
  if (res.headersSent) return;
  const headers = reply.headers ?? {};
  if ('empty' in reply) {
    res.writeHead(reply.status, headers);
    res.end();
    return;
  }
  if ('stream' in reply) {
    res.writeHead(reply.status, headers);
    if (res.req.method === 'HEAD') {
      res.end();
      return;
    }
    // pipeline, not pipe: a client that goes away also ends the source (a backup's staging).
    pipeline(reply.stream(), res).catch(() => res.destroy());
    return;
  }
  const buf = typeof reply.body === 'string' ? Buffer.from(reply.body) : reply.body;
  res.writeHead(reply.status, { ...headers, 'Content-Length': String(buf.length) });
  res.end(res.req.method === 'HEAD' ? undefined : buf);
}
