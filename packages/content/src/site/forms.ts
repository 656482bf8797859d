// The public forms' words, one module per form (a page carries only its own form's).
export * from './contactForm';
export * from './donationForm';
export * from './volunteerForm';

import { contactSubmissionNotice } from './contactForm';
import { sharedSubmissionNotice } from './submissionNotices';
import { volunteerSubmissionNotice } from './volunteerForm';

/**
 * The notice under each public form. `text` is stored with the submission as what the visitor
 * read (consent_text); the link to the privacy policy follows it. A page's code takes its own
 * form's notice and `sharedSubmissionNotice` rather than this, which holds every form's.
 */
export const submissionNotices = {
  contact: contactSubmissionNotice,
  volunteer: volunteerSubmissionNotice,
  ...sharedSubmissionNotice,
} as const;
