/**
 * parse: the query string and headers of a REST request into one typed ApiRequest
 * (supabase-wire.md section 6), the way PostgREST's ApiRequest does it. Pure: nothing here
 * touches the database or the schema cache; names stay names until plan.ts resolves them.
 * Malformed input is refused here with PGRST100 (or PGRST106/PGRST125 for the path and profile).
 * The grammar lives in parse/ by area, as PostgREST keeps QueryParams, Payload and Preferences
 * apart; this module assembles the request and is the stage's one entry for the stages after it.
 */
import { parseError, restError } from './errors.js';
import { negotiated } from './negotiate.js';
import { bodyMedia } from './parse/payload.js';
import { parsePreferences } from './parse/preferences.js';
import { parseQuery, parseRpcParams } from './parse/query.js';
import type { ApiRequest } from './request.js';

export { negotiate } from './negotiate.js';
export { parsePayload, RawBody } from './parse/payload.js';
export { parsePreferences } from './parse/preferences.js';
export { assembleQuery, parseParam } from './parse/query.js';
export { ALLOWED_CASTS, isAllowedCast } from './parse/select.js';

/** What parse reads of an HTTP request: the service request satisfies it. */
export interface RawRestRequest {
  method: string;
  /** The path below /rest/v1, still percent-encoded. */
  route: string;
  query: URLSearchParams;
  header(name: string): string | undefined;
}

/**
 * The whole request: target, query, preferences and media type. `exposed` is `[api] schemas`:
 * the profile header picks one of them (PGRST106 for any other), the first is the default.
 */
export function parseRequest(
  raw: RawRestRequest,
  exposed: string | readonly string[],
  opts: { planEnabled?: boolean } = {},
): ApiRequest {
  const method = raw.method;
  const schemas = typeof exposed === 'string' ? [exposed] : exposed;
  // The path first, then the schema, as PostgREST's userApiRequest takes them.
  const segments = raw.route.split('/').filter(Boolean).map(decodeSegment);
  const rpc = segments.length === 2 && segments[0] === 'rpc';
  if (!rpc && segments.length !== 1) {
    throw restError(404, 'PGRST125', 'Invalid path specified in request URL');
  }
  // Writes name their schema in Content-Profile, everything else in Accept-Profile.
  const writes = ['POST', 'PATCH', 'PUT', 'DELETE'].includes(method);
  const profile = raw.header(writes ? 'content-profile' : 'accept-profile');
  if (profile !== undefined && !schemas.includes(profile)) {
    throw restError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      `Only the following schemas are exposed: ${schemas.join(', ')}`,
    );
  }
  const base = {
    method,
    schema: profile ?? schemas[0] ?? 'public',
    negotiatedByProfile: profile !== undefined || schemas.length !== 1,
    contentType: bodyMedia(raw.header('content-type')),
    preferences: parsePreferences(raw.header('prefer')),
    ...negotiated(raw.header('accept'), opts.planEnabled === true),
  };
  if (rpc) {
    return { kind: 'rpc', fn: segments[1] ?? '', params: parseRpcParams(raw.query), ...base };
  }
  // The query is parsed before the preferences are used, as before: its errors come first.
  const query = parseQuery(raw.query);
  return { kind: 'table', table: segments[0] ?? '', query, ...base };
}

function decodeSegment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    throw parseError(`"${s}" is not a valid path segment`);
  }
}
