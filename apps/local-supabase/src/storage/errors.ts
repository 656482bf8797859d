/**
 * Storage's errors as storage-api renders them (src/internal/errors/codes.ts and its error
 * handler): `{statusCode, code, error, message}` with the real status as a string in
 * `statusCode`, sent as HTTP 400 (500 for internal errors), and the translation of database
 * errors below (storage-api's DBError.fromDBError).
 */
import { isPgError } from '../db/types.js';
import { BodyTooLarge, HttpError } from '../http/errors.js';

/**
 * One storage-api error. `error` is its legacy field: the code itself unless storage-api names
 * another. `httpStatus` overrides the HTTP status where storage-api does (a timeout's 544).
 */
export function storageError(
  statusCode: number,
  code: string,
  error: string | undefined,
  message: string,
  httpStatus?: number,
): HttpError {
  return new HttpError(httpStatus ?? (statusCode === 500 ? 500 : 400), {
    statusCode: String(statusCode),
    code,
    error: error ?? code,
    message,
  });
}

export const notFound = () => storageError(404, 'NoSuchKey', 'not_found', 'Object not found');
export const bucketNotFound = () =>
  storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found');
export const invalidKey = (key: string) =>
  storageError(400, 'InvalidKey', undefined, `Invalid key: ${key}`);
export const invalidBucketName = () =>
  storageError(400, 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid');
export const invalidRequest = (message: string) =>
  storageError(400, 'InvalidRequest', undefined, message);
/** What Fastify's schema validation answers (`body must have required property 'name'`). */
export const invalidInput = (message: string) =>
  new HttpError(400, { statusCode: '400', code: 'InvalidRequest', error: 'Error', message });
export const noContent = (message = 'No content provided') => invalidRequest(message);
export const noFile = () => noContent();
export const accessDenied = (message = 'Access denied') =>
  storageError(403, 'AccessDenied', 'Unauthorized', message);
export const resourceAlreadyExists = () =>
  storageError(409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists');
export const keyAlreadyExists = () =>
  storageError(409, 'KeyAlreadyExists', 'Duplicate', 'The resource already exists');
export const bucketAlreadyExists = () =>
  storageError(409, 'BucketAlreadyExists', 'Duplicate', 'The resource already exists');
export const bucketNotEmpty = () =>
  storageError(409, 'ResourceNotEmpty', undefined, 'The bucket you tried to delete is not empty');
export const invalidMimeType = (mime: string) =>
  storageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${mime} is not supported`);
export const entityTooLarge = (entity = 'object', limit = 'the maximum allowed size') =>
  storageError(413, 'EntityTooLarge', 'Payload too large', `The ${entity} exceeded ${limit}`);
export const invalidJwt = (message = 'Invalid JWT') =>
  storageError(400, 'InvalidJWT', undefined, message);
export const invalidSignature = (message = 'Invalid signature') =>
  storageError(400, 'InvalidSignature', undefined, message);
export const expiredSignature = () =>
  storageError(400, 'ExpiredToken', undefined, 'The provided token has expired.');
export const invalidParameter = (name: string, message?: string) =>
  storageError(400, 'InvalidParameter', undefined, message ?? `Invalid Parameter ${name}`);
export const relatedResourceNotFound = () =>
  storageError(404, 'InvalidRequest', undefined, 'The related resource does not exist');
export const invalidFileSizeLimit = () =>
  invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');

/** Database and body-size errors in Storage's shape; anything else is left as it is. */
export function translate(e: unknown): unknown {
  if (e instanceof HttpError) return e;
  if (e instanceof BodyTooLarge) return entityTooLarge();
  if (!isPgError(e)) return e;
  const detail = (e as { detail?: string }).detail ?? '';
  switch (e.code) {
    case '42501':
      return accessDenied(
        e.message.includes('row-level security')
          ? 'new row violates row-level security policy'
          : e.message,
      );
    case '23505':
      return resourceAlreadyExists();
    case '23503':
      return detail.includes('is still referenced from table')
        ? storageError(
            409,
            'ResourceReferenced',
            undefined,
            'The resource could not be updated or removed due to a foreign key constraint',
          )
        : relatedResourceNotFound();
    case '55P03':
      return storageError(423, 'ResourceLocked', undefined, 'The resource is locked');
    case '57014':
      return storageError(
        544,
        'DatabaseTimeout',
        undefined,
        'The connection to the database timed out',
        544,
      );
    case '22P02':
      return invalidParameter(
        'value',
        e.message || 'Invalid value format or type conversion failed',
      );
    default:
      return storageError(500, 'DatabaseError', undefined, `database error, code: ${e.code}`);
  }
}
