import {
  type ContactFormData,
  type ContactFormValues,
  contactFormErrors,
  type FieldErrors,
  validateForm,
} from '@charitykit/content';
import type { z } from 'zod';
import { finishAllText } from '../forms/formState';

export type ContactField = Extract<keyof ContactFormValues, string>;

/** The order the fields appear in, which is also the error summary's order. */
export const contactFields = [
  'name',
  'email',
  'subject',
  'message',
] as const satisfies readonly ContactField[];

/** A schema that checks the contact form: the content package's, or a charity's own. */
export type ContactFormSchema = z.ZodType<ContactFormData, ContactFormValues>;

export type ContactCheck =
  | { valid: true; values: ContactFormValues; data: ContactFormData }
  | { valid: false; values: ContactFormValues; errors: FieldErrors<ContactFormValues> };

/**
 * What a submit does before anything is sent: every field cleaned and trimmed (decision 3),
 * then checked with `contactFormErrors`, or with a charity's own schema when given. `values` is the cleaned text, which the form shows from then on.
 */
export function checkContactForm(
  values: ContactFormValues,
  schema?: ContactFormSchema,
): ContactCheck {
  const cleaned = finishAllText(values);
  if (!schema) {
    // The content package's rules without zod at run time, so the contact page stays light.
    const errors = contactFormErrors(cleaned);
    return Object.keys(errors).length === 0
      ? { valid: true, values: cleaned, data: cleaned }
      : { valid: false, values: cleaned, errors };
  }
  const result = validateForm(schema, cleaned);
  return result.success
    ? { valid: true, values: cleaned, data: result.data }
    : { valid: false, values: cleaned, errors: result.errors };
}
