import { type FieldErrors, sanitizeAsTyped, sanitizeFinal } from '@charitykit/content';

/** The keys of `Values` whose value is text: the fields a person types into. */
export type TextKey<Values> = {
  [Key in keyof Values]: Values[Key] extends string ? Key : never;
}[keyof Values] &
  string;

/** A copy of `errors` without `field`'s message (the person is correcting that field). */
export function withoutError<Values>(
  errors: FieldErrors<Values>,
  field: Extract<keyof Values, string>,
): FieldErrors<Values> {
  if (!(field in errors)) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}

/**
 * A keystroke in a text field (decision 3): angle brackets removed and the text cut to 1000
 * characters, but not trimmed, so the space between two words can be typed.
 */
export function typeText<Values>(values: Values, field: TextKey<Values>, raw: string): Values {
  return { ...values, [field]: sanitizeAsTyped(raw) };
}

/** Leaving a text field (decision 3): the same cleaning plus trimming at both ends. */
export function finishText<Values>(values: Values, field: TextKey<Values>): Values {
  const current = values[field];
  if (typeof current !== 'string') return values;
  const cleaned = sanitizeFinal(current);
  return cleaned === current ? values : { ...values, [field]: cleaned };
}

/** Before validation (decision 3): every text field cleaned and trimmed. */
export function finishAllText<Values extends object>(values: Values): Values {
  const next = { ...values };
  for (const key of Object.keys(next) as (keyof Values)[]) {
    const value = next[key];
    if (typeof value === 'string') next[key] = sanitizeFinal(value) as Values[typeof key];
  }
  return next;
}

/** The fields with a message, in the order the form shows them (for the error summary). */
export function errorList<Values>(
  errors: FieldErrors<Values>,
  order: readonly Extract<keyof Values, string>[],
): { field: Extract<keyof Values, string>; message: string }[] {
  return order.flatMap((field) => {
    const message = errors[field];
    return message ? [{ field, message }] : [];
  });
}
