import {
  type ContactFormData,
  type ContactFormValues,
  contactFormSchema,
  type FieldErrors,
  validateForm,
} from '@charitykit/content';
import type { z } from 'zod';
import { finishAllText } from '../shared/formState';

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
 * then checked. `values` is the cleaned text, which the form shows from then on.
 */
export function checkContactForm(
  values: ContactFormValues,
  schema: ContactFormSchema = contactFormSchema,
): ContactCheck {
  const cleaned = finishAllText(values);
  const result = validateForm(schema, cleaned);
  return result.success
    ? { valid: true, values: cleaned, data: result.data }
    : { valid: false, values: cleaned, errors: result.errors };
}
