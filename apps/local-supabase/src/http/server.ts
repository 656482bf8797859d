/** The HTTP front door: CORS, routing by service prefix, and a last-resort error handler. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { handleAuth } from '../auth/handler.js';
import { verifyJwt } from '../auth/jwt.js';
import type { Ctx } from '../context.js';
import { handleRest } from '../rest/handler.js';
import { handleStorage } from '../storage/handler.js';
import { answerPreflight, applyCors } from './cors.js';
import { bearer, sendJson } from './util.js';

export function createHttpServer(ctx: Ctx, log: (msg: string) => void): Server {
  const server = createServer((req, res) => {
    handle(ctx, req, res).catch((e: unknown) => {
      log(
        // The path only: query strings carry signed-URL tokens and filter values.
        `internal error on ${req.method} ${(req.url ?? '/').split('?')[0]}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`,
      );
      if (!res.headersSent) {
        sendJson(res, 500, { code: 'internal_error', message: 'Internal server error' });
      } else {
        res.destroy();
      }
    });
  });
  // Keep-alive sockets must not hold shutdown hostage.
  server.keepAliveTimeout = 5000;
  return server;
}

async function handle(ctx: Ctx, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method === 'OPTIONS') return answerPreflight(req, res);
  applyCors(req, res);
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://local');
  } catch {
    return sendJson(res, 400, {
      code: 'PGRST100',
      details: null,
      hint: null,
      message: 'Malformed URL',
    });
  }
  const p = url.pathname;
  let decoded = '';
  try {
    decoded = decodeURIComponent(url.pathname + url.search.replace(/\+/g, ' '));
  } catch {
    decoded = '';
  }
  if (decoded.includes('\u0000')) return refuseNul(res, p);
  const sub = (prefix: string) => p.slice(prefix.length) || '/';
  if (p.startsWith('/auth/v1/'))
    return handleAuth(ctx, req, res, sub('/auth/v1'), url.searchParams);
  if (p.startsWith('/rest/v1/'))
    return handleRest(ctx, req, res, sub('/rest/v1'), url.searchParams);
  if (p.startsWith('/storage/v1/'))
    return handleStorage(ctx, req, res, sub('/storage/v1'), url.searchParams);
  if (p === '/_local/health') return sendJson(res, 200, { status: 'ok', pid: process.pid });
  if (p === '/_local/reset' && req.method === 'POST') {
    const token = bearer(req);
    const who = token ? await verifyJwt(token, ctx.secret) : undefined;
    if (!who?.ok || who.claims.role !== 'service_role') {
      return sendJson(res, 403, { code: 'not_admin', message: 'service_role key required' });
    }
    return sendJson(res, 200, await ctx.reset());
  }
  sendJson(res, 404, { code: 'not_found', message: `No route for ${req.method} ${p}` });
}

/** A NUL byte in the URL: PostgreSQL text cannot hold one, so each service refuses it as 400. */
function refuseNul(res: ServerResponse, p: string): void {
  const message = 'NUL characters are not allowed in the request';
  if (p.startsWith('/auth/v1/')) {
    sendJson(
      res,
      400,
      { code: 'validation_failed', message },
      { 'X-Supabase-Api-Version': '2024-01-01' },
    );
    return;
  }
  if (p.startsWith('/storage/v1/')) {
    sendJson(res, 400, {
      statusCode: '400',
      code: 'InvalidRequest',
      error: 'Invalid Input',
      message,
    });
    return;
  }
  sendJson(res, 400, { code: 'PGRST100', details: null, hint: null, message });
}
