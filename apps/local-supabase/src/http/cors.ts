/**
 * CORS as supabase-wire.md 0.3 lists it: every supabase-js request is non-simple, so browsers
 * preflight; the client reads Content-Range (counts) and X-Supabase-Api-Version (auth error
 * codes), so both must be exposed or they silently come back null/undefined.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

const ALLOW_HEADERS = [
  'apikey',
  'authorization',
  'x-client-info',
  'content-type',
  'accept',
  'accept-profile',
  'content-profile',
  'prefer',
  'x-supabase-api-version',
  'x-upsert',
  'cache-control',
  'x-retry-count',
  'x-metadata',
  'range',
  'range-unit',
].join(', ');

const EXPOSE_HEADERS = [
  'Content-Range',
  'X-Supabase-Api-Version',
  'Content-Type',
  'Content-Length',
  'ETag',
  'X-Total-Count',
  'Link',
  'Retry-After',
].join(', ');

export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  // Bearer tokens, not cookies, carry identity, so any origin may call (as hosted Supabase).
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Expose-Headers', EXPOSE_HEADERS);
}

export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  applyCors(req, res);
  res.writeHead(204, {
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': ALLOW_HEADERS,
    'Access-Control-Max-Age': '86400',
  });
  res.end();
}
