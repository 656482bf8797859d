import { z } from 'zod';
import { removeAngleBrackets } from './sanitize';

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
