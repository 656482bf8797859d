/**
 * The HTTP front door: CORS, routing by service prefix, and the one place answers and errors
 * are written. Services return a Reply or throw an HttpError in their own shape; anything else
 * is a bug, logged (path only) and answered 500.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { answerPreflight, applyCors } from './cors.js';
import { HttpError } from './errors.js';
import { requireApiKey } from './gateway.js';
import { errorReply, json, writeReply } from './reply.js';
import { header, serviceRequest } from './request.js';
import type { Service } from './service.js';

const pgrst100 = (message: string) =>
  new HttpError(400, { code: 'PGRST100', details: null, hint: null, message });

/** Limits on how slowly a client may send, against sockets held open by trickled bytes. */
export interface HttpTimeouts {
  /** The whole header block must arrive within this (default 10 s). */
  headersMs?: number | undefined;
  /** The whole request, body included, within this (default 10 min: a large upload on a slow line). */
  requestMs?: number | undefined;
}

export const DEFAULT_TIMEOUTS = { headersMs: 10_000, requestMs: 600_000 } as const;

export function createHttpServer(
  services: readonly Service[],
  log: (msg: string) => void,
  timeouts: HttpTimeouts = {},
): Server {
  const headersTimeout = timeouts.headersMs ?? DEFAULT_TIMEOUTS.headersMs;
  const options = {
    headersTimeout,
    requestTimeout: Math.max(timeouts.requestMs ?? DEFAULT_TIMEOUTS.requestMs, headersTimeout),
    // Node checks the two timeouts above on this interval (30 s by default), which is what
    // let thousands of half-sent headers stay open for over a minute.
    connectionsCheckingInterval: Math.min(1000, headersTimeout),
  };
  const server = createServer(options, (req, res) => {
    // Every answer, errors and preflights included: a browser must never guess that a JSON
    // error (which may echo what the caller sent) is HTML or script.
    res.setHeader('X-Content-Type-Options', 'nosniff');
    handle(services, req, res).catch((e: unknown) => {
      if (e instanceof HttpError) {
        leaveBodyUnread(req, res);
        writeReply(res, errorReply(e));
        return;
      }
      // A client that went away mid-request is not a fault of the server: nothing to log.
      if (req.destroyed || isAbort(e)) {
        res.destroy();
        return;
      }
      log(
        // The path only: query strings carry signed-URL tokens and filter values.
        `internal error on ${req.method} ${(req.url ?? '/').split('?')[0]}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`,
      );
      if (!res.headersSent) {
        writeReply(res, json(500, { code: 'internal_error', message: 'Internal server error' }));
      } else {
        res.destroy();
      }
    });
  });
  // Node's own answers to a request it could not read (timed out, too large, malformed) carry
  // no headers at all; these say the same with nosniff, as every other answer does.
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    // As Node's own handler: once an answer has begun, a second one would corrupt it.
    if (err.code === 'ECONNRESET' || !socket.writable || (socket as Socket).bytesWritten > 0) {
      socket.destroy();
      return;
    }
    const status =
      err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? '408 Request Timeout'
        : err.code === 'HPE_HEADER_OVERFLOW'
          ? '431 Request Header Fields Too Large'
          : '400 Bad Request';
    endWith(socket, status);
  });
  // A CONNECT is not a request to any service; without this Node drops the socket unanswered.
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    endWith(socket, '405 Method Not Allowed', `Allow: ${SERVED_METHODS}\r\n`);
  });
  // Keep-alive sockets must not hold shutdown hostage.
  server.keepAliveTimeout = 5000;
  return server;
}

const SERVED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/** A bodiless answer written on the socket, then closed (an http socket would stay half-open). */
function endWith(socket: Duplex, status: string, extra = ''): void {
  socket.end(
    `HTTP/1.1 ${status}\r\nConnection: close\r\n${extra}X-Content-Type-Options: nosniff\r\nContent-Length: 0\r\n\r\n`,
    () => socket.destroy(),
  );
}

/** How long a refused request's sender has to close after its answer before the socket is. */
const REFUSED_BODY_LINGER_MS = 30_000;

/**
 * A refusal that comes before the body was read (an upload without the right to write, or over
 * its size) leaves the rest unread: Node would otherwise read and discard it all, 16 parallel
 * 50 MiB uploads costing over 100 MiB of buffers waiting for the collector. The answer says
 * `Connection: close` and is followed by our FIN, so the client reads it whole and closes; a
 * client that does not is cut off after a while. Keeping the request paused with a listener
 * stops Node's own drain after the answer.
 */
function leaveBodyUnread(req: IncomingMessage, res: ServerResponse): void {
  if (req.complete || res.headersSent) return;
  req.on('data', () => {});
  req.pause();
  res.setHeader('Connection', 'close');
  // After an answer that says `Connection: close`, Node's server calls the socket's
  // `destroySoon()`: it closes the socket as soon as the answer is flushed, and closing a socket
  // with unread bytes sends a reset, which can reach the client before it has read the answer
  // (its next write fails with EPIPE, and the answer may be lost). This socket only half-closes
  // instead, and lingers until the client closes or the time is up.
  const socket = req.socket;
  socket.destroySoon = () => {
    socket.end();
    setTimeout(() => socket.destroy(), REFUSED_BODY_LINGER_MS).unref();
  };
}

function isAbort(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return (
    code === 'ECONNRESET' ||
    code === 'ECONNABORTED' ||
    (e instanceof Error && e.message === 'aborted')
  );
}

async function handle(
  services: readonly Service[],
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (req.method === 'OPTIONS') return answerPreflight(req, res);
  applyCors(req, res);
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://local');
  } catch {
    throw pgrst100('Malformed URL');
  }
  const p = url.pathname;
  const service = services.find((s) => p.startsWith(`${s.prefix}/`));
  let decoded = '';
  try {
    decoded = decodeURIComponent(url.pathname + url.search.replace(/\+/g, ' '));
  } catch {
    decoded = '';
  }
  if (decoded.includes('\u0000')) {
    // PostgreSQL text cannot hold a NUL, so each service refuses it as its own 400.
    const message = 'NUL characters are not allowed in the request';
    throw service ? service.invalidInput(message) : pgrst100(message);
  }
  if (!service) {
    throw new HttpError(404, { code: 'not_found', message: `No route for ${req.method} ${p}` });
  }
  const route = p.slice(service.prefix.length) || '/';
  requireApiKey(
    service.prefix,
    route,
    req.method ?? 'GET',
    header(req, 'apikey'),
    url.searchParams,
  );
  // The gateway reads a query-string key and hides it from the service behind it.
  const queryKey = url.searchParams.get('apikey');
  if (queryKey !== null) {
    url.searchParams.delete('apikey');
    if (!header(req, 'apikey')) req.headers.apikey = queryKey;
  }
  writeReply(res, await service.handle(serviceRequest(req, route, url.searchParams)));
}
