/**
 * GoTrue's error shape, `{code, message}`, always with X-Supabase-Api-Version so supabase-js
 * reads `error.code` (supabase-wire.md 1.1), and the translation of errors from below.
 */
import { isPgError } from '../db/types.js';
import { BodyTooLarge, HttpError } from '../http/errors.js';
import { PoolBusy } from './hash-pool.js';

export const API_VERSION = { 'X-Supabase-Api-Version': '2024-01-01' } as const;

export function authError(
  status: number,
  code: string,
  message: string,
  extra: Record<string, string> = {},
): HttpError {
  return new HttpError(status, { code, message }, { ...API_VERSION, ...extra });
}

export const emailExists = () =>
  authError(422, 'email_exists', 'A user with this email address has already been registered');

export const rateLimited = (waitMs: number) =>
  authError(429, 'over_request_rate_limit', 'Request rate limit reached', {
    'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))),
  });

/** [auth.email] enable_signup = false turns GoTrue's e-mail provider off, logins too. */
export const emailLoginsDisabled = (status: 400 | 422) =>
  authError(status, 'email_provider_disabled', 'Email logins are disabled');

export const invalidCredentials = () =>
  authError(400, 'invalid_credentials', 'Invalid login credentials');

export const validationFailed = (message: string) => authError(400, 'validation_failed', message);

export const userNotFound = () => authError(404, 'user_not_found', 'User not found');

/** Errors from below in GoTrue's shape; every auth error carries the API version header. */
export function translate(e: unknown): unknown {
  if (e instanceof HttpError) {
    return new HttpError(e.status, e.body, { ...API_VERSION, ...e.headers });
  }
  if (isPgError(e) && e.code === '23505') return emailExists();
  if (e instanceof PoolBusy) return rateLimited(1000);
  if (e instanceof BodyTooLarge) {
    return authError(413, 'request_too_large', 'Request body too large');
  }
  return e;
}
