import { z } from 'zod';
import { removeAngleBrackets } from './sanitize';

/**
 * The shape the spec asks of an e-mail address on the public forms: something@something.tld
 * with no spaces. Deliberately loose; whether the address exists is not ours to judge.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A text field's value as validated: angle brackets removed and trimmed (decision 3), but
 * not cut, so an over-long value fails its length rule instead of being shortened silently.
 */
export const cleanText = () => z.string().overwrite((value) => removeAngleBrackets(value).trim());

interface LengthRule {
  min: number;
  max: number;
  required: string;
  length: string;
}

/** A required text with one message when empty and one when outside min..max. */
export function boundedText({ min, max, required, length }: LengthRule) {
  return cleanText()
    .min(1, { error: required, abort: true })
    .min(min, { error: length })
    .max(max, { error: length });
}
