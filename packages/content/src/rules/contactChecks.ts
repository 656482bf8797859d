// Zod-free on purpose: the public contact form checks with this alone, so the contact page does
// not ship zod. `contactFormSchema` states the same rules; a test keeps the two in agreement.

import { CONTACT_LIMITS } from './constants';
import type { ContactFormValues } from './contact';
import { validationMessages } from './messages';
import { EMAIL_PATTERN } from './patterns';
import { removeAngleBrackets } from './sanitize';
import type { FieldErrors } from './validate';

const m = validationMessages.contact;

function lengthRule(
  value: string,
  { min, max }: { min: number; max: number },
  required: string,
  length: string,
): string | undefined {
  if (value === '') return required;
  return value.length < min || value.length > max ? length : undefined;
}

/**
 * The contact form's checks (spec section 5) without zod: values cleaned as the schema cleans
 * them (angle brackets removed, trimmed), then one message per failing field.
 */
export function contactFormErrors(values: ContactFormValues): FieldErrors<ContactFormValues> {
  const clean = (value: string) => removeAngleBrackets(value).trim();
  const name = clean(values.name);
  const email = clean(values.email);
  const subject = clean(values.subject);
  const message = clean(values.message);
  const errors: FieldErrors<ContactFormValues> = {};
  const nameError = lengthRule(name, CONTACT_LIMITS.name, m.nameRequired, m.nameLength);
  if (nameError) errors.name = nameError;
  if (email === '') errors.email = m.emailRequired;
  else if (email.length > CONTACT_LIMITS.email.max || !EMAIL_PATTERN.test(email)) {
    errors.email = m.emailInvalid;
  }
  const subjectError = lengthRule(
    subject,
    CONTACT_LIMITS.subject,
    m.subjectRequired,
    m.subjectLength,
  );
  if (subjectError) errors.subject = subjectError;
  const messageError = lengthRule(
    message,
    CONTACT_LIMITS.message,
    m.messageRequired,
    m.messageLength,
  );
  if (messageError) errors.message = messageError;
  return errors;
}

/** The contact form's empty state, also what it resets to after a valid submit. */
export const contactFormDefaults: ContactFormValues = {
  name: '',
  email: '',
  subject: '',
  message: '',
};
