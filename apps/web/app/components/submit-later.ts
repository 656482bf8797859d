import type { ContactFormData, VolunteerApplication } from '@charitykit/content';
import type { PublicBackend, SubmissionExtras } from '@charitykit/data/public';

// The code that sends a form loads when a visitor sends one, not with the page: a visitor who
// only reads the page does not pay for it (issue 22's budget for the form pages).
const submitModule = () => import('./submit-forms');

// `backend` null: the site's own (submission-backend.tsx).

/** Stores a contact message (see @charitykit/data/public's submitContactMessage). */
export async function sendContactMessage(
  values: ContactFormData,
  extras: SubmissionExtras,
  backend: PublicBackend | null,
): Promise<void> {
  const submit = await submitModule();
  return submit.submitContactMessage(values, extras, backend ?? submit.siteBackend);
}

/** Stores a volunteer application (see @charitykit/data/public's submitVolunteerApplication). */
export async function sendVolunteerApplication(
  values: VolunteerApplication,
  extras: SubmissionExtras,
  backend: PublicBackend | null,
): Promise<void> {
  const submit = await submitModule();
  return submit.submitVolunteerApplication(values, extras, backend ?? submit.siteBackend);
}
