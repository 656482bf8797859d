/** POST /logout?scope=global|local|others: ends sessions; 204 with no body. */
import { empty, type Reply } from '../../http/reply.js';
import type { ServiceRequest } from '../../http/request.js';
import { type AuthDeps, currentSession } from '../context.js';
import { validationFailed } from '../errors.js';
import { endOtherSessions, endSession, endUserSessions } from '../sessions.js';

export async function logout(deps: AuthDeps, req: ServiceRequest): Promise<Reply> {
  const { user, claims } = await currentSession(deps, req);
  // As GoTrue's Logout: no scope, or an empty one, is global.
  const scope = req.query.get('scope') || 'global';
  if (scope === 'global') await endUserSessions(deps.db, user.id);
  else if (scope === 'local') await endSession(deps.db, claims.session_id ?? '');
  else if (scope === 'others') await endOtherSessions(deps.db, user.id, claims.session_id);
  else throw validationFailed(`Unsupported logout scope ${JSON.stringify(scope)}`);
  return empty(204);
}
