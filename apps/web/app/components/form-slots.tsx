import {
  VOLUNTEER_AVAILABILITY,
  VOLUNTEER_INTERESTS,
  VOLUNTEER_SKILLS,
  volunteerAvailabilityLabels,
} from '@charitykit/content';
import { ContactForm, DonationForm, ToastRegion, VolunteerForm } from '@charitykit/ui';
import { logSubmission } from '../site';

/**
 * Where the public forms sit on each page. Each form logs what was entered and sends nothing
 * (decision 4); the handler is given here so it can be routed elsewhere without touching ui.
 */
export function DonationSlot({
  title,
  description,
  quickAmounts,
  headingLevel = 2,
}: {
  title: string;
  description?: string;
  quickAmounts: readonly number[];
  headingLevel?: 2 | 3;
}) {
  return (
    <DonationForm
      title={title}
      description={description}
      headingLevel={headingLevel}
      quickAmounts={quickAmounts}
      onDonate={logSubmission('Donation')}
    />
  );
}

export function ContactSlot({ title, description }: { title: string; description?: string }) {
  return (
    <ContactForm
      title={title}
      description={description}
      headingLevel={2}
      onSubmit={logSubmission('Contact form')}
    />
  );
}

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
