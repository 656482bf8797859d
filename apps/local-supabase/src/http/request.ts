/**
 * One incoming request as a service sees it: the method, the route below the service's prefix,
 * the decoded query, case-insensitive headers, and the raw message for reading the body.
 */
import type { IncomingMessage } from 'node:http';

export interface ServiceRequest {
  method: string;
  /** The path below the service prefix, still percent-encoded (`/pages`, `/object/media/a.png`). */
  route: string;
  query: URLSearchParams;
  header(name: string): string | undefined;
  /** The bearer token, or the apikey header when there is no Authorization header. */
  bearer(): string | undefined;
  /** The underlying message: its body stream and socket. */
  raw: IncomingMessage;
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

export function serviceRequest(
  raw: IncomingMessage,
  route: string,
  query: URLSearchParams,
): ServiceRequest {
  return {
    method: raw.method ?? 'GET',
    route,
    query,
    header: (name) => header(raw, name),
    bearer: () => bearer(raw),
    raw,
  };
}
