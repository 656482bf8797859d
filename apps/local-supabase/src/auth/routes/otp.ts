/**
 * POST /otp: for an e-mail address the magic link and code (magic-link.ts); for a phone
 * number SMS is not set up, so GoTrue's "Unsupported phone provider" (or, for
 * `create_user: false` and no such user, "Signups not allowed for otp").
 */
import type { Reply } from '../../http/reply.js';
import type { ServiceRequest } from '../../http/request.js';
import { type AuthDeps, jsonBody } from '../context.js';
import { authError, validationFailed } from '../errors.js';
import { magicLink } from './magic-link.js';

/** GoTrue's validatePhone: punctuation dropped, then E.164 digits. */
export function validatePhone(phone: string): string {
  const digits = phone.replace(/[\s+\-()]/g, '');
  if (!/^[1-9]\d{1,14}$/.test(digits)) {
    throw validationFailed('Invalid phone number format (E.164 required)');
  }
  return digits;
}

export async function otp(deps: AuthDeps, req: ServiceRequest): Promise<Reply> {
  const body = await jsonBody(req);
  const email = typeof body.email === 'string' ? body.email : '';
  const phone = typeof body.phone === 'string' ? body.phone : '';
  if (email && phone) {
    throw validationFailed('Only an email address or phone number should be provided');
  }
  if (email && typeof body.channel === 'string' && body.channel) {
    throw validationFailed('Channel should only be specified with Phone OTP');
  }
  if (phone) {
    validatePhone(phone);
    // No user has a phone number here, so one that may not be created is never found.
    if (body.create_user === false) {
      throw authError(422, 'otp_disabled', 'Signups not allowed for otp');
    }
    throw authError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  }
  if (!email) throw validationFailed('One of email or phone must be set');
  return magicLink(deps, req, body, email);
}
