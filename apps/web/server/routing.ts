/**
 * Where a request goes: one canonical address per page (a trailing or doubled slash redirects),
 * one cache key per page and `.data` request, and who the client is (behind trusted proxies,
 * from X-Forwarded-For).
 */
import type { IncomingMessage } from 'node:http';

/**
 * The canonical form of `pathname` when it differs (a trailing slash, doubled slashes), else
 * null. Doubled slashes collapse first, so the answer is always a path on this site (never
 * `//host`, which a browser would read as another site).
 */
export function canonicalPath(pathname: string): string | null {
  let canonical = pathname.replace(/\/{2,}/g, '/');
  if (canonical.length > 1 && canonical.endsWith('/')) canonical = canonical.replace(/\/+$/, '');
  if (canonical === '') canonical = '/';
  return canonical === pathname ? null : canonical;
}

/** 301 for reads (what crawlers know best), 308 for anything else so the method is kept. */
export function redirectStatus(method: string | undefined): 301 | 308 {
  return method === 'GET' || method === 'HEAD' ? 301 : 308;
}

/**
 * The one query parameter React Router's `.data` requests carry that changes the answer:
 * `_routes`, the route ids to load. Ids the build does not have are dropped, the rest kept in
 * the order the build lists them, so every spelling of one request shares one key; any other
 * query parameter is ignored (no loader reads the query string).
 */
export function dataQuery(search: string, routeIds: readonly string[]): string {
  const asked = new URLSearchParams(search).get('_routes');
  if (!asked) return '';
  const wanted = new Set(asked.split(','));
  const kept = routeIds.filter((id) => wanted.has(id));
  return kept.length > 0 ? `?_routes=${kept.join(',')}` : '';
}

/**
 * The client's address: the socket's peer, or, when that peer is a trusted proxy, the nearest
 * address in X-Forwarded-For that is not one (read from the right: the left part is whatever
 * the client chose to send).
 */
export function clientAddress(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  trustedProxies: ReadonlySet<string>,
): string {
  const peer = (req.socket.remoteAddress ?? '').toLowerCase();
  if (!trustedProxies.has(peer)) return peer;
  const header = req.headers['x-forwarded-for'];
  const listed = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  for (let index = listed.length - 1; index >= 0; index -= 1) {
    const address = listed[index] ?? '';
    if (!trustedProxies.has(address)) return address;
  }
  return listed[0] ?? peer;
}
