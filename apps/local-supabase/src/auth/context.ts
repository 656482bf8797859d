/** What every auth endpoint needs, and the checks several of them start with. */
import type { Db } from '../db/types.js';
import type { TrustedProxies } from '../http/client-ip.js';
import type { ServiceRequest } from '../http/request.js';
import { hasNul, isPlainObject, parseJson, readBody } from '../http/util.js';
import type { Claims } from '../identity/claims.js';
import { verifyJwt } from '../identity/jwt.js';
import type { JwtKeys } from '../identity/keys.js';
import type { AuthConfig } from './config.js';
import type { EmailLimiter } from './email-limit.js';
import { authError, validationFailed } from './errors.js';
import type { RedirectRules } from './links.js';
import type { Mailer } from './mailer.js';
import type { MfaLimiter, MfaSettings } from './mfa-config.js';
import type { OneTimeSettings } from './one-time.js';
import type { SignInLimiter } from './rate-limit.js';
import { sessionExists } from './sessions.js';
import { findUserById, type UserRow } from './users.js';
import type { VerifyLimits } from './verify-limits.js';
import type { WindowLimiter } from './window-limit.js';

export interface AuthDeps {
  db: Db;
  /** [auth] of config.toml (config.ts); the fields below it are resolved from it too. */
  config: AuthConfig;
  /** Signs the access tokens and verifies bearers (identity/keys.ts). */
  keys: JwtKeys;
  /** The server's public URL, once it listens (the tokens' `iss`). */
  url(): string;
  limiter: SignInLimiter;
  /** Proxies whose X-Forwarded-For is believed (http/client-ip.ts). */
  trustedProxies: TrustedProxies;
  /** Access-token lifetime in seconds. */
  jwtExpiry: number;
  /** A rotated refresh token presented again within this window is a benign race. */
  refreshReuseIntervalMs: number;
  /** The site URL and the addresses one-time links may lead to. */
  redirects: RedirectRules;
  /** One-time codes and links: their length, expiry and signing key. */
  oneTime: OneTimeSettings;
  /** How often codes and links may be tried (per client, per address, per code). */
  verifyLimits: VerifyLimits;
  /** Sends invitation and recovery e-mails when SMTP is configured. */
  mailer: Mailer;
  emailLimiter: EmailLimiter;
  /** [auth.mfa] of config.toml, with the server's overrides. */
  mfa: MfaSettings;
  mfaLimiter: MfaLimiter;
  /** Sign-ups per client address per five minutes ([auth.rate_limit] sign_in_sign_ups). */
  signupLimiter: WindowLimiter;
  /** Anonymous sign-ins per client address an hour ([auth.rate_limit] anonymous_users). */
  anonymousLimiter: WindowLimiter;
  log(message: string): void;
  /** Tests only: how young a session changes its password without a nonce (default 24 h). */
  recentSignInSeconds?: number | undefined;
}

export async function jsonBody(req: ServiceRequest): Promise<Record<string, unknown>> {
  const buf = await readBody(req.raw, 1024 * 1024);
  if (buf.length === 0) return {};
  const parsed = parseJson(buf);
  if (!parsed.ok || !isPlainObject(parsed.value)) {
    throw authError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (hasNul(parsed.value)) {
    throw validationFailed('NUL characters are not allowed in the request');
  }
  return parsed.value;
}

export function optionalString(v: unknown, name: string): string | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw validationFailed(`${name} must be a string`);
  return v;
}

/**
 * GoTrue's address check (badoux/checkmail's ValidateFormat, which GoTrue's validateEmail
 * calls): ASCII only, so an address that is not well-formed text cannot pass.
 */
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** An e-mail address checked as GoTrue checks it, lower-cased as GoTrue stores it. */
export function validEmail(value: string | undefined): string {
  const email = value?.trim() ?? '';
  if (email === '') throw validationFailed('An email address is required');
  if (email.length > 255) throw validationFailed('An email address is too long');
  if (!EMAIL_FORMAT.test(email)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return email.toLowerCase();
}

/** The user and claims behind the bearer token, with the session still alive. */
export async function currentSession(
  deps: AuthDeps,
  req: ServiceRequest,
): Promise<{ user: UserRow; claims: Claims }> {
  const token = req.bearer();
  if (!token) throw authError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  const verified = await verifyJwt(token, deps.keys);
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
  if (!(await sessionExists(deps.db, claims.session_id, claims.sub))) {
    throw authError(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    );
  }
  const user = await findUserById(deps.db, claims.sub);
  if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { user, claims };
}

export async function requireServiceRole(deps: AuthDeps, req: ServiceRequest): Promise<void> {
  const token = req.bearer();
  const verified = token ? await verifyJwt(token, deps.keys) : undefined;
  if (!verified?.ok) {
    throw authError(401, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
  }
  if (verified.claims.role !== 'service_role') {
    throw authError(403, 'not_admin', 'User not allowed');
  }
}
