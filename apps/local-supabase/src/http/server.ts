/**
 * The HTTP front door: CORS, routing by service prefix, and the one place answers and errors
 * are written. Services return a Reply or throw an HttpError in their own shape; anything else
 * is a bug, logged (path only) and answered 500.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { answerPreflight, applyCors } from './cors.js';
import { HttpError } from './errors.js';
import { errorReply, json, writeReply } from './reply.js';
import { serviceRequest } from './request.js';
import type { Service } from './service.js';

const pgrst100 = (message: string) =>
  new HttpError(400, { code: 'PGRST100', details: null, hint: null, message });

export function createHttpServer(services: readonly Service[], log: (msg: string) => void): Server {
  const server = createServer((req, res) => {
    handle(services, req, res).catch((e: unknown) => {
      if (e instanceof HttpError) {
        writeReply(res, errorReply(e));
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
  // Keep-alive sockets must not hold shutdown hostage.
  server.keepAliveTimeout = 5000;
  return server;
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
  writeReply(res, await service.handle(serviceRequest(req, route, url.searchParams)));
}
