/**
 * Password rules as GoTrue's checkPasswordStrength applies them: bcrypt's 72-byte input first,
 * then the configured length and character sets (config.ts), every failed rule named in one
 * weak_password answer. Lengths are counted in bytes, as GoTrue's Go `len` counts them.
 */
import { HttpError } from '../http/errors.js';
import type { PasswordRules } from './config.js';
import { authError } from './errors.js';

/** The product's own rule for staff passwords (the CLI's create-user). */
export const MIN_PASSWORD_LENGTH = 8;
/** bcrypt reads this many bytes: a longer password would be cut, so GoTrue refuses it. */
export const MAX_PASSWORD_BYTES = 72;

export function validatePassword(password: string, rules: PasswordRules): void {
  const bytes = Buffer.byteLength(password, 'utf8');
  if (bytes > MAX_PASSWORD_BYTES) {
    throw authError(422, 'validation_failed', 'Password cannot be longer than 72 characters');
  }
  const reasons: string[] = [];
  const messages: string[] = [];
  if (bytes < rules.minLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${rules.minLength} characters.`);
  }
  const sets = rules.requiredCharacters;
  if (sets.some((set) => ![...set].some((c) => password.includes(c)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`);
  }
  if (reasons.length > 0) {
    throw new HttpError(422, {
      code: 'weak_password',
      message: messages.join(' '),
      weak_password: { reasons },
    });
  }
}
