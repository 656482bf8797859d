/**
 * Storage's error shape: HTTP 400 with the real status as a string in `statusCode`
 * (supabase-wire.md 3.3), and the translation of errors from below into it.
 */
import { isPgError } from '../db/types.js';
import { BodyTooLarge, HttpError } from '../http/errors.js';

export function storageError(
  statusCode: number,
  code: string,
  error: string,
  message: string,
): HttpError {
  return new HttpError(400, { statusCode: String(statusCode), code, error, message });
}

export const notFound = () => storageError(404, 'NoSuchKey', 'not_found', 'Object not found');
export const bucketNotFound = () =>
  storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found');
export const invalidKey = (key: string) =>
  storageError(400, 'InvalidKey', 'Invalid Input', `Invalid key: ${key}`);
export const invalidInput = (message: string) =>
  storageError(400, 'InvalidRequest', 'Invalid Input', message);
export const noFile = () => invalidInput('No file found in the multipart body');

/** Database and body-size errors in Storage's shape; anything else is left as it is. */
export function translate(e: unknown): unknown {
  if (e instanceof HttpError) return e;
  if (e instanceof BodyTooLarge) {
    return storageError(
      413,
      'EntityTooLarge',
      'Payload too large',
      'The object exceeded the maximum allowed size',
    );
  }
  if (isPgError(e)) {
    if (e.code === '42501') {
      return storageError(
        403,
        'AccessDenied',
        'Unauthorized',
        'new row violates row-level security policy',
      );
    }
    if (e.code === '23505') {
      return storageError(409, 'KeyAlreadyExists', 'Duplicate', 'The resource already exists');
    }
    if (/^(22|23)/.test(e.code)) return invalidInput(e.message);
  }
  return e;
}
