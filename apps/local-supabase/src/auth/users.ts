/**
 * auth.users access for the auth server. The auth server is the platform, not a caller, so
 * it reads and writes these tables directly (as GoTrue does with its own database role).
 */
import bcrypt from 'bcryptjs';
import type { Queryable } from '../db/types.js';
import { isUuid } from '../identity/claims.js';
import { FACTORS_OF_U } from './factors.js';
import { compareInPool, hashInPool } from './hash-pool.js';

export const BCRYPT_COST = 10;

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  phone: string | null;
  banned_until: string | null;
  is_anonymous: boolean;
  invited_at?: string | null;
  confirmation_sent_at?: string | null;
  recovery_sent_at?: string | null;
  /** A pending e-mail change: the new address ('' when none) and when its mails went out. */
  email_change?: string;
  email_change_sent_at?: string | null;
  created_at: string;
  updated_at: string;
  factors?: Record<string, unknown>[];
  identities?: Record<string, unknown>[];
}

/**
 * The user's identities as GoTrue shows them; `email_verified` follows the user's confirmation,
 * as GoTrue sets it when the address is confirmed.
 */
const IDENTITIES_OF_U = `(select coalesce(jsonb_agg(jsonb_build_object(
    'identity_id', i.id, 'id', i.provider_id, 'user_id', i.user_id,
    'identity_data', i.identity_data || jsonb_build_object('email', u.email,
      'email_verified', u.email_confirmed_at is not null),
    'provider', i.provider, 'last_sign_in_at', i.last_sign_in_at, 'created_at', i.created_at,
    'updated_at', i.updated_at, 'email', lower(u.email)) order by i.created_at), '[]'::jsonb)
  from auth.identities i where i.user_id = u.id)`;

/**
 * Renders rows as JSON inside SQL so both drivers return identical ISO timestamps, with the
 * user's MFA factors as GoTrue's user object carries them.
 */
export const USER_JSON = `(to_jsonb(u) || jsonb_build_object('factors', ${FACTORS_OF_U},
  'identities', ${IDENTITIES_OF_U}))::text as json`;

function parseRows(rows: { json: string }[]): UserRow[] {
  return rows.map((r) => JSON.parse(r.json) as UserRow);
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const rows = await db.query<{ json: string }>(
    `select ${USER_JSON} from auth.users u where lower(u.email) = lower($1)`,
    [email],
  );
  return parseRows(rows)[0];
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await db.query<{ json: string }>(
    `select ${USER_JSON} from auth.users u where u.id = $1`,
    [id],
  );
  return parseRows(rows)[0];
}

/**
 * A page of users, newest first (GoTrue's default sort, created_at descending); with a filter,
 * only those whose address or `full_name` contains it, as GoTrue's FindUsersInAudience matches
 * (the address case-sensitively, the name not; `%` and `_` are LIKE's wildcards there too).
 */
export async function listUsers(
  db: Queryable,
  page: number,
  perPage: number,
  filter = '',
): Promise<{ users: UserRow[]; total: number }> {
  const where = `($1 = '' or u.email like '%' || $1 || '%'
    or u.raw_user_meta_data ->> 'full_name' ilike '%' || $1 || '%')`;
  const rows = await db.query<{ json: string }>(
    `select ${USER_JSON} from auth.users u where ${where}
      order by u.created_at desc, u.id desc limit $2 offset $3`,
    [filter, perPage, (page - 1) * perPage],
  );
  const count = await db.query<{ n: number }>(
    `select count(*)::int as n from auth.users u where ${where}`,
    [filter],
  );
  return { users: parseRows(rows), total: Number(count[0]?.n ?? 0) };
}

export interface NewUser {
  email: string;
  password?: string | undefined;
  emailConfirm?: boolean | undefined;
  userMetadata?: Record<string, unknown> | undefined;
  appMetadata?: Record<string, unknown> | undefined;
}

export async function createUser(db: Queryable, input: NewUser): Promise<UserRow> {
  const hash = input.password ? await hashInPool(input.password, BCRYPT_COST) : null;
  const appMeta = { provider: 'email', providers: ['email'], ...(input.appMetadata ?? {}) };
  const rows = await db.query<{ json: string }>(
    `insert into auth.users as u (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values ($1, $2, case when $3::boolean then now() end, $4::jsonb, $5::jsonb)
     returning ${USER_JSON}`,
    [
      input.email.trim(),
      hash,
      input.emailConfirm ?? true,
      JSON.stringify(appMeta),
      JSON.stringify(input.userMetadata ?? {}),
    ],
  );
  const user = parseRows(rows)[0];
  if (!user) throw new Error('insert returned no row');
  // Every e-mail user has one email identity, as GoTrue makes it on sign-up and invite.
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1::text, $1::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text,
             'email_verified', $3::boolean, 'phone_verified', false), 'email', now(), now())`,
    [user.id, user.email, user.email_confirmed_at !== null],
  );
  return (await findUserById(db, user.id)) ?? user;
}

/** GoTrue's anonymous user: no address, no password, no identity, empty app_metadata. */
export async function createAnonymousUser(
  db: Queryable,
  userMetadata: Record<string, unknown>,
): Promise<UserRow> {
  const rows = await db.query<{ json: string }>(
    `insert into auth.users as u (email, is_anonymous, raw_app_meta_data, raw_user_meta_data)
     values (null, true, '{}'::jsonb, $1::jsonb)
     returning ${USER_JSON}`,
    [JSON.stringify(userMetadata)],
  );
  const user = parseRows(rows)[0];
  if (!user) throw new Error('insert returned no row');
  return user;
}

/**
 * An anonymous user given a confirmed address (GoTrue's emailChangeVerify with autoconfirm):
 * a permanent e-mail user from now on, with the email identity every e-mail user has.
 */
export async function makePermanent(db: Queryable, id: string, email: string): Promise<void> {
  await db.query(
    `update auth.users set email = $2, email_confirmed_at = now(), is_anonymous = false,
            raw_app_meta_data = raw_app_meta_data || '{"provider":"email","providers":["email"]}'::jsonb,
            updated_at = now()
      where id = $1`,
    [id, email],
  );
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1::text, $1::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text,
             'email_verified', true, 'phone_verified', false), 'email', now(), now())
     on conflict do nothing`,
    [id, email],
  );
}

export interface UserUpdate {
  email?: string | undefined;
  password?: string | undefined;
  userMetadata?: Record<string, unknown> | undefined;
  appMetadata?: Record<string, unknown> | undefined;
  emailConfirm?: boolean | undefined;
  banDuration?: string | undefined;
}

export async function updateUser(
  db: Queryable,
  id: string,
  input: UserUpdate,
): Promise<UserRow | undefined> {
  const hash = input.password ? await hashInPool(input.password, BCRYPT_COST) : null;
  const bannedUntil =
    input.banDuration === undefined
      ? undefined
      : input.banDuration === 'none'
        ? null
        : new Date(Date.now() + parseDuration(input.banDuration)).toISOString();
  const rows = await db.query<{ json: string }>(
    `update auth.users as u set
       email = coalesce($2, u.email),
       encrypted_password = coalesce($3, u.encrypted_password),
       raw_user_meta_data = case when $4::jsonb is null then u.raw_user_meta_data else u.raw_user_meta_data || $4::jsonb end,
       raw_app_meta_data = case when $5::jsonb is null then u.raw_app_meta_data else u.raw_app_meta_data || $5::jsonb end,
       email_confirmed_at = case when $6::boolean then coalesce(u.email_confirmed_at, now()) else u.email_confirmed_at end,
       banned_until = case when $7::boolean then $8::timestamptz else u.banned_until end,
       updated_at = now()
     where u.id = $1
     returning ${USER_JSON}`,
    [
      id,
      input.email ?? null,
      hash,
      input.userMetadata ? JSON.stringify(input.userMetadata) : null,
      input.appMetadata ? JSON.stringify(input.appMetadata) : null,
      input.emailConfirm ?? false,
      bannedUntil !== undefined,
      bannedUntil ?? null,
    ],
  );
  if (input.email !== undefined) {
    await db.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text),
              updated_at = now()
        where user_id = $1 and provider = 'email'`,
      [id, input.email],
    );
  }
  return parseRows(rows)[0];
}

export async function deleteUser(db: Queryable, id: string): Promise<UserRow | undefined> {
  const rows = await db.query<{ json: string }>(
    `delete from auth.users as u where u.id = $1 returning ${USER_JSON}`,
    [id],
  );
  return parseRows(rows)[0];
}

/** The user object GoTrue returns (supabase-wire.md 1.1). */
export function userJson(u: UserRow): Record<string, unknown> {
  return {
    id: u.id,
    aud: u.aud,
    role: u.role,
    email: u.email ?? '',
    email_confirmed_at: u.email_confirmed_at,
    phone: u.phone ?? '',
    confirmed_at: u.email_confirmed_at,
    last_sign_in_at: u.last_sign_in_at,
    app_metadata: u.raw_app_meta_data,
    user_metadata: u.raw_user_meta_data,
    identities: u.identities ?? [],
    created_at: u.created_at,
    updated_at: u.updated_at,
    banned_until: u.banned_until ?? undefined,
    invited_at: u.invited_at ?? undefined,
    confirmation_sent_at: u.confirmation_sent_at ?? undefined,
    recovery_sent_at: u.recovery_sent_at ?? undefined,
    new_email: u.email_change || undefined,
    email_change_sent_at: u.email_change_sent_at ?? undefined,
    is_anonymous: u.is_anonymous,
    // GoTrue omits the list when there is none; supabase-js reads it for listFactors and AAL.
    factors: u.factors?.length ? u.factors : undefined,
  };
}

function parseDuration(s: string): number {
  const m = /^(\d+)(h|m|s)$/.exec(s);
  if (!m) return 0;
  const n = Number(m[1]);
  return n * (m[2] === 'h' ? 3_600_000 : m[2] === 'm' ? 60_000 : 1000);
}

/** A fixed hash compared against when the user does not exist, so timing does not tell. */
export const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', BCRYPT_COST);

/** Checks a password in the bcrypt pool (auth/hash-pool.ts), never on the event loop. */
export function checkPassword(password: string, hash: string | null): Promise<boolean> {
  return compareInPool(password, hash ?? DUMMY_HASH);
}
