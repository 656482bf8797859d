/**
 * /factors (enrol a TOTP factor) and DELETE /factors/:id (unenrol), as GoTrue's mfa.go: the
 * caller's own factors only, a verified factor removed only from an aal2 session, and the
 * sessions that passed it falling back to aal1.
 */
import QRCode from 'qrcode';
import { json, type Reply } from '../../http/reply.js';
import type { ServiceRequest } from '../../http/request.js';
import { type AuthDeps, currentSession, jsonBody, optionalString } from '../context.js';
import { authError, validationFailed } from '../errors.js';
import {
  deleteExpiredFactors,
  deleteFactor,
  downgradeSessions,
  findFactor,
  insertFactor,
  sessionAal,
  userFactors,
} from '../factors.js';
import { newTotpSecret, totpUri } from '../totp.js';

const tooMany = () =>
  authError(
    422,
    'too_many_enrolled_mfa_factors',
    'Maximum number of verified factors reached, unenroll to continue',
  );

export async function enrollFactor(deps: AuthDeps, req: ServiceRequest): Promise<Reply> {
  const { user, claims } = await currentSession(deps, req);
  const body = await jsonBody(req);
  const type = optionalString(body.factor_type, 'factor_type');
  if (type === 'phone') {
    throw authError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  }
  if (type === 'webauthn') {
    throw authError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  }
  if (type !== 'totp') {
    throw validationFailed('factor_type needs to be totp, phone, or webauthn');
  }
  if (!deps.mfa.totpEnroll) {
    throw authError(422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
  }
  const friendlyName = optionalString(body.friendly_name, 'friendly_name') ?? '';
  const issuer =
    optionalString(body.issuer, 'issuer') || new URL(deps.redirects.siteUrl).host || 'localhost';
  await deleteExpiredFactors(deps.db, user.id);
  const factors = await userFactors(deps.db, user.id);
  if (friendlyName && factors.some((f) => f.friendly_name === friendlyName)) {
    throw authError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${friendlyName}" for this user already exists`,
    );
  }
  if (factors.length >= deps.mfa.maxEnrolledFactors) throw tooMany();
  const verified = factors.filter((f) => f.status === 'verified').length;
  if (verified >= deps.mfa.maxEnrolledFactors) throw tooMany();
  if (verified > 0 && (await sessionAal(deps.db, claims.session_id ?? '')) !== 'aal2') {
    throw authError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
  }
  const secret = newTotpSecret();
  const uri = totpUri(issuer, user.email ?? '', secret);
  const factor = await insertFactor(deps.db, user.id, friendlyName, secret);
  const qr = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H', margin: 0 });
  return json(200, {
    id: factor.id,
    type: 'totp',
    friendly_name: factor.friendly_name ?? '',
    totp: { qr_code: qr, secret, uri },
  });
}

export async function unenrollFactor(
  deps: AuthDeps,
  req: ServiceRequest,
  factorId: string,
): Promise<Reply> {
  const { user, claims } = await currentSession(deps, req);
  const factor = await loadOwnFactor(deps, user.id, factorId);
  if (
    factor.status === 'verified' &&
    (await sessionAal(deps.db, claims.session_id ?? '')) !== 'aal2'
  ) {
    throw authError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await deps.db.transaction(async (tx) => {
    await deleteFactor(tx, factor.id);
    await downgradeSessions(tx, factor.id);
  });
  return json(200, { id: factor.id });
}

/** GoTrue's loadFactor: a UUID, and one of the user's own factors. */
export async function loadOwnFactor(deps: AuthDeps, userId: string, factorId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(factorId)) {
    throw authError(404, 'validation_failed', 'factor_id must be an UUID');
  }
  const factor = await findFactor(deps.db, userId, factorId);
  if (!factor) throw authError(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}
