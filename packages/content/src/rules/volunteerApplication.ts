// What a volunteer application is: the spec's options, the fields and their first values. The
// form renders from these; the checks that run when it is sent are volunteerChecks.ts, which the
// public form loads only when a person starts filling it in.

/** The 15 skills a volunteer can offer, in the spec's order and words. */
export const VOLUNTEER_SKILLS = [
  'Teaching/Education',
  'Healthcare/Medical',
  'Engineering/Technical',
  'Marketing/Communications',
  'Finance/Accounting',
  'Project Management',
  'Translation/Languages',
  'Photography/Videography',
  'Social Media',
  'Fundraising',
  'Event Planning',
  'Construction/Manual Labor',
  'IT/Web Development',
  'Legal/Law',
  'Counseling/Psychology',
] as const;
export type VolunteerSkill = (typeof VOLUNTEER_SKILLS)[number];

/** The 12 areas of interest, in the spec's order and words. */
export const VOLUNTEER_INTERESTS = [
  'Food Security',
  'Healthcare',
  'Education',
  'Emergency Relief',
  'Water & Sanitation',
  'Women Empowerment',
  'Orphan Care',
  'Environmental Protection',
  'Community Development',
  'Refugee Support',
  'Elderly Care',
  'Disability Support',
] as const;
export type VolunteerInterest = (typeof VOLUNTEER_INTERESTS)[number];

/** Availability values, in the spec's order. */
export const VOLUNTEER_AVAILABILITY = [
  'weekends',
  'weekdays',
  'flexible',
  'fulltime',
  'occasional',
] as const;
export type VolunteerAvailability = (typeof VOLUNTEER_AVAILABILITY)[number];

/** What a person reads for each availability value. */
export const volunteerAvailabilityLabels: Record<VolunteerAvailability, string> = {
  weekends: 'Weekends only',
  weekdays: 'Weekdays only',
  flexible: 'Flexible schedule',
  fulltime: 'Full-time availability',
  occasional: 'Occasional/Event-based',
};

/** The availability choices as a form lists them, in the spec's order. */
export const volunteerAvailabilityOptions = VOLUNTEER_AVAILABILITY.map((value) => ({
  value,
  label: volunteerAvailabilityLabels[value],
}));

/**
 * A volunteer application (spec section 3), as checked: text trimmed. Skills and interests are
 * lists of strings rather than the fixed options, so a charity with its own lists can use it.
 */
export interface VolunteerApplication {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  country: string;
  /** `YYYY-MM-DD` from a date input, or `''` when not given; the spec sets no rule on it. */
  dateOfBirth: string;
  occupation: string;
  skills: string[];
  interests: string[];
  /** Optional: `''` when no availability is chosen. */
  availability: VolunteerAvailability | '';
  experience: string;
  motivation: string;
  references: string;
  emergencyContact: string;
  emergencyPhone: string;
  agreeTerms: boolean;
  agreeBackground: boolean;
}

/** The form's values as typed (the same shape, not yet trimmed). */
export type VolunteerApplicationValues = VolunteerApplication;

export type VolunteerField = keyof VolunteerApplication;

/** Every field empty or unticked: the form's first state and what it resets to. */
export const volunteerApplicationDefaults: VolunteerApplicationValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  country: '',
  dateOfBirth: '',
  occupation: '',
  skills: [],
  interests: [],
  availability: '',
  experience: '',
  motivation: '',
  references: '',
  emergencyContact: '',
  emergencyPhone: '',
  agreeTerms: false,
  agreeBackground: false,
};
