/**
 * POST /factors/:id/challenge and /factors/:id/verify for TOTP, as GoTrue's mfa.go: a
 * challenge is good for 5 minutes, once, from the address that asked for it; a right code
 * raises the session to aal2 (amr `totp`), verifies a new factor, ends the user's other aal1
 * sessions and drops their unverified TOTP factors. Stricter than GoTrue: a code is accepted
 * once (its time step is kept), so one read over a shoulder cannot be replayed.
 */
import { clientAddress } from '../../http/client-ip.js';
import { json, type Reply } from '../../http/reply.js';
import type { ServiceRequest } from '../../http/request.js';
import { isUuid } from '../../identity/claims.js';
import { type AuthDeps, currentSession, jsonBody, optionalString } from '../context.js';
import { authError, validationFailed } from '../errors.js';
import { findFactor } from '../factors.js';
import { newRefreshToken, sessionMethod } from '../sessions.js';
import { matchTotp } from '../totp.js';
import { findUserById } from '../users.js';
import { loadOwnFactor } from './factors.js';
import { sessionResponse } from './token.js';

const CHALLENGE_EXPIRY_SECONDS = 300;

function limited(deps: AuthDeps, ip: string): void {
  if (!deps.mfaLimiter.take(ip)) {
    throw authError(429, 'over_request_rate_limit', 'Request rate limit reached');
  }
}

function verifyEnabled(deps: AuthDeps): void {
  if (!deps.mfa.totpVerify) {
    throw authError(422, 'mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
  }
}

export async function challengeFactor(
  deps: AuthDeps,
  req: ServiceRequest,
  factorId: string,
): Promise<Reply> {
  const { user } = await currentSession(deps, req);
  const factor = await loadOwnFactor(deps, user.id, factorId);
  const ip = clientAddress(req.raw, deps.trustedProxies);
  limited(deps, ip);
  verifyEnabled(deps);
  const rows = await deps.db.transaction(async (tx) => {
    await tx.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [
      factor.id,
    ]);
    return tx.query<{ id: string; created: number }>(
      `insert into auth.mfa_challenges (factor_id, ip_address) values ($1, $2)
       returning id::text, extract(epoch from created_at)::bigint as created`,
      [factor.id, ip],
    );
  });
  const challenge = rows[0];
  if (!challenge) throw new Error('insert returned no row');
  return json(200, {
    id: challenge.id,
    type: factor.factor_type,
    expires_at: Number(challenge.created) + CHALLENGE_EXPIRY_SECONDS,
  });
}

export async function verifyFactor(
  deps: AuthDeps,
  req: ServiceRequest,
  factorId: string,
): Promise<Reply> {
  const { user, claims } = await currentSession(deps, req);
  const factor = await loadOwnFactor(deps, user.id, factorId);
  const ip = clientAddress(req.raw, deps.trustedProxies);
  limited(deps, ip);
  const body = await jsonBody(req);
  const code = optionalString(body.code, 'code') ?? '';
  if (code === '') throw validationFailed('Code needs to be non-empty');
  verifyEnabled(deps);
  const challengeId = optionalString(body.challenge_id, 'challenge_id') ?? '';
  const sessionId = claims.session_id ?? '';
  const outcome = await deps.db.transaction(async (tx) => {
    // Locked, so two verifications of one code cannot both see it unused.
    const locked = await findFactor(tx, user.id, factor.id, true);
    const found = await tx.query<{ verified: boolean; ip_address: string; age: number }>(
      `select verified_at is not null as verified, ip_address,
              extract(epoch from now() - created_at)::float8 as age
         from auth.mfa_challenges where id = $1 and factor_id = $2`,
      [isUuid(challengeId) ? challengeId : null, factor.id],
    );
    const challenge = found[0];
    if (!locked || !challenge) {
      return authError(
        422,
        'mfa_factor_not_found',
        'MFA factor with the provided challenge ID not found',
      );
    }
    if (challenge.verified || challenge.ip_address !== ip) {
      return authError(
        422,
        'mfa_ip_address_mismatch',
        'Challenge and verify IP addresses mismatch.',
      );
    }
    if (challenge.age > CHALLENGE_EXPIRY_SECONDS) {
      await tx.query('delete from auth.mfa_challenges where id = $1', [challengeId]);
      return authError(
        422,
        'mfa_challenge_expired',
        `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    const step = matchTotp(locked.secret, code, Date.now());
    if (step === undefined || (locked.last_step !== null && step <= Number(locked.last_step))) {
      return authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
    }
    await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [
      challengeId,
    ]);
    await tx.query(
      `update auth.mfa_factors set status = 'verified', last_step = $2, updated_at = now()
        where id = $1`,
      [factor.id, step],
    );
    await tx.query(
      `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, 'totp')
       on conflict (session_id, authentication_method) do update set updated_at = now()`,
      [sessionId],
    );
    await tx.query(`update auth.sessions set aal = 'aal2', factor_id = $2 where id = $1`, [
      sessionId,
      factor.id,
    ]);
    // GoTrue's InvalidateSessionsWithAALLessThan and DeleteUnverifiedFactors.
    await tx.query(`delete from auth.sessions where user_id = $1 and aal = 'aal1'`, [user.id]);
    await tx.query(
      `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = 'totp'`,
      [user.id],
    );
    const refresh = await newRefreshToken(tx, user.id, sessionId, null);
    const fresh = await findUserById(tx, user.id);
    return { refresh, user: fresh ?? user, method: await sessionMethod(tx, sessionId) };
  });
  if (outcome instanceof Error) throw outcome;
  return json(
    200,
    await sessionResponse(deps, outcome.user, sessionId, outcome.refresh, outcome.method),
  );
}
