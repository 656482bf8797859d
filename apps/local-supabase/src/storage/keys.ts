/** Object keys and route segments as Supabase Storage accepts them. */
import { invalidKey, storageError } from './errors.js';

/** The route's segments, percent-decoded. */
export function splitPath(route: string): string[] {
  try {
    return route
      .split('/')
      .filter((s) => s !== '')
      .map((s) => decodeURIComponent(s));
  } catch {
    throw storageError(400, 'InvalidRequest', 'Invalid Input', 'Malformed URL');
  }
}

/** No empty or dot segments, no control characters, at most 1024 characters. */
export function checkKey(key: string): string {
  const segments = key.split('/');
  if (
    key === '' ||
    key.length > 1024 ||
    segments.some((s) => s === '' || s === '.' || s === '..') ||
    [...key].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)
  ) {
    throw invalidKey(key);
  }
  return key;
}
