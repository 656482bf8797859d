/**
 * GET /verify (the link in an e-mail or the one an admin copies) and POST /verify
 * (verifyOtp with token_hash, or e-mail and code). A good link confirms the address, starts a
 * session and, for GET, redirects with the tokens in the fragment as GoTrue's implicit flow
 * does (`#access_token=...&type=invite`); supabase-js picks them up on the landing page. A
 * used, unknown or expired link redirects with `#error=access_denied&error_code=otp_expired`.
 */
import { empty, json, type Reply } from '../../http/reply.js';
import type { ServiceRequest } from '../../http/request.js';
import { type AuthDeps, jsonBody, optionalString } from '../context.js';
import { authError, validationFailed } from '../errors.js';
import { resolveRedirect } from '../links.js';
import { consumeLink } from '../one-time.js';
import { type SessionMethod, startSession } from '../sessions.js';
import { findUserByEmail, findUserById, type UserRow } from '../users.js';
import { banned, sessionResponse } from './token.js';

const EXPIRED_MESSAGE = 'Email link is invalid or has expired';

const methodFor = (type: string): SessionMethod =>
  type === 'invite' ? 'invite' : type === 'recovery' ? 'recovery' : 'otp';

/** Uses the link and signs its user in; undefined when the link is no good. */
async function redeem(
  deps: AuthDeps,
  type: string,
  by: { tokenHash: string } | { email: string; otp: string },
) {
  return deps.db.transaction(async (tx) => {
    let key: { tokenHash: string } | { userId: string; otp: string };
    if ('email' in by) {
      const user = await findUserByEmail(tx, by.email);
      if (!user) return undefined;
      key = { userId: user.id, otp: by.otp };
    } else {
      key = by;
    }
    const userId = await consumeLink(tx, type, key, deps.linkExpirySeconds);
    if (!userId) return undefined;
    await tx.query(
      'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1',
      [userId],
    );
    const user = await findUserById(tx, userId);
    if (!user || banned(user)) return undefined;
    return startSession(tx, user as UserRow, methodFor(type));
  });
}

export async function verifyGet(deps: AuthDeps, req: ServiceRequest): Promise<Reply> {
  const type = req.query.get('type') ?? '';
  const token = req.query.get('token') ?? '';
  const redirect = resolveRedirect(deps.redirects, req.query.get('redirect_to'));
  const to = (fragment: URLSearchParams) => {
    const url = new URL(redirect);
    url.hash = fragment.toString();
    return empty(303, { Location: url.href, 'Cache-Control': 'no-store' });
  };
  const signedIn = token ? await redeem(deps, type, { tokenHash: token }) : undefined;
  if (!signedIn) {
    return to(
      new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: EXPIRED_MESSAGE,
      }),
    );
  }
  const session = await sessionResponse(
    deps,
    signedIn.user,
    signedIn.sessionId,
    signedIn.refresh,
    methodFor(type),
  );
  return to(
    new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: 'bearer',
      type,
    }),
  );
}

export async function verifyPost(deps: AuthDeps, req: ServiceRequest): Promise<Reply> {
  const body = await jsonBody(req);
  const type = optionalString(body.type, 'type') ?? '';
  if (!type) throw validationFailed('Verify requires a verification type');
  const tokenHash = optionalString(body.token_hash, 'token_hash');
  const email = optionalString(body.email, 'email')?.trim();
  const otp = optionalString(body.token, 'token');
  let signedIn: Awaited<ReturnType<typeof redeem>>;
  if (tokenHash) signedIn = await redeem(deps, type, { tokenHash });
  else if (email && otp) signedIn = await redeem(deps, type, { email, otp });
  else throw validationFailed('Verify requires either a token_hash or an email and token');
  if (!signedIn) throw authError(403, 'otp_expired', 'Token has expired or is invalid');
  return json(
    200,
    await sessionResponse(
      deps,
      signedIn.user,
      signedIn.sessionId,
      signedIn.refresh,
      methodFor(type),
    ),
  );
}
