import {
  VOLUNTEER_INTERESTS,
  VOLUNTEER_SKILLS,
  volunteerAvailabilityOptions,
} from '@charitykit/content';
import { ToastRegion, VolunteerForm } from '@charitykit/ui';
import { logSubmission } from '../site';

/** The volunteer application, with the toast region its messages appear in. */
export function VolunteerSlot({
  label,
  sectionTitles,
}: {
  label: string;
  sectionTitles: readonly [string, string, string, string, string];
}) {
  const [personal, skills, experience, emergency, terms] = sectionTitles;
  return (
    <>
      <VolunteerForm
        aria-label={label}
        skillOptions={VOLUNTEER_SKILLS}
        interestOptions={VOLUNTEER_INTERESTS}
        availabilityOptions={volunteerAvailabilityOptions}
        onSubmit={logSubmission('Volunteer application')}
        labels={{
          personalSection: personal,
          skillsSection: skills,
          experienceSection: experience,
          emergencySection: emergency,
          termsSection: terms,
        }}
      />
      <ToastRegion />
    </>
  );
}
