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
import type { IncomingMessage } from 'node:http';
import { type ApiKeys, isNewApiKey } from '../identity/api-keys.js';
import type { ApiRole } from '../identity/claims.js';
import { HttpError } from './errors.js';
import { header } from './request.js';
import type { Service } from './service.js';

const OPEN_AUTH_ROUTES = new Set([
  '/verify',
  '/callback',
  '/authorize',
  // Public keys, fetched by any verifier (hosted answers it without an API key too).
  '/.well-known/jwks.json',
]);

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

/** The gateway's answer to a key it does not know (Kong's words on hosted Supabase). */
export function invalidApiKey(): HttpError {
  return new HttpError(401, {
    message: 'Invalid API key',
    hint: 'Double check your Supabase `anon` or `service_role` API key.',
  });
}

/**
 * A browser announces itself with `Mozilla/` in its User-Agent; hosted Supabase refuses secret
 * keys from one, since anything a page holds is public.
 */
function fromBrowser(userAgent: string | undefined): boolean {
  return userAgent !== undefined && /^Mozilla\//.test(userAgent);
}

/** The role a new-format key stands for, or the gateway's refusal. */
export function apiKeyRole(keys: ApiKeys, key: string, userAgent: string | undefined): ApiRole {
  if (key === keys.publishableKey) return 'anon';
  if (key === keys.secretKey) {
    if (fromBrowser(userAgent)) {
      throw new HttpError(401, { message: 'Forbidden use of secret API key in browser' });
    }
    return 'service_role';
  }
  throw invalidApiKey();
}

/**
 * Hosted Supabase's gateway in front of the new API keys: an `sb_publishable_…` or
 * `sb_secret_…` key in `apikey` (or as the bearer) is checked and replaced by a short-lived JWT
 * of its role, so the services behind see what the legacy key would have shown them. A user's
 * access token in Authorization is left alone: the key only says which project is called.
 */
export function newApiKeyGateway(
  keys: ApiKeys,
  roleJwt: (role: ApiRole) => Promise<string>,
): (req: IncomingMessage) => Promise<void> {
  return async (req) => {
    const ua = header(req, 'user-agent');
    const apikey = header(req, 'apikey')?.trim();
    const auth = header(req, 'authorization')?.trim();
    const bearerKey = /^bearer\s+(sb_\S+)$/i.exec(auth ?? '')?.[1];
    if (apikey && isNewApiKey(apikey)) {
      const jwt = await roleJwt(apiKeyRole(keys, apikey, ua));
      req.headers.apikey = jwt;
      if (!auth || bearerKey === apikey) {
        req.headers.authorization = `Bearer ${jwt}`;
        return;
      }
    }
    if (bearerKey)
      req.headers.authorization = `Bearer ${await roleJwt(apiKeyRole(keys, bearerKey, ua))}`;
  };
}

/** A service behind the new-key gateway. */
export function behindGateway(
  service: Service,
  swap: (req: IncomingMessage) => Promise<void>,
): Service {
  return {
    ...service,
    async handle(req) {
      await swap(req.raw);
      return service.handle(req);
    },
  };
}

/** A JWT per role, re-signed before it expires, for the gateway to hand on. */
export function roleTokens(
  sign: (payload: Record<string, unknown>, expiresIn: number) => Promise<string>,
) {
  const lifetime = 3600;
  const cache = new Map<ApiRole, { token: string; renewAt: number }>();
  return async (role: ApiRole): Promise<string> => {
    const hit = cache.get(role);
    if (hit && hit.renewAt > Date.now()) return hit.token;
    const token = await sign({ iss: 'supabase', ref: 'local', role }, lifetime);
    cache.set(role, { token, renewAt: Date.now() + (lifetime - 300) * 1000 });
    return token;
  };
}
