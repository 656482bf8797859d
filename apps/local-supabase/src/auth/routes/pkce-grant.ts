/**
 * POST /token?grant_type=pkce (supabase-js `exchangeCodeForSession`): the auth code a PKCE
 * link redirected with, and the verifier behind its challenge, for a session (pkce.ts).
 */
import { json, type Reply } from '../../http/reply.js';
import type { ServiceRequest } from '../../http/request.js';
import { type AuthDeps, jsonBody } from '../context.js';
import { authError } from '../errors.js';
import { exchangeAuthCode } from '../pkce.js';
import { startSession } from '../sessions.js';
import { findUserById } from '../users.js';
import { banned, sessionResponse } from './token.js';

export async function pkceGrant(deps: AuthDeps, req: ServiceRequest): Promise<Reply> {
  const body = await jsonBody(req);
  const authCode = typeof body.auth_code === 'string' ? body.auth_code : '';
  const verifier = typeof body.code_verifier === 'string' ? body.code_verifier : '';
  const signedIn = await deps.db.transaction(async (tx) => {
    const { userId, method } = await exchangeAuthCode(tx, authCode, verifier);
    const user = await findUserById(tx, userId);
    if (!user) {
      throw authError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    }
    if (banned(user)) throw authError(403, 'user_banned', 'User is banned');
    return { ...(await startSession(tx, user, method)), method };
  });
  const { user, sessionId, refresh, method } = signedIn;
  return json(200, await sessionResponse(deps, user, sessionId, refresh, method));
}
