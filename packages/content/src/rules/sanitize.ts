import { TEXT_MAX_LENGTH } from './constants';

const ANGLE_BRACKETS = /[<>]/g;

/** Removes `<` and `>`, so typed text can never be read as markup. */
export function removeAngleBrackets(value: string): string {
  return value.replace(ANGLE_BRACKETS, '');
}

/**
 * Cuts to `max` UTF-16 units (what an input's `maxLength` and a string's `length` count),
 * without leaving half of a surrogate pair (an emoji, say) at the end.
 */
function cut(value: string, max: number): string {
  if (value.length <= max) return value;
  const head = value.slice(0, max);
  const last = head.charCodeAt(head.length - 1);
  const endsInHighSurrogate = last >= 0xd800 && last <= 0xdbff;
  return endsInHighSurrogate ? head.slice(0, -1) : head;
}

/**
 * Cleaning applied on every keystroke (decision 3): removes `<` and `>` and cuts to 1000
 * characters. It does not trim, so a person can type the space between two words.
 */
export function sanitizeAsTyped(value: string): string {
  return cut(removeAngleBrackets(value), TEXT_MAX_LENGTH);
}

/**
 * Cleaning applied on blur and before validation (decision 3): everything
 * `sanitizeAsTyped` does, plus trimming at both ends.
 */
export function sanitizeFinal(value: string): string {
  // Trim before cutting so leading spaces do not use up the allowance, and again after,
  // since removing a bracket or cutting can leave a space at an end.
  return cut(removeAngleBrackets(value).trim(), TEXT_MAX_LENGTH).trim();
}
