/**
 * What hosted Supabase's API gateway (Kong) checks before a request reaches a service: the
 * project's API key must be present, as the `apikey` header or query parameter. Without it the
 * gateway answers 401 in its own shape, so a plain cross-site form (which cannot set headers)
 * cannot reach the REST API as an anonymous caller.
 *
 * As on hosted Supabase, the routes a browser opens with no headers stay open: GoTrue's
 * verify/callback/authorize links, and Storage's public objects, signed URLs and public image
 * renders (an `<img src>` or a download link).
 */
import { HttpError } from './errors.js';

const OPEN_AUTH_ROUTES = new Set(['/verify', '/callback', '/authorize']);

/** Storage routes below /storage/v1 that a browser reads without any header. */
const OPEN_STORAGE = /^\/(?:object\/(?:public|sign)|render\/image\/(?:public|sign))\//;

/** The services behind the gateway; the server's own /_local endpoints have their own checks. */
const GATED = new Set(['/rest/v1', '/auth/v1', '/storage/v1']);

/** True when the gateway lets a request to `prefix` + `route` through without an API key. */
export function isOpenRoute(prefix: string, route: string, method: string): boolean {
  if (!GATED.has(prefix)) return true;
  if (prefix === '/auth/v1') return OPEN_AUTH_ROUTES.has(route);
  if (prefix === '/storage/v1') {
    return (method === 'GET' || method === 'HEAD') && OPEN_STORAGE.test(route);
  }
  return false;
}

export function noApiKey(): HttpError {
  return new HttpError(401, {
    message: 'No API key found in request',
    hint: 'No `apikey` request header or url param was found.',
  });
}

/**
 * Refuses a request to a gated service that carries no API key. `apikey` may come as a header
 * or, as Kong's key-auth also reads it, as a query parameter.
 */
export function requireApiKey(
  prefix: string,
  route: string,
  method: string,
  headerKey: string | undefined,
  query: URLSearchParams,
): void {
  if (headerKey?.trim() || query.get('apikey')?.trim()) return;
  if (isOpenRoute(prefix, route, method)) return;
  throw noApiKey();
}
