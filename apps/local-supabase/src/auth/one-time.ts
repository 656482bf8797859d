/**
 * One-time links (invite, recovery, magic link), as GoTrue issues them: a link token (the
 * `hashed_token` of generate_link, the `token` of /verify) and a six-digit e-mailed code, for
 * one user and one purpose. Only SHA-256 hashes are stored (auth.one_time_tokens); a newer
 * link of the same type replaces the older one, a used one is deleted, and a link older than
 * the expiry (GoTrue's mailer OTP expiry, 24 hours by default) is refused.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Queryable } from '../db/types.js';

export type LinkType = 'invite' | 'recovery' | 'magiclink';
export const LINK_TYPES: readonly LinkType[] = ['invite', 'recovery', 'magiclink'];

/** GoTrue's GOTRUE_MAILER_OTP_EXP default. */
export const DEFAULT_LINK_EXPIRY_SECONDS = 24 * 3600;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export interface IssuedLink {
  /** Goes in the link: /verify?token=<hashedToken>&type=... */
  hashedToken: string;
  /** The six-digit code for verifyOtp({ email, token, type }). */
  otp: string;
}

export async function issueLink(
  tx: Queryable,
  userId: string,
  type: LinkType,
): Promise<IssuedLink> {
  const hashedToken = randomBytes(28).toString('hex');
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await tx.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, otp_hash)
     values ($1, $2, $3, $4)
     on conflict (user_id, token_type) do update
       set token_hash = excluded.token_hash, otp_hash = excluded.otp_hash, created_at = now()`,
    [userId, type, sha256(hashedToken), sha256(`${userId}:${otp}`)],
  );
  return { hashedToken, otp };
}

/** Types a link of `type` may be presented as: GoTrue verifies a magic link as `email` too. */
function storedTypes(type: string): LinkType[] {
  if (type === 'email' || type === 'magiclink') return ['magiclink'];
  if (type === 'invite') return ['invite'];
  if (type === 'recovery') return ['recovery'];
  if (type === 'signup') return ['invite'];
  return [];
}

/**
 * Uses a link: the user it was for, or undefined when it is unknown, used or expired. The
 * row is deleted in the same statement, so two concurrent uses cannot both succeed.
 */
export async function consumeLink(
  tx: Queryable,
  type: string,
  by: { tokenHash: string } | { userId: string; otp: string },
  expirySeconds: number,
): Promise<string | undefined> {
  const types = storedTypes(type);
  if (types.length === 0) return undefined;
  const rows =
    'tokenHash' in by
      ? await tx.query<{ user_id: string; age: number }>(
          `delete from auth.one_time_tokens
            where token_hash = $1 and token_type = any($2::text[])
           returning user_id::text, extract(epoch from (now() - created_at))::float8 as age`,
          [sha256(by.tokenHash), types],
        )
      : await tx.query<{ user_id: string; age: number }>(
          `delete from auth.one_time_tokens
            where user_id = $1 and otp_hash = $2 and token_type = any($3::text[])
           returning user_id::text, extract(epoch from (now() - created_at))::float8 as age`,
          [by.userId, sha256(`${by.userId}:${by.otp}`), types],
        );
  const row = rows[0];
  if (!row || Number(row.age) > expirySeconds) return undefined;
  return row.user_id;
}
