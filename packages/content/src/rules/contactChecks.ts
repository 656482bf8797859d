// Zod-free on purpose: the public contact form checks with this alone, so the contact page does
// not ship zod. `contactFormSchema` (contact.ts) wraps these same checks.
import { CONTACT_LIMITS } from './constants';
import { contactValidationMessages } from './formValidationMessages';
import { EMAIL_PATTERN } from './patterns';
import { removeAngleBrackets } from './sanitize';
import type { FieldErrors } from './validate';

export { contactValidationMessages };

/** The contact form's four text fields (spec section 3). */
export interface ContactFormValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The values as checked and logged: angle brackets removed and trimmed (decision 3). */
export type ContactFormData = ContactFormValues;

const m = contactValidationMessages;

/** Sets `field`'s error: its "required" message when empty, its "length" one outside its limits. */
function checkLength(
  errors: FieldErrors<ContactFormValues>,
  field: 'name' | 'subject' | 'message',
  value: string,
  messages: { required: string; length: string },
) {
  const { min, max } = CONTACT_LIMITS[field];
  if (value === '') errors[field] = messages.required;
  else if (value.length < min || value.length > max) errors[field] = messages.length;
}

/**
 * Cleans the values as the form checks them: angle brackets removed and trimmed, but not cut,
 * so an over-long value fails its length rule instead of being shortened silently.
 */
export function cleanContactForm(values: ContactFormValues): ContactFormData {
  const clean = (value: string) => removeAngleBrackets(value).trim();
  return {
    name: clean(values.name),
    email: clean(values.email),
    subject: clean(values.subject),
    message: clean(values.message),
  };
}

/** The contact form's checks (spec section 5) on cleaned values: one message per failing field. */
export function contactFormErrors(values: ContactFormValues): FieldErrors<ContactFormValues> {
  const { name, email, subject, message } = cleanContactForm(values);
  const errors: FieldErrors<ContactFormValues> = {};
  checkLength(errors, 'name', name, { required: m.nameRequired, length: m.nameLength });
  if (email === '') errors.email = m.emailRequired;
  // The spec gives no message of its own for the length cap; an address longer than the input
  // allows is not a valid one.
  else if (email.length > CONTACT_LIMITS.email.max || !EMAIL_PATTERN.test(email)) {
    errors.email = m.emailInvalid;
  }
  checkLength(errors, 'subject', subject, { required: m.subjectRequired, length: m.subjectLength });
  checkLength(errors, 'message', message, { required: m.messageRequired, length: m.messageLength });
  return errors;
}

/** The contact form's empty state, also what it resets to after a valid submit. */
export const contactFormDefaults: ContactFormValues = {
  name: '',
  email: '',
  subject: '',
  message: '',
};
