import { z } from 'zod';
import {
  type ContactFormData,
  type ContactFormValues,
  cleanContactForm,
  contactFormErrors,
} from './contactChecks';

const fieldNames = [
  'name',
  'email',
  'subject',
  'message',
] as const satisfies readonly (keyof ContactFormValues)[];

/**
 * The contact form as a zod schema, for react-hook-form and server code: it runs
 * `contactFormErrors` (the one statement of the rules) and gives the cleaned values.
 */
export const contactFormSchema = z
  .object({ name: z.string(), email: z.string(), subject: z.string(), message: z.string() })
  .transform((values, ctx): ContactFormData => {
    const errors = contactFormErrors(values);
    for (const field of fieldNames) {
      const message = errors[field];
      if (message)
        ctx.issues.push({ code: 'custom', message, path: [field], input: values[field] });
    }
    return ctx.issues.length > 0 ? z.NEVER : cleanContactForm(values);
  });
