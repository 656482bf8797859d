/**
 * /auth/v1: the part of GoTrue that supabase-js uses (supabase-wire.md section 1).
 * Every response carries X-Supabase-Api-Version so the client reads `error.code`.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Ctx } from '../context.js';
import { isPgError, type Queryable } from '../db/index.js';
import { clientAddress } from '../http/client-ip.js';
import {
  BodyTooLarge,
  bearer,
  HttpError,
  hasNul,
  isPlainObject,
  parseJson,
  readBody,
  sendJson,
} from '../http/util.js';
import { PoolBusy } from './hash-pool.js';
import { type Claims, signJwt, verifyJwt } from './jwt.js';
import {
  checkPassword,
  createUser,
  deleteUser,
  findUserByEmail,
  findUserById,
  isUuid,
  listUsers,
  type UserRow,
  updateUser,
  userJson,
} from './users.js';

const API_VERSION = { 'X-Supabase-Api-Version': '2024-01-01' };
export const MIN_PASSWORD_LENGTH = 8;

function authError(
  status: number,
  code: string,
  message: string,
  extra: Record<string, string> = {},
) {
  return new HttpError(status, { code, message }, extra);
}

const emailExists = () =>
  authError(422, 'email_exists', 'A user with this email address has already been registered');

const rateLimited = (waitMs: number) =>
  authError(429, 'over_request_rate_limit', 'Request rate limit reached', {
    'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))),
  });

const invalidCredentials = () => authError(400, 'invalid_credentials', 'Invalid login credentials');

export async function handleAuth(
  ctx: Ctx,
  req: IncomingMessage,
  res: ServerResponse,
  route: string,
  query: URLSearchParams,
): Promise<void> {
  try {
    await dispatch(ctx, req, res, route, query);
  } catch (e) {
    if (e instanceof HttpError) {
      sendJson(res, e.status, e.body, { ...API_VERSION, ...e.headers });
      return;
    }
    if (isPgError(e) && e.code === '23505') {
      const exists = emailExists();
      sendJson(res, exists.status, exists.body, API_VERSION);
      return;
    }
    if (e instanceof PoolBusy) {
      const limited = rateLimited(1000);
      sendJson(res, limited.status, limited.body, { ...API_VERSION, ...limited.headers });
      return;
    }
    if (e instanceof BodyTooLarge) {
      sendJson(
        res,
        413,
        { code: 'request_too_large', message: 'Request body too large' },
        API_VERSION,
      );
      return;
    }
    throw e;
  }
}

async function dispatch(
  ctx: Ctx,
  req: IncomingMessage,
  res: ServerResponse,
  route: string,
  query: URLSearchParams,
): Promise<void> {
  const method = req.method ?? 'GET';
  const ok = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    sendJson(res, status, body, { ...API_VERSION, ...headers });

  if (route === '/health' && method === 'GET') {
    return ok(200, { version: 'local-supabase', name: 'GoTrue', description: 'local' });
  }
  if (route === '/settings' && method === 'GET') {
    return ok(200, {
      external: { email: true, phone: false },
      disable_signup: true,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
    });
  }
  if (route === '/token' && method === 'POST') {
    const body = await jsonBody(req);
    const grant = query.get('grant_type');
    if (grant === 'password') return ok(200, await passwordGrant(ctx, req, body));
    if (grant === 'refresh_token') return ok(200, await refreshGrant(ctx, body));
    throw authError(400, 'validation_failed', 'unsupported_grant_type');
  }
  if (route === '/signup' && method === 'POST') {
    // DECISIONS 9: staff accounts are created by an admin, never self-registered.
    throw authError(422, 'signup_disabled', 'Signups not allowed for this instance');
  }
  if (route === '/user' && method === 'GET') {
    const { user } = await currentSession(ctx, req);
    return ok(200, userJson(user));
  }
  if (route === '/user' && method === 'PUT') {
    const { user, claims } = await currentSession(ctx, req);
    const body = await jsonBody(req);
    const password = optionalString(body.password, 'password');
    if (password !== undefined) validatePassword(password);
    const updated = await updateUser(ctx.db, user.id, {
      password,
      userMetadata: isPlainObject(body.data) ? body.data : undefined,
    });
    if (!updated) throw authError(404, 'user_not_found', 'User not found');
    if (password !== undefined) {
      // As GoTrue: a new password ends every other session of the user.
      await ctx.db.query('delete from auth.sessions where user_id = $1 and id <> $2', [
        user.id,
        claims.session_id,
      ]);
    }
    return ok(200, userJson(updated));
  }
  if (route === '/logout' && method === 'POST') {
    const { user, claims } = await currentSession(ctx, req);
    const scope = query.get('scope') ?? 'global';
    if (scope === 'global') {
      await ctx.db.query('delete from auth.sessions where user_id = $1', [user.id]);
    } else if (scope === 'local') {
      await ctx.db.query('delete from auth.sessions where id = $1', [claims.session_id]);
    } else if (scope === 'others') {
      await ctx.db.query('delete from auth.sessions where user_id = $1 and id <> $2', [
        user.id,
        claims.session_id,
      ]);
    } else {
      throw authError(400, 'validation_failed', 'Unsupported logout scope');
    }
    res.writeHead(204, API_VERSION);
    res.end();
    return;
  }
  if (route === '/admin/users' || route.startsWith('/admin/users/')) {
    await requireServiceRole(ctx, req);
    return adminUsers(ctx, req, res, route, query, ok);
  }
  throw authError(404, 'not_found', 'Not found');
}

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const buf = await readBody(req, 1024 * 1024);
  if (buf.length === 0) return {};
  const parsed = parseJson(buf);
  if (!parsed.ok || !isPlainObject(parsed.value)) {
    throw authError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (hasNul(parsed.value)) {
    throw authError(400, 'validation_failed', 'NUL characters are not allowed in the request');
  }
  return parsed.value;
}

function optionalString(v: unknown, name: string): string | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw authError(400, 'validation_failed', `${name} must be a string`);
  return v;
}

function validatePassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new HttpError(422, {
      code: 'weak_password',
      message: `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
      weak_password: { reasons: ['length'] },
    });
  }
  // bcrypt reads 72 bytes: a longer password would be cut, so GoTrue refuses it.
  if (Buffer.byteLength(password, 'utf8') > 72) {
    throw authError(422, 'validation_failed', 'Password cannot be longer than 72 characters');
  }
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

async function passwordGrant(ctx: Ctx, req: IncomingMessage, body: Record<string, unknown>) {
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  if (!email || !password) {
    throw authError(400, 'validation_failed', 'missing email or phone');
  }
  const ip = clientAddress(req, ctx.trustedProxies);
  const account = email.toLowerCase();
  // Counted before the hash is checked: parallel guesses cannot all pass the check.
  const wait = ctx.limiter.attempt(ip, account);
  if (wait > 0) throw rateLimited(wait);
  const user = await findUserByEmail(ctx.db, email);
  // Always run bcrypt, against a dummy hash for unknown users: same answer, same time.
  const good = await checkPassword(password, user?.encrypted_password ?? null);
  if (!user || !good || !user.encrypted_password) throw invalidCredentials();
  if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) {
    throw invalidCredentials();
  }
  ctx.limiter.recordSuccess(account, ip);
  const signedIn = await ctx.db.transaction(async (tx) => {
    const rows = await tx.query<{ json: string }>(
      `update auth.users u set last_sign_in_at = now() where id = $1 returning row_to_json(u)::text as json`,
      [user.id],
    );
    const fresh = rows[0] ? (JSON.parse(rows[0].json) as UserRow) : user;
    const session = await tx.query<{ id: string }>(
      'insert into auth.sessions (user_id) values ($1) returning id::text',
      [user.id],
    );
    const sessionId = session[0]?.id ?? '';
    const refresh = await newRefreshToken(tx, user.id, sessionId, null);
    return { user: fresh, sessionId, refresh };
  });
  return sessionResponse(ctx, signedIn.user, signedIn.sessionId, signedIn.refresh);
}

async function newRefreshToken(
  tx: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await tx.query(
    'insert into auth.refresh_tokens (token_hash, user_id, session_id, parent) values ($1, $2, $3, $4)',
    [hashToken(token), userId, sessionId, parent],
  );
  return token;
}

async function refreshGrant(ctx: Ctx, body: Record<string, unknown>) {
  const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
  if (!token) throw authError(400, 'validation_failed', 'Refresh Token is missing');
  const notFound = () =>
    authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  const result = await ctx.db.transaction(async (tx) => {
    const rows = await tx.query<{
      id: string;
      user_id: string;
      session_id: string;
      revoked: boolean;
      age_ms: number;
    }>(
      `select id::text, user_id::text, session_id::text, revoked,
              (extract(epoch from (now() - updated_at)) * 1000)::int as age_ms
         from auth.refresh_tokens where token_hash = $1 for update`,
      [hashToken(token)],
    );
    const row = rows[0];
    if (!row) return { error: notFound() };
    if (row.revoked) {
      // A rotated token presented again. Shortly after rotation it is a benign race (two tabs
      // refreshing at once): hand out a fresh child. Later it means the token leaked: revoke
      // the whole session so neither holder keeps access.
      if (row.age_ms >= ctx.refreshReuseIntervalMs) {
        await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
        return {
          error: authError(
            400,
            'refresh_token_already_used',
            'Invalid Refresh Token: Already Used',
          ),
        };
      }
    }
    await tx.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1 and not revoked',
      [row.id],
    );
    await tx.query('update auth.sessions set updated_at = now() where id = $1', [row.session_id]);
    const refresh = await newRefreshToken(tx, row.user_id, row.session_id, hashToken(token));
    const user = await findUserById(tx, row.user_id);
    if (!user) return { error: notFound() };
    if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) {
      return { error: authError(400, 'user_banned', 'User is banned') };
    }
    return { user, sessionId: row.session_id, refresh };
  });
  // The session revocation above must commit, so the error is thrown after the transaction.
  if ('error' in result) throw result.error;
  return sessionResponse(ctx, result.user, result.sessionId, result.refresh);
}

async function sessionResponse(ctx: Ctx, user: UserRow, sessionId: string, refreshToken: string) {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: `${ctx.url}/auth/v1`,
    aud: 'authenticated',
    sub: user.id,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    session_id: sessionId,
    is_anonymous: false,
  };
  const accessToken = await signJwt(claims, ctx.secret, ctx.jwtExpiry);
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ctx.jwtExpiry,
    expires_at: now + ctx.jwtExpiry,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** The user and claims behind the bearer token, with the session still alive. */
async function currentSession(
  ctx: Ctx,
  req: IncomingMessage,
): Promise<{ user: UserRow; claims: Claims }> {
  const token = bearer(req);
  if (!token) throw authError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  const verified = await verifyJwt(token, ctx.secret);
  if (!verified.ok) {
    throw authError(
      403,
      'bad_jwt',
      verified.reason === 'expired'
        ? 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired'
        : 'invalid JWT: unable to parse or verify signature',
    );
  }
  const claims = verified.claims;
  if (claims.role !== 'authenticated' || !claims.sub || !claims.session_id) {
    throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  const session = await ctx.db.query('select 1 from auth.sessions where id = $1 and user_id = $2', [
    isUuid(claims.session_id) ? claims.session_id : null,
    claims.sub,
  ]);
  if (session.length === 0) {
    throw authError(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    );
  }
  const user = await findUserById(ctx.db, claims.sub);
  if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { user, claims };
}

async function requireServiceRole(ctx: Ctx, req: IncomingMessage): Promise<void> {
  const token = bearer(req);
  const verified = token ? await verifyJwt(token, ctx.secret) : undefined;
  if (!verified?.ok) {
    throw authError(401, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
  }
  if (verified.claims.role !== 'service_role') {
    throw authError(403, 'not_admin', 'User not allowed');
  }
}

async function adminUsers(
  ctx: Ctx,
  req: IncomingMessage,
  _res: ServerResponse,
  route: string,
  query: URLSearchParams,
  ok: (status: number, body: unknown, headers?: Record<string, string>) => void,
): Promise<void> {
  const method = req.method ?? 'GET';
  if (route === '/admin/users') {
    if (method === 'GET') {
      const page = Math.max(1, Number.parseInt(query.get('page') || '1', 10) || 1);
      const perPage = Math.min(
        1000,
        Math.max(1, Number.parseInt(query.get('per_page') || '50', 10) || 50),
      );
      const { users, total } = await listUsers(ctx.db, page, perPage);
      const last = Math.max(1, Math.ceil(total / perPage));
      return ok(
        200,
        { aud: 'authenticated', users: users.map(userJson) },
        {
          'X-Total-Count': String(total),
          Link: `</admin/users?page=${last}&per_page=${perPage}>; rel="last"`,
        },
      );
    }
    if (method === 'POST') {
      const body = await jsonBody(req);
      const email = optionalString(body.email, 'email')?.trim();
      if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) {
        throw authError(
          400,
          'validation_failed',
          'Unable to validate email address: invalid format',
        );
      }
      const password = optionalString(body.password, 'password');
      if (password !== undefined) validatePassword(password);
      if (await findUserByEmail(ctx.db, email)) throw emailExists();
      const user = await createUser(ctx.db, {
        email,
        password,
        emailConfirm: body.email_confirm !== false,
        userMetadata: isPlainObject(body.user_metadata) ? body.user_metadata : undefined,
        appMetadata: isPlainObject(body.app_metadata) ? body.app_metadata : undefined,
      });
      return ok(200, userJson(user));
    }
    throw authError(405, 'method_not_allowed', 'Method not allowed');
  }
  const id = decodeURIComponent(route.slice('/admin/users/'.length));
  if (!isUuid(id)) throw authError(404, 'user_not_found', 'User not found');
  if (method === 'GET') {
    const user = await findUserById(ctx.db, id);
    if (!user) throw authError(404, 'user_not_found', 'User not found');
    return ok(200, userJson(user));
  }
  if (method === 'PUT') {
    const body = await jsonBody(req);
    const password = optionalString(body.password, 'password');
    if (password !== undefined) validatePassword(password);
    const newEmail = optionalString(body.email, 'email')?.trim();
    if (newEmail !== undefined) {
      if (!/^[^\s@]+@[^\s@]+$/.test(newEmail)) {
        throw authError(
          400,
          'validation_failed',
          'Unable to validate email address: invalid format',
        );
      }
      const holder = await findUserByEmail(ctx.db, newEmail);
      if (holder && holder.id !== id) throw emailExists();
    }
    const user = await updateUser(ctx.db, id, {
      email: newEmail,
      password,
      userMetadata: isPlainObject(body.user_metadata) ? body.user_metadata : undefined,
      appMetadata: isPlainObject(body.app_metadata) ? body.app_metadata : undefined,
      emailConfirm: body.email_confirm === true,
      banDuration: optionalString(body.ban_duration, 'ban_duration'),
    });
    if (!user) throw authError(404, 'user_not_found', 'User not found');
    if (password !== undefined || body.ban_duration !== undefined) {
      // A new password or a ban ends every existing session.
      await ctx.db.query('delete from auth.sessions where user_id = $1', [id]);
    }
    return ok(200, userJson(user));
  }
  if (method === 'DELETE') {
    const user = await deleteUser(ctx.db, id);
    if (!user) throw authError(404, 'user_not_found', 'User not found');
    return ok(200, userJson(user));
  }
  throw authError(405, 'method_not_allowed', 'Method not allowed');
}
