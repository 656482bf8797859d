/**
 * /rest/v1: PostgREST's dialect as a one-way pipeline, the way PostgREST is built:
 * parse (parse.ts: query string and headers to one ApiRequest) -> plan (plan.ts: names resolved
 * against the schema cache) -> sql (sql.ts: statements written from the plan) -> execute
 * (execute.ts: run as the caller, RLS deciding every row) -> one reply.
 */
import type { Db } from '../db/types.js';
import { isPgError } from '../db/types.js';
import { clientAddress, type TrustedProxies } from '../http/client-ip.js';
import { BodyTooLarge, HttpError } from '../http/errors.js';
import { JSON_TYPE, type Reply } from '../http/reply.js';
import type { ServiceRequest } from '../http/request.js';
import type { Service } from '../http/service.js';
import { readBody } from '../http/util.js';
import type { IdentifyCaller } from '../identity/caller.js';
import type { ApiRole } from '../identity/claims.js';
import { fromPgError, parseError, restError } from './errors.js';
import { execute, type Outcome } from './execute.js';
import { guardContentType, guardRegexFilters, guardSafeUpdate } from './guards.js';
import { parsePayload, parseRequest } from './parse.js';
import { planRequest, resolveTarget, takesPayload } from './plan.js';
import type { ApiSchemas } from './schema.js';

/**
 * The most a REST body may hold (PostgREST has no cap of its own; the gateway has one). A page's
 * content is capped at 1 MB by the database (pages_content_size migration); JSON escaping and
 * the other columns fit in the second megabyte.
 */
export const MAX_REST_BODY = 2 * 1024 * 1024;

export interface RestDeps {
  db: Db;
  schemas: ApiSchemas;
  identify: IdentifyCaller;
  /** [api] max_rows from supabase/config.toml. */
  maxRows?: number | undefined;
  /** Whose X-Forwarded-For to believe when publishing the client's address to SQL. */
  trustedProxies?: TrustedProxies | undefined;
}

export function restService(deps: RestDeps): Service {
  return {
    prefix: '/rest/v1',
    invalidInput: (message) => parseError(message),
    async handle(req) {
      let role: ApiRole = 'anon';
      try {
        const who = await deps.identify(req.bearer());
        if (!who.ok) throw unauthorized(who.reason, who.message);
        role = who.claims.role;
        guardRegexFilters(req.query, role);
        guardSafeUpdate(req);
        guardContentType(req);
        const { schemas } = deps;
        const api = parseRequest(req, schemas.names, {
          planEnabled: schemas.settings.planEnabled,
        });
        const cache = schemas.caches.get(api.schema);
        if (!cache) throw new Error(`no schema cache for ${api.schema}`);
        const target = resolveTarget(cache, api);
        const payload = takesPayload(api)
          ? parsePayload(await readBody(req.raw, MAX_REST_BODY), api.contentType)
          : undefined;
        const plan = planRequest(cache, api, target, payload, {
          maxRows: deps.maxRows,
          aggregatesEnabled: schemas.settings.aggregatesEnabled,
        });
        // The request's schema first on the search_path, then [api] extra_search_path.
        const searchPath = [api.schema, ...schemas.extraSearchPath.filter((s) => s !== api.schema)];
        return reply(
          await execute(
            deps.db,
            who.claims,
            plan,
            searchPath,
            requestHeaders(req, deps.trustedProxies),
          ),
        );
      } catch (e) {
        throw translate(e, role);
      }
    },
  };
}

/**
 * `request.headers` as PostgREST publishes it (lower-case names), except that X-Forwarded-For is
 * the one client address the trusted-proxy rules vouch for, so SQL (the submissions' flood
 * limit) can rely on its first entry as it does behind hosted Supabase's proxies.
 */
function requestHeaders(req: ServiceRequest, proxies: TrustedProxies | undefined): string {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.raw.headers)) {
    if (value === undefined || name === 'authorization' || name === 'apikey' || name === 'cookie')
      continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  headers['x-forwarded-for'] = proxies
    ? clientAddress(req.raw, proxies)
    : (req.raw.socket.remoteAddress ?? 'unknown');
  return JSON.stringify(headers);
}

function unauthorized(reason: string, message: string): HttpError {
  const text =
    reason === 'expired'
      ? 'JWT expired'
      : reason === 'session_ended'
        ? message
        : 'No suitable key or wrong key type';
  return restError(401, reason === 'invalid' ? 'PGRST301' : 'PGRST303', text, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${text}"`,
  });
}

/** Errors from below (the database, the body reader) in PostgREST's shape. */
function translate(e: unknown, role: ApiRole): unknown {
  if (e instanceof HttpError) return e;
  if (e instanceof BodyTooLarge) return restError(413, 'PGRST413', 'Payload Too Large');
  if (isPgError(e)) return fromPgError(e, role);
  return e;
}

function reply(o: Outcome): Reply {
  if (o.body === undefined) return { status: o.status, headers: o.headers, empty: true };
  return { status: o.status, headers: { 'Content-Type': JSON_TYPE, ...o.headers }, body: o.body };
}
