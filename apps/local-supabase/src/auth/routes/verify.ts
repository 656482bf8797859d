/**
 * GET /verify (the link in an e-mail or the one an admin copies) and POST /verify (verifyOtp
 * with a token_hash, or an e-mail address and its code), with GoTrue's checks and answers. A
 * good link or code confirms the address and starts a session; GET then redirects with the
 * tokens in the fragment as GoTrue's implicit flow does (`#access_token=...&type=invite`), and
 * a bad one redirects with `#error=access_denied&error_code=otp_expired&...`.
 *
 * How often one may try is limited per client address (every request, as GoTrue's verify
 * limiter), per e-mail address and per code (verify-limits.ts); the code itself is found and
 * compared as one-time.ts describes. Each attempt runs in one transaction holding the code's
 * row, so parallel guesses are counted one after another and parallel uses of a good link
 * yield one session.
 */

import type { Queryable } from '../../db/types.js';
import { clientAddress } from '../../http/client-ip.js';
import type { HttpError } from '../../http/errors.js';
import { empty, json, type Reply } from '../../http/reply.js';
import type { ServiceRequest } from '../../http/request.js';
import { type AuthDeps, jsonBody, optionalString, validEmail } from '../context.js';
import { confirmEmailChange, SINGLE_CONFIRMATION_ACCEPTED } from '../email-change.js';
import { authError, rateLimited, validationFailed } from '../errors.js';
import { resolveRedirect } from '../links.js';
import {
  acceptedTypes,
  consume,
  findByAddressCode,
  findByCode,
  findByLink,
  type Lookup,
  type OneTimeTokenType,
  retire,
  type StoredToken,
} from '../one-time.js';
import { issueAuthCode, PKCE_PREFIX } from '../pkce.js';
import { type SessionMethod, startSession } from '../sessions.js';
import { findUserByEmail, findUserById, type UserRow } from '../users.js';
import { banned, sessionResponse } from './token.js';

const LINK_INVALID = 'Email link is invalid or has expired';
const CODE_INVALID = 'Token has expired or is invalid';

const methodFor = (type: string): SessionMethod =>
  type === 'invite' ? 'invite' : type === 'recovery' ? 'recovery' : 'otp';

type Presented =
  | { kind: 'link'; token: string; types: readonly OneTimeTokenType[] }
  | { kind: 'code'; email: string; otp: string; types: readonly OneTimeTokenType[] };

/** Every request to /verify counts against the client's address, as GoTrue's limiter does. */
function limitClient(deps: AuthDeps, req: ServiceRequest): void {
  const wait = deps.verifyLimits.client(clientAddress(req.raw, deps.trustedProxies));
  if (wait > 0) throw rateLimited(wait);
}

/** The row the link or code is for, or why not; wrong tries are counted and punished here. */
async function redeem(deps: AuthDeps, tx: Queryable, p: Presented): Promise<StoredToken> {
  const invalid = () =>
    authError(403, 'otp_expired', p.kind === 'link' ? LINK_INVALID : CODE_INVALID);
  let found: Lookup;
  if (p.kind === 'link') {
    found = await findByLink(tx, deps.oneTime, p.token, p.types);
  } else if (p.types.includes('email_change_token_new')) {
    found = await findByAddressCode(tx, p.email, p.otp, p.types);
  } else {
    const user = await findUserByEmail(tx, p.email);
    found = user ? await findByCode(tx, user.id, p.otp, p.types) : { kind: 'none' };
  }
  if (found.kind === 'none') throw invalid();
  if (found.kind === 'wrong') {
    for (const row of found.rows) {
      if (deps.verifyLimits.wrongTry(row.id)) await retire(tx, row);
    }
    throw invalid();
  }
  const row = found.row;
  if (p.kind === 'link') {
    // The address behind a link is known only now; its tries count as the code's do.
    const wait = deps.verifyLimits.address(row.relates_to);
    if (wait > 0) throw rateLimited(wait);
  }
  deps.verifyLimits.forget(row.id);
  if (Number(row.age) > deps.oneTime.expirySeconds) {
    await retire(tx, row);
    throw invalid();
  }
  if (!(await consume(tx, row))) throw invalid();
  return row;
}

/**
 * Uses the link or code, confirms its user's address, then `then` (sign-in, or a PKCE auth
 * code); 'pending' for the first of two e-mail change confirmations, which signs nobody in.
 */
async function redeemed<T>(
  deps: AuthDeps,
  p: Presented,
  type: string,
  then: (tx: Queryable, user: UserRow) => Promise<T>,
): Promise<T | 'pending'> {
  const outcome = await deps.db.transaction(async (tx) => {
    let row: StoredToken;
    try {
      row = await redeem(deps, tx, p);
    } catch (e) {
      // The wrong try's count and a retired code must stick: the error is returned, not
      // thrown, so this transaction commits.
      return { error: e as HttpError };
    }
    if (type === 'email_change' && (await confirmEmailChange(deps, tx, row)) === 'pending') {
      return { pending: true as const };
    }
    await tx.query(
      'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1',
      [row.user_id],
    );
    const user = await findUserById(tx, row.user_id);
    if (!user) return { error: authError(403, 'otp_expired', LINK_INVALID) };
    if (banned(user)) return { error: authError(403, 'user_banned', 'User is banned') };
    return { done: await then(tx, user) };
  });
  if ('error' in outcome) throw outcome.error;
  if ('pending' in outcome) return 'pending';
  return outcome.done;
}

/** Uses the link or code and signs its user in (or 'pending', as `redeemed`). */
async function signIn(deps: AuthDeps, p: Presented, type: string) {
  const signedIn = await redeemed(deps, p, type, (tx, u) => startSession(tx, u, methodFor(type)));
  if (signedIn === 'pending') return 'pending';
  const { user, sessionId, refresh } = signedIn;
  return sessionResponse(deps, user, sessionId, refresh, methodFor(type));
}

function typesOf(type: string): readonly OneTimeTokenType[] {
  if (!type) throw validationFailed('Verify requires a verification type');
  const types = acceptedTypes(type);
  if (!types) throw validationFailed('Unsupported verification type');
  return types;
}

export async function verifyGet(deps: AuthDeps, req: ServiceRequest): Promise<Reply> {
  limitClient(deps, req);
  const type = req.query.get('type') ?? '';
  let token = req.query.get('token') ?? '';
  if (!type) throw validationFailed('Verify requires a verification type');
  if (!token) throw validationFailed('Verify requires a token or a token hash');
  // GoTrue's flow prefix: a PKCE link answers with `?code=` (pkce.ts), errors in the query too.
  const pkce = token.startsWith(PKCE_PREFIX);
  if (pkce) token = token.slice(PKCE_PREFIX.length);
  const redirect = resolveRedirect(deps.redirects, req.query.get('redirect_to'));
  const to = (fragment: URLSearchParams, query?: URLSearchParams) => {
    const url = new URL(redirect);
    for (const [k, v] of query ?? []) url.searchParams.set(k, v);
    url.hash = fragment.toString();
    return empty(303, { Location: url.href, 'Cache-Control': 'no-store' });
  };
  try {
    const presented: Presented = { kind: 'link', token, types: typesOf(type) };
    if (pkce) {
      const code = await redeemed(deps, presented, type, (tx, user) =>
        issueAuthCode(tx, user.id, type),
      );
      if (code !== 'pending') {
        const url = new URL(redirect);
        url.searchParams.set('code', code);
        return empty(303, { Location: url.href, 'Cache-Control': 'no-store' });
      }
    }
    const session = pkce ? 'pending' : await signIn(deps, presented, type);
    if (session === 'pending') {
      // As GoTrue's prepRedirectURL: the message in the fragment, and `sb`.
      return to(new URLSearchParams({ message: SINGLE_CONFIRMATION_ACCEPTED, sb: '' }));
    }
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
  } catch (e) {
    const failure = e as HttpError;
    if (typeof failure?.status !== 'number') throw e;
    // As GoTrue's prepErrorRedirectURL: the OAuth error for the status, GoTrue's code and
    // message, and `sb` marking a Supabase Auth redirect.
    const oauth: Record<number, string> = {
      400: 'invalid_request',
      401: 'unauthorized_client',
      403: 'access_denied',
      500: 'server_error',
      503: 'temporarily_unavailable',
    };
    const fragment = new URLSearchParams();
    const error = oauth[failure.status];
    if (error) fragment.set('error', error);
    fragment.set('error_code', String(failure.body.code ?? ''));
    fragment.set('error_description', String(failure.body.message ?? ''));
    const query = pkce ? new URLSearchParams(fragment) : undefined;
    fragment.set('sb', '');
    const reply = to(fragment, query);
    const retryAfter = failure.headers['Retry-After'];
    return retryAfter
      ? { ...reply, headers: { ...reply.headers, 'Retry-After': retryAfter } }
      : reply;
  }
}

export async function verifyPost(deps: AuthDeps, req: ServiceRequest): Promise<Reply> {
  limitClient(deps, req);
  const body = await jsonBody(req);
  const type = optionalString(body.type, 'type') ?? '';
  if (!type) throw validationFailed('Verify requires a verification type');
  const otp = optionalString(body.token, 'token') ?? '';
  const tokenHash = optionalString(body.token_hash, 'token_hash') ?? '';
  const email = optionalString(body.email, 'email') ?? '';
  const phone = optionalString(body.phone, 'phone') ?? '';
  const redirectTo = optionalString(body.redirect_to, 'redirect_to') ?? '';
  if ((otp === '') === (tokenHash === '')) {
    throw validationFailed('Verify requires either a token or a token hash');
  }
  let presented: Presented;
  if (tokenHash) {
    if (email || phone || redirectTo) {
      throw validationFailed('Only the token_hash and type should be provided');
    }
    presented = { kind: 'link', token: tokenHash, types: typesOf(type) };
  } else {
    if ((email === '') === (phone === '')) {
      throw validationFailed('Only an email address or phone number should be provided on verify');
    }
    // No SMS provider here: a phone number can hold no code.
    if (phone) throw authError(403, 'otp_expired', CODE_INVALID);
    let address: string;
    try {
      address = validEmail(email);
    } catch {
      throw authError(422, 'validation_failed', 'Invalid email format');
    }
    const types = typesOf(type);
    const wait = deps.verifyLimits.address(address);
    if (wait > 0) throw rateLimited(wait);
    presented = { kind: 'code', email: address, otp, types };
  }
  const session = await signIn(deps, presented, type);
  if (session === 'pending') {
    return json(200, { msg: SINGLE_CONFIRMATION_ACCEPTED, code: '200' });
  }
  return json(200, session);
}
