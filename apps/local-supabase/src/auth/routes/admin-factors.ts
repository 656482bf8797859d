/**
 * GET /admin/users/:id/factors and DELETE /admin/users/:id/factors/:factor_id (service role),
 * as GoTrue's admin.go: the list of a user's factors, and removal, which drops the sessions
 * that passed it back to aal1.
 */
import { json, type Reply } from '../../http/reply.js';
import type { ServiceRequest } from '../../http/request.js';
import { type AuthDeps, requireServiceRole } from '../context.js';
import { authError, userNotFound } from '../errors.js';
import { deleteFactor, downgradeSessions, factorJson, userFactors } from '../factors.js';
import { findUserById } from '../users.js';
import { loadOwnFactor } from './factors.js';

const ROUTE = /^\/admin\/users\/([^/]+)\/factors(?:\/([^/]+))?\/?$/;

export function isAdminFactorRoute(route: string): boolean {
  return ROUTE.test(route);
}

export async function adminFactors(deps: AuthDeps, req: ServiceRequest): Promise<Reply> {
  await requireServiceRole(deps, req);
  const [, userId = '', factorId] = ROUTE.exec(req.route) ?? [];
  if (!/^[0-9a-f-]{36}$/i.test(userId)) {
    throw authError(404, 'validation_failed', 'user_id must be an UUID');
  }
  const user = await findUserById(deps.db, userId);
  if (!user) throw userNotFound();
  if (factorId === undefined && req.method === 'GET') {
    return json(200, (await userFactors(deps.db, user.id)).map(factorJson));
  }
  if (factorId !== undefined && req.method === 'DELETE') {
    const factor = await loadOwnFactor(deps, user.id, factorId);
    await deps.db.transaction(async (tx) => {
      await deleteFactor(tx, factor.id);
      await downgradeSessions(tx, factor.id);
    });
    return json(200, factorJson(factor));
  }
  throw authError(405, 'method_not_allowed', 'Method not allowed');
}
