import type { ContactFormData, VolunteerApplication } from '@charitykit/content';
import type { PublicBackend, SubmissionExtras } from '@charitykit/data/public';

// The code that sends a form loads when a visitor sends one, not with the page: a visitor who
// only reads the page does not pay for it (issue 22's budget for the form pages).
const submitModule = () => import('./submit-forms');

/** Stores a contact message (see @charitykit/data/public's submitContactMessage). */
export async function sendContactMessage(
  values: ContactFormData,
  extras: SubmissionExtras,
  backend: PublicBackend,
): Promise<void> {
  return (await submitModule()).submitContactMessage(values, extras, backend);
}

/** Stores a volunteer application (see @charitykit/data/public's submitVolunteerApplication). */
export async function sendVolunteerApplication(
  values: VolunteerApplication,
  extras: SubmissionExtras,
  backend: PublicBackend,
): Promise<void> {
  return (await submitModule()).submitVolunteerApplication(values, extras, backend);
}
