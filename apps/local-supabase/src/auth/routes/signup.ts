/**
 * POST /signup in GoTrue's order: no e-mail and no phone asks for an anonymous sign-in, which
 * is off; otherwise sign-up itself is off (DECISIONS 9: staff are invited, never
 * self-registered).
 */
import type { Reply } from '../../http/reply.js';
import type { ServiceRequest } from '../../http/request.js';
import { type AuthDeps, jsonBody } from '../context.js';
import { authError } from '../errors.js';

export async function signup(_deps: AuthDeps, req: ServiceRequest): Promise<Reply> {
  const body = await jsonBody(req);
  const email = typeof body.email === 'string' ? body.email : '';
  const phone = typeof body.phone === 'string' ? body.phone : '';
  if (!email && !phone) {
    throw authError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  throw authError(422, 'signup_disabled', 'Signups not allowed for this instance');
}
