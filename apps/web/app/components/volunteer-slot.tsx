import {
  VOLUNTEER_AVAILABILITY,
  VOLUNTEER_INTERESTS,
  VOLUNTEER_SKILLS,
  volunteerAvailabilityLabels,
} from '@charitykit/content';
import { ToastRegion, VolunteerForm } from '@charitykit/ui';
import { logSubmission } from '../site';

const availabilityOptions = VOLUNTEER_AVAILABILITY.map((value) => ({
  value,
  label: volunteerAvailabilityLabels[value],
}));

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
        availabilityOptions={availabilityOptions}
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
