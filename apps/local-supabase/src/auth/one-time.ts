/**
 * One-time codes and links, kept as GoTrue keeps them in auth.one_time_tokens: one row per user
 * and token type, `token_hash` the SHA-224 of the lower-cased address followed by the code
 * (GoTrue's crypto.GenerateTokenHash), `relates_to` the address. Issuing a code of a type
 * replaces the user's earlier one of that type, using one deletes it, and it expires
 * `expirySeconds` after it was issued ([auth.email] otp_expiry).
 *
 * Where this server differs from GoTrue, on purpose: GoTrue's link token *is* the stored hash,
 * so anyone who knows an address can turn the million possible codes into the million
 * possible links and try those, past any count of wrong codes. Here a link carries the row's
 * id and an HMAC of the row under the server's key (`linkToken`), so a link cannot be derived
 * from the code or from a copy of the table, and it dies with the row like the code does.
 * Both are compared in constant time, after the row was found by something that is not secret
 * (its id, or the user's address).
 */
import { createHash, createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/types.js';

/** GoTrue's auth.one_time_token_type. */
export type OneTimeTokenType =
  | 'confirmation_token'
  | 'reauthentication_token'
  | 'recovery_token'
  | 'email_change_token_new'
  | 'email_change_token_current'
  | 'phone_change_token';

/** The links this server issues, by the `type` GoTrue's generate_link and /verify name them. */
export type LinkType = 'invite' | 'recovery' | 'magiclink' | 'signup';

/** The row type a link is issued as (GoTrue's mail.go: magic links ride on recovery tokens). */
export const ISSUED_AS: Readonly<Record<LinkType, OneTimeTokenType>> = {
  invite: 'confirmation_token',
  signup: 'confirmation_token',
  recovery: 'recovery_token',
  magiclink: 'recovery_token',
};

/**
 * The row types a /verify `type` accepts, as GoTrue's verifyTokenHash and verifyUserAndToken
 * look them up; undefined for a type this server does not verify.
 */
export function acceptedTypes(type: string): readonly OneTimeTokenType[] | undefined {
  switch (type) {
    case 'email':
      return ['confirmation_token', 'recovery_token'];
    case 'signup':
    case 'invite':
      return ['confirmation_token'];
    case 'recovery':
    case 'magiclink':
      return ['recovery_token'];
    case 'email_change':
      return ['email_change_token_current', 'email_change_token_new'];
    default:
      return undefined;
  }
}

export interface OneTimeSettings {
  /** Digits in a code ([auth.email] otp_length: 6 to 10, as GoTrue allows). */
  otpLength: number;
  /** How long a code or link works ([auth.email] otp_expiry, seconds). */
  expirySeconds: number;
  /** The key links are signed with (derived from the server's secret, see `linkKey`). */
  linkKey: Uint8Array;
}

/** The config.toml defaults of the Supabase CLI, which hosted projects start with. */
export const DEFAULT_OTP_LENGTH = 6;
export const DEFAULT_OTP_EXPIRY_SECONDS = 3600;

/** A key for links only, so a link's MAC and a JWT signature never share a key. */
export function linkKey(secret: Uint8Array): Uint8Array {
  return createHmac('sha256', secret).update('local-supabase one-time links').digest();
}

/** GoTrue's crypto.GenerateTokenHash: SHA-224 of the address and the code, in hex. */
export function tokenHash(address: string, otp: string): string {
  return createHash('sha224')
    .update(address + otp)
    .digest('hex');
}

/** A code of `length` digits, every value equally likely (GoTrue's crypto.GenerateOtp). */
export function generateOtp(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += String(randomInt(0, 10));
  return out;
}

export type StoredToken = {
  id: string;
  user_id: string;
  token_type: OneTimeTokenType;
  token_hash: string;
  relates_to: string;
  /** Seconds since it was issued. */
  age: number;
};

const MAC_HEX = 48;

function mac(
  key: Uint8Array,
  row: Pick<StoredToken, 'id' | 'user_id' | 'token_type' | 'token_hash'>,
) {
  return createHmac('sha256', key)
    .update(`${row.id}\n${row.user_id}\n${row.token_type}\n${row.token_hash}`)
    .digest('hex')
    .slice(0, MAC_HEX);
}

/** The token a link carries (`hashed_token` of generate_link): the row's id and its MAC. */
export function linkToken(
  key: Uint8Array,
  row: Pick<StoredToken, 'id' | 'user_id' | 'token_type' | 'token_hash'>,
): string {
  return `${row.id.replaceAll('-', '')}${mac(key, row)}`;
}

/** The row id a link token names, or undefined when it is not shaped like one. */
export function linkRowId(token: string): string | undefined {
  const m = new RegExp(`^([0-9a-f]{32})[0-9a-f]{${MAC_HEX}}$`).exec(token);
  if (!m?.[1]) return undefined;
  const h = m[1];
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface Issued {
  /** The code to type (`email_otp`). */
  otp: string;
  /** The link's token (`hashed_token`; /verify?token=...). */
  linkToken: string;
}

/** Times are UTC: GoTrue's columns are `timestamp without time zone`. */
const NOW_UTC = `(now() at time zone 'utc')`;
const AGE = `extract(epoch from (${NOW_UTC} - t.created_at))::float8 as age`;
const COLUMNS = `t.id::text, t.user_id::text, t.token_type::text, t.token_hash, t.relates_to, ${AGE}`;

/**
 * A new code (and link) for one user and purpose. The user's earlier one of the same row type
 * is replaced in the same statement, so it stops working at once.
 */
export async function issue(
  tx: Queryable,
  settings: OneTimeSettings,
  target: { userId: string; address: string; type: OneTimeTokenType },
): Promise<Issued> {
  const otp = generateOtp(settings.otpLength);
  const address = target.address.toLowerCase();
  const row = {
    id: randomUUID(),
    user_id: target.userId,
    token_type: target.type,
    token_hash: tokenHash(address, otp),
  };
  await tx.query(
    `insert into auth.one_time_tokens as t
       (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values ($1, $2, $3, $4, $5, ${NOW_UTC}, ${NOW_UTC})
     on conflict (user_id, token_type) do update
       set id = excluded.id, token_hash = excluded.token_hash, relates_to = excluded.relates_to,
           created_at = excluded.created_at, updated_at = excluded.updated_at`,
    [row.id, row.user_id, row.token_type, row.token_hash, address],
  );
  return { otp, linkToken: linkToken(settings.linkKey, row) };
}

/** What a presented link or code found. */
export type Lookup =
  /** The secret matched this row (expiry not yet checked). */
  | { kind: 'match'; row: StoredToken }
  /** Rows that could have matched but did not: the wrong tries count against them. */
  | { kind: 'wrong'; rows: StoredToken[] }
  /** Nothing to compare against. */
  | { kind: 'none' };

/**
 * The row a link token names, if its MAC is right. Rows are locked for the transaction, so
 * tries at one code are judged one after another, each seeing the one before's outcome.
 */
export async function findByLink(
  tx: Queryable,
  settings: OneTimeSettings,
  token: string,
  types: readonly OneTimeTokenType[],
): Promise<Lookup> {
  const id = linkRowId(token);
  if (!id) return { kind: 'none' };
  const rows = await tx.query<StoredToken>(
    `select ${COLUMNS} from auth.one_time_tokens t
      where t.id = $1 and t.token_type::text = any($2::text[])
      for update of t`,
    [id, types],
  );
  const row = rows[0];
  if (!row) return { kind: 'none' };
  return sameHex(linkToken(settings.linkKey, row), token)
    ? { kind: 'match', row }
    : { kind: 'wrong', rows: [row] };
}

/** The user's row whose code this is, comparing each candidate in constant time. */
export async function findByCode(
  tx: Queryable,
  userId: string,
  otp: string,
  types: readonly OneTimeTokenType[],
): Promise<Lookup> {
  const rows = await tx.query<StoredToken>(
    `select ${COLUMNS} from auth.one_time_tokens t
      where t.user_id = $1 and t.token_type::text = any($2::text[])
      order by array_position($2::text[], t.token_type::text)
      for update of t`,
    [userId, types],
  );
  return compareCode(rows, otp);
}

function compareCode(rows: StoredToken[], otp: string): Lookup {
  if (rows.length === 0) return { kind: 'none' };
  let found: StoredToken | undefined;
  for (const row of rows) {
    // Every row is compared, so the time does not tell which one matched.
    if (sameHex(tokenHash(row.relates_to, otp), row.token_hash)) found ??= row;
  }
  return found ? { kind: 'match', row: found } : { kind: 'wrong', rows };
}

/**
 * The row an e-mail change code sent to `address` is for: the new address's code, or the
 * current address's, whoever's change it is (GoTrue's FindUserForEmailChange), compared as
 * `findByCode` compares.
 */
export async function findByAddressCode(
  tx: Queryable,
  address: string,
  otp: string,
  types: readonly OneTimeTokenType[],
): Promise<Lookup> {
  const rows = await tx.query<StoredToken>(
    `select ${COLUMNS} from auth.one_time_tokens t
      where t.relates_to = lower($1) and t.token_type::text = any($2::text[])
      order by t.id
      for update of t`,
    [address, types],
  );
  return compareCode(rows, otp);
}

/**
 * Uses a row up: true for the one caller whose delete removed it (two concurrent uses of the
 * same code or link cannot both succeed).
 */
export async function consume(tx: Queryable, row: StoredToken): Promise<boolean> {
  const gone = await tx.query(
    'delete from auth.one_time_tokens where id = $1 and token_hash = $2 returning id',
    [row.id, row.token_hash],
  );
  return gone.length === 1;
}

/** Retires a row whose code was guessed at too often, or that has expired. */
export async function retire(tx: Queryable, row: Pick<StoredToken, 'id'>): Promise<void> {
  await tx.query('delete from auth.one_time_tokens where id = $1', [row.id]);
}
