import { z } from 'zod';
import { CONTACT_LIMITS } from './constants';
import { validationMessages } from './messages';
import { EMAIL_PATTERN } from './patterns';
import { boundedText, cleanText } from './text';

const m = validationMessages.contact;

/**
 * The contact form (spec section 5). Values are cleaned (angle brackets removed,
 * trimmed) before the checks; each field reports at most one message.
 */
export const contactFormSchema = z.object({
  name: boundedText({
    ...CONTACT_LIMITS.name,
    required: m.nameRequired,
    length: m.nameLength,
  }),
  email: cleanText()
    .min(1, { error: m.emailRequired, abort: true })
    // The spec gives no message of its own for the length cap; an address longer than
    // the input allows is not a valid one.
    .max(CONTACT_LIMITS.email.max, { error: m.emailInvalid, abort: true })
    .regex(EMAIL_PATTERN, { error: m.emailInvalid }),
  subject: boundedText({
    ...CONTACT_LIMITS.subject,
    required: m.subjectRequired,
    length: m.subjectLength,
  }),
  message: boundedText({
    ...CONTACT_LIMITS.message,
    required: m.messageRequired,
    length: m.messageLength,
  }),
});

export type ContactFormValues = z.input<typeof contactFormSchema>;
export type ContactFormData = z.output<typeof contactFormSchema>;
