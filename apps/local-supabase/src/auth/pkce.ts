/**
 * PKCE for the e-mail flows, as GoTrue does it (pkce.go, models/flow_state.go): a request with
 * `code_challenge` stores a flow state for the user and the kind of flow, and its link's token
 * is prefixed `pkce_`. Opening that link redirects with `?code=` (the flow state's auth code)
 * instead of tokens in the fragment, and POST /token?grant_type=pkce exchanges the code and
 * the client's code verifier for a session, once. A flow state lasts GoTrue's five minutes
 * from its creation (from the code's issue for a magic link).
 */
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/types.js';
import { authError, validationFailed } from './errors.js';
import type { SessionMethod } from './sessions.js';

export const PKCE_PREFIX = 'pkce_';
const FLOW_STATE_EXPIRY_SECONDS = 300;

export interface Pkce {
  challenge: string;
  method: 's256' | 'plain';
}

/** GoTrue's authentication methods for the e-mail flows, by /verify `type`. */
const METHOD_OF_TYPE: Readonly<Record<string, string>> = {
  signup: 'email/signup',
  magiclink: 'magiclink',
  recovery: 'recovery',
  invite: 'invite',
};

/** GoTrue's validatePKCEParams and ParseCodeChallengeMethod; undefined for the implicit flow. */
export function pkceParams(body: Record<string, unknown>): Pkce | undefined {
  const challenge = typeof body.code_challenge === 'string' ? body.code_challenge : '';
  const method = typeof body.code_challenge_method === 'string' ? body.code_challenge_method : '';
  if ((challenge === '') !== (method === '')) {
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  }
  if (challenge === '') return undefined;
  if (challenge.length < 43 || challenge.length > 128) {
    throw validationFailed('code challenge has to be between 43 and 128 characters');
  }
  if (!/^[a-zA-Z._~0-9-]+$/.test(challenge)) {
    throw validationFailed(
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    );
  }
  const lower = method.toLowerCase();
  if (lower !== 's256' && lower !== 'plain') {
    throw validationFailed(`unsupported code_challenge method "${method}"`);
  }
  return { challenge, method: lower };
}

/** The token a link carries: `pkce_` marks the PKCE flow, as GoTrue's addFlowPrefixToToken. */
export function flowToken(token: string, pkce: Pkce | undefined): string {
  return pkce ? `${PKCE_PREFIX}${token}` : token;
}

/** GoTrue's generateFlowState for an e-mail flow of `type` (signup, magiclink, recovery). */
export async function saveFlowState(
  tx: Queryable,
  userId: string,
  type: 'signup' | 'magiclink' | 'recovery',
  pkce: Pkce | undefined,
): Promise<void> {
  if (!pkce) return;
  const method = METHOD_OF_TYPE[type] ?? type;
  await tx.query(
    `insert into auth.flow_state
       (user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method)
     values ($1, $2, $3, $4, $5, $5)`,
    [userId, randomUUID(), pkce.method, pkce.challenge, method],
  );
}

/**
 * GoTrue's issueAuthCode: the auth code of the user's newest flow state for the link's type,
 * stamped as issued; GoTrue's error when there is none.
 */
export async function issueAuthCode(tx: Queryable, userId: string, type: string): Promise<string> {
  const method = METHOD_OF_TYPE[type];
  const rows = method
    ? await tx.query<{ auth_code: string }>(
        `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
          where id = (select id from auth.flow_state
                       where user_id = $1 and authentication_method = $2
                       order by created_at desc limit 1)
          returning auth_code`,
        [userId, method],
      )
    : [];
  const code = rows[0]?.auth_code;
  if (!code) {
    throw authError(
      400,
      'flow_state_not_found',
      'No associated flow state found. No valid flow state found for user.',
    );
  }
  return code;
}

export interface Exchanged {
  userId: string;
  method: SessionMethod;
}

/**
 * POST /token?grant_type=pkce: the flow state behind `auth_code`, checked against the
 * verifier and used up in the same transaction, so a code is exchanged once.
 */
export async function exchangeAuthCode(
  tx: Queryable,
  authCode: string,
  verifier: string,
): Promise<Exchanged> {
  if (!authCode || !verifier) {
    throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  }
  const rows = await tx.query<{
    id: string;
    user_id: string | null;
    code_challenge: string;
    code_challenge_method: string;
    authentication_method: string;
    age: number;
  }>(
    `select id::text, user_id::text, code_challenge, code_challenge_method, authentication_method,
            extract(epoch from (now() - case when authentication_method = 'magiclink'
              then coalesce(auth_code_issued_at, created_at) else created_at end))::float8 as age
       from auth.flow_state where auth_code = $1 for update`,
    [authCode],
  );
  const row = rows[0];
  if (!row?.user_id) {
    throw authError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  }
  if (Number(row.age) > FLOW_STATE_EXPIRY_SECONDS) {
    throw authError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
  }
  const expected =
    row.code_challenge_method === 's256'
      ? createHash('sha256').update(verifier).digest('base64url')
      : verifier;
  const a = Buffer.from(row.code_challenge);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    throw authError(
      400,
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    );
  }
  await tx.query('delete from auth.flow_state where id = $1', [row.id]);
  const method: SessionMethod =
    row.authentication_method === 'recovery'
      ? 'recovery'
      : row.authentication_method === 'invite'
        ? 'invite'
        : 'otp';
  return { userId: row.user_id, method };
}
