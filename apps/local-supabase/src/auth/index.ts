/**
 * /auth/v1: the part of GoTrue that supabase-js uses (supabase-wire.md section 1), one module
 * per endpoint group under routes/. Every answer carries X-Supabase-Api-Version so the client
 * reads `error.code`.
 */
import { json, type Reply } from '../http/reply.js';
import type { ServiceRequest } from '../http/request.js';
import type { Service } from '../http/service.js';
import type { AuthDeps } from './context.js';
import { API_VERSION, authError, translate, validationFailed } from './errors.js';
import { adminFactors, isAdminFactorRoute } from './routes/admin-factors.js';
import { adminUsers } from './routes/admin-users.js';
import { authorize, samlDisabled } from './routes/disabled.js';
import { challengeFactor, verifyFactor } from './routes/factor-verify.js';
import { enrollFactor, unenrollFactor } from './routes/factors.js';
import { jwks } from './routes/jwks.js';
import { generateLink, invite } from './routes/links.js';
import { logout } from './routes/logout.js';
import { otp } from './routes/otp.js';
import { pkceGrant } from './routes/pkce-grant.js';
import { reauthenticate } from './routes/reauthenticate.js';
import { recover } from './routes/recover.js';
import { resend } from './routes/resend.js';
import { settings } from './routes/settings.js';
import { signup } from './routes/signup.js';
import { token } from './routes/token.js';
import { getUser, updateOwnUser } from './routes/user.js';
import { verifyGet, verifyPost } from './routes/verify.js';

export type { AuthDeps } from './context.js';

export function authService(deps: AuthDeps): Service {
  return {
    prefix: '/auth/v1',
    invalidInput: validationFailed,
    async handle(req) {
      try {
        const reply = await route(deps, req);
        return { ...reply, headers: { ...API_VERSION, ...reply.headers } };
      } catch (e) {
        throw translate(e);
      }
    },
  };
}

function route(deps: AuthDeps, req: ServiceRequest): Promise<Reply> | Reply {
  const { method, route } = req;
  if (route === '/health' && method === 'GET') {
    return json(200, { version: 'local-supabase', name: 'GoTrue', description: 'local' });
  }
  if (route === '/settings' && method === 'GET') {
    return settings(deps);
  }
  if (route === '/.well-known/jwks.json' && method === 'GET') return jwks(deps);
  if (route === '/authorize' && method === 'GET') authorize(req);
  if (route === '/sso' || route.startsWith('/sso/')) throw samlDisabled();
  if (route === '/token' && method === 'POST') {
    return req.query.get('grant_type') === 'pkce' ? pkceGrant(deps, req) : token(deps, req);
  }
  if (route === '/signup' && method === 'POST') return signup(deps, req);
  if (route === '/otp' && method === 'POST') return otp(deps, req);
  if (route === '/user' && method === 'GET') return getUser(deps, req);
  if (route === '/user' && method === 'PUT') return updateOwnUser(deps, req);
  if (route === '/logout' && method === 'POST') return logout(deps, req);
  if (route === '/invite' && method === 'POST') return invite(deps, req);
  if (route === '/admin/generate_link' && method === 'POST') return generateLink(deps, req);
  if (route === '/verify' && method === 'GET') return verifyGet(deps, req);
  if (route === '/verify' && method === 'POST') return verifyPost(deps, req);
  if (route === '/recover' && method === 'POST') return recover(deps, req);
  if (route === '/resend' && method === 'POST') return resend(deps, req);
  if (route === '/reauthenticate' && method === 'GET') return reauthenticate(deps, req);
  if (isAdminFactorRoute(route)) return adminFactors(deps, req);
  if (route === '/admin/users' || route.startsWith('/admin/users/')) return adminUsers(deps, req);
  if (route === '/factors' && method === 'POST') return enrollFactor(deps, req);
  const factor = /^\/factors\/([^/]+)(\/challenge|\/verify)?$/.exec(route);
  if (factor) {
    const [, id = '', action] = factor;
    if (action === '/challenge' && method === 'POST') return challengeFactor(deps, req, id);
    if (action === '/verify' && method === 'POST') return verifyFactor(deps, req, id);
    if (action === undefined && method === 'DELETE') return unenrollFactor(deps, req, id);
  }
  throw authError(404, 'not_found', 'Not found');
}
