import {
  VOLUNTEER_INTERESTS,
  VOLUNTEER_SKILLS,
  type VolunteerApplicationValues,
  volunteerAvailabilityOptions,
  volunteerSubmissionNotice,
} from '@charitykit/content';
import { type FormPostResult, ToastRegion, VolunteerForm } from '@charitykit/ui';
import { logSubmission } from '../site';
import { Honeypot, SubmissionNotice, useHoneypot } from './form-extras';
import { useSubmissionBackend } from './submission-backend';
import { sendVolunteerApplication } from './submit-later';

const log = logSubmission('Volunteer application');

/**
 * The volunteer application, with the toast region its messages appear in. Issue 24: the
 * spec's simulated wait is the real request now; a failure is the error toast and every field
 * keeps its value. Issue 34: without JavaScript (or before it runs) the browser posts it to the
 * page's action, which stores it the same way; `postResult` is its answer.
 */
export function VolunteerSlot({
  label,
  postResult,
}: {
  label: string;
  postResult?: FormPostResult<VolunteerApplicationValues> | undefined;
}) {
  const backend = useSubmissionBackend();
  const honeypot = useHoneypot();
  const notice = volunteerSubmissionNotice.text;
  return (
    <>
      <VolunteerForm
        aria-label={label}
        skillOptions={VOLUNTEER_SKILLS}
        interestOptions={VOLUNTEER_INTERESTS}
        availabilityOptions={volunteerAvailabilityOptions}
        submitDelayMs={0}
        action="/volunteer"
        postResult={postResult}
        extra={<Honeypot inputRef={honeypot.ref} />}
        onSubmit={async (application) => {
          log(application);
          await sendVolunteerApplication(
            application,
            { consentText: notice, website: honeypot.value() },
            backend,
          );
        }}
      />
      <SubmissionNotice text={notice} />
      <ToastRegion />
    </>
  );
}
