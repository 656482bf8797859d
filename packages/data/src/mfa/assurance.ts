/**
 * How far a session has signed in (issue 38, item 6), read from the session itself with no
 * request, as supabase-js's getAuthenticatorAssuranceLevel does: the access token's `aal` claim
 * is the level reached; a verified factor on the user means the code is still to be asked.
 * Pure, so the /admin layout can decide on every render.
 */
import type { AuthSession } from '../auth/types';

export type AssuranceLevel = 'aal1' | 'aal2';

export interface SessionAssurance {
  /** The level the session's token carries; null with no session or an unreadable token. */
  level: AssuranceLevel | null;
  /** The person has at least one verified factor. */
  hasVerifiedFactor: boolean;
  /** Signed in with the password only, while a factor waits for its code. */
  needsCode: boolean;
}

/** The `aal` claim of a JWT, or null (not a JWT, no claim, a value GoTrue never writes). */
export function tokenLevel(token: string | undefined): AssuranceLevel | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as {
      aal?: unknown;
    };
    return json.aal === 'aal1' || json.aal === 'aal2' ? json.aal : null;
  } catch {
    return null;
  }
}

export function sessionAssurance(session: AuthSession | null | undefined): SessionAssurance {
  if (!session) return { level: null, hasVerifiedFactor: false, needsCode: false };
  const level = tokenLevel(session.access_token);
  const hasVerifiedFactor = (session.user.factors ?? []).some((f) => f.status === 'verified');
  return { level, hasVerifiedFactor, needsCode: hasVerifiedFactor && level !== 'aal2' };
}
