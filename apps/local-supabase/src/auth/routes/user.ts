/** GET /user and PUT /user: the signed-in user, and their own changes. */
import { json, type Reply } from '../../http/reply.js';
import type { ServiceRequest } from '../../http/request.js';
import { isPlainObject } from '../../http/util.js';
import { type AuthDeps, currentSession, jsonBody, optionalString } from '../context.js';
import { userNotFound } from '../errors.js';
import { validatePassword } from '../passwords.js';
import { endOtherSessions } from '../sessions.js';
import { updateUser, userJson } from '../users.js';

export async function getUser(deps: AuthDeps, req: ServiceRequest): Promise<Reply> {
  const { user } = await currentSession(deps, req);
  return json(200, userJson(user));
}

export async function updateOwnUser(deps: AuthDeps, req: ServiceRequest): Promise<Reply> {
  const { user, claims } = await currentSession(deps, req);
  const body = await jsonBody(req);
  const password = optionalString(body.password, 'password');
  if (password !== undefined) validatePassword(password);
  const updated = await updateUser(deps.db, user.id, {
    password,
    userMetadata: isPlainObject(body.data) ? body.data : undefined,
  });
  if (!updated) throw userNotFound();
  // As GoTrue: a new password ends every other session of the user.
  if (password !== undefined) await endOtherSessions(deps.db, user.id, claims.session_id);
  return json(200, userJson(updated));
}
