/** Password rules: GoTrue's minimum length, and bcrypt's 72-byte input. */
import { HttpError } from '../http/errors.js';
import { authError } from './errors.js';

export const MIN_PASSWORD_LENGTH = 8;
/** bcrypt reads this many bytes: a longer password would be cut, so GoTrue refuses it. */
export const MAX_PASSWORD_BYTES = 72;

export function validatePassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new HttpError(422, {
      code: 'weak_password',
      message: `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
      weak_password: { reasons: ['length'] },
    });
  }
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw authError(422, 'validation_failed', 'Password cannot be longer than 72 characters');
  }
}
