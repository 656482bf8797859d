/** /admin/users and /admin/users/<id>: user management for the service role only. */
import { json, type Reply } from '../../http/reply.js';
import type { ServiceRequest } from '../../http/request.js';
import { isPlainObject } from '../../http/util.js';
import { isUuid } from '../../identity/claims.js';
import {
  type AuthDeps,
  jsonBody,
  optionalString,
  requireServiceRole,
  validEmail,
} from '../context.js';
import { authError, emailExists, userNotFound, validationFailed } from '../errors.js';
import { validatePassword } from '../passwords.js';
import { endUserSessions } from '../sessions.js';
import {
  createUser,
  deleteUser,
  findUserByEmail,
  findUserById,
  listUsers,
  updateUser,
  userJson,
} from '../users.js';

const methodNotAllowed = () => authError(405, 'method_not_allowed', 'Method not allowed');

export async function adminUsers(deps: AuthDeps, req: ServiceRequest): Promise<Reply> {
  await requireServiceRole(deps, req);
  if (req.route === '/admin/users') {
    if (req.method === 'GET') return list(deps, req);
    if (req.method === 'POST') return create(deps, req);
    throw methodNotAllowed();
  }
  const id = decodeId(req.route.slice('/admin/users/'.length));
  if (!isUuid(id)) throw userNotFound();
  if (req.method === 'GET') {
    const user = await findUserById(deps.db, id);
    if (!user) throw userNotFound();
    return json(200, userJson(user));
  }
  if (req.method === 'PUT') return update(deps, req, id);
  if (req.method === 'DELETE') {
    const user = await deleteUser(deps.db, id);
    if (!user) throw userNotFound();
    return json(200, userJson(user));
  }
  throw methodNotAllowed();
}

/** A malformed escape (`%E0%A4%A`) names no user, rather than failing the request. */
function decodeId(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return '';
  }
}

/** GoTrue's paginate: an unsigned whole number, or its ParseUint error. */
function pageParam(req: ServiceRequest, name: string, fallback: number): number {
  const raw = req.query.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) {
    throw validationFailed(
      `Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(raw)}: invalid syntax`,
    );
  }
  return Number(raw);
}

/**
 * GET /admin/users as GoTrue's adminUsers pages it: newest first, X-Total-Count, and a Link
 * header naming the next page (when there is one) and the last, on the request's own query.
 * Page 0 is the first page and per_page is capped at 1000 (GoTrue's keyset maximum).
 */
async function list(deps: AuthDeps, req: ServiceRequest): Promise<Reply> {
  const page = Math.max(1, pageParam(req, 'page', 1));
  const perPage = Math.min(1000, Math.max(1, pageParam(req, 'per_page', 50)));
  const { users, total } = await listUsers(deps.db, page, perPage, req.query.get('filter') ?? '');
  const pages = Math.ceil(total / perPage);
  const at = (n: number) => {
    const q = new URLSearchParams(req.query);
    q.set('page', String(n));
    q.sort();
    return `</admin/users?${q.toString()}>`;
  };
  const link = `${pages > page ? `${at(page + 1)}; rel="next", ` : ''}${at(pages)}; rel="last"`;
  return json(
    200,
    { aud: 'authenticated', users: users.map(userJson) },
    { 'X-Total-Count': String(total), Link: link },
  );
}

async function create(deps: AuthDeps, req: ServiceRequest): Promise<Reply> {
  const body = await jsonBody(req);
  // GoTrue's adminUserCreate order: an address at all, its format, whether it is taken, and
  // only then the password.
  const given = optionalString(body.email, 'email');
  if (!given && !optionalString(body.phone, 'phone')) {
    throw validationFailed('Cannot create a user without either an email or phone');
  }
  const email = validEmail(given);
  if (await findUserByEmail(deps.db, email)) throw emailExists();
  const password = optionalString(body.password, 'password');
  if (password !== undefined) validatePassword(password, deps.config.password);
  const user = await createUser(deps.db, {
    email,
    password,
    emailConfirm: body.email_confirm !== false,
    userMetadata: isPlainObject(body.user_metadata) ? body.user_metadata : undefined,
    appMetadata: isPlainObject(body.app_metadata) ? body.app_metadata : undefined,
  });
  return json(200, userJson(user));
}

async function update(deps: AuthDeps, req: ServiceRequest, id: string): Promise<Reply> {
  const body = await jsonBody(req);
  const password = optionalString(body.password, 'password');
  if (password !== undefined) validatePassword(password, deps.config.password);
  const given = optionalString(body.email, 'email');
  const newEmail = given === undefined ? undefined : validEmail(given);
  if (newEmail !== undefined) {
    const holder = await findUserByEmail(deps.db, newEmail);
    if (holder && holder.id !== id) throw emailExists();
  }
  const user = await updateUser(deps.db, id, {
    email: newEmail,
    password,
    userMetadata: isPlainObject(body.user_metadata) ? body.user_metadata : undefined,
    appMetadata: isPlainObject(body.app_metadata) ? body.app_metadata : undefined,
    emailConfirm: body.email_confirm === true,
    banDuration: optionalString(body.ban_duration, 'ban_duration'),
  });
  if (!user) throw userNotFound();
  // A new password or a ban ends every existing session.
  if (password !== undefined || body.ban_duration !== undefined) {
    await endUserSessions(deps.db, id);
  }
  return json(200, userJson(user));
}
