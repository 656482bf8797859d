import { z } from 'zod';
import { messages, validationMessages } from './messages';
import { EMAIL_PATTERN } from './text';

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

// The spec says the volunteer text fields pass through a cleaning step whose details are
// not shown; trimming is the part that matters to the checks (a name of spaces is empty).
const text = () => z.string().trim();

/**
 * The fields of a volunteer application and their types (spec section 3). Skills and
 * interests are lists of strings rather than the fixed options, so a charity with its own
 * lists can use the same schema. The six checks live in `volunteerApplicationSchema`.
 */
export const volunteerApplicationFields = z.object({
  firstName: text(),
  lastName: text(),
  email: text(),
  phone: text(),
  address: text(),
  city: text(),
  country: text(),
  /** `YYYY-MM-DD` from a date input, or `''` when not given; the spec sets no rule on it. */
  dateOfBirth: text(),
  occupation: text(),
  skills: z.array(z.string()),
  interests: z.array(z.string()),
  /** Optional: `''` when no availability is chosen. */
  availability: z.union([z.enum(VOLUNTEER_AVAILABILITY), z.literal('')]),
  experience: text(),
  motivation: text(),
  references: text(),
  emergencyContact: text(),
  emergencyPhone: text(),
  agreeTerms: z.boolean(),
  agreeBackground: z.boolean(),
});

export type VolunteerApplicationValues = z.input<typeof volunteerApplicationFields>;
export type VolunteerApplication = z.output<typeof volunteerApplicationFields>;

export type VolunteerField = keyof VolunteerApplication;

export interface VolunteerCheck {
  message: string;
  passes: (application: VolunteerApplication) => boolean;
  /** The field a failure is reported on, for focus and error summaries. */
  field: (application: VolunteerApplication) => VolunteerField;
}

const m = validationMessages.volunteer;

function firstFailedCheck(application: VolunteerApplication): VolunteerCheck | undefined {
  return VOLUNTEER_CHECKS.find((check) => !check.passes(application));
}

/** The spec's six checks, in the order they run; the first failure stops the submit. */
export const VOLUNTEER_CHECKS: readonly VolunteerCheck[] = [
  {
    message: m.fullName,
    passes: (a) => a.firstName !== '' && a.lastName !== '',
    field: (a) => (a.firstName === '' ? 'firstName' : 'lastName'),
  },
  {
    message: m.email,
    passes: (a) => EMAIL_PATTERN.test(a.email),
    field: () => 'email',
  },
  { message: m.phone, passes: (a) => a.phone !== '', field: () => 'phone' },
  { message: m.skills, passes: (a) => a.skills.length > 0, field: () => 'skills' },
  { message: m.interests, passes: (a) => a.interests.length > 0, field: () => 'interests' },
  {
    message: m.agreements,
    passes: (a) => a.agreeTerms && a.agreeBackground,
    field: (a) => (a.agreeTerms ? 'agreeBackground' : 'agreeTerms'),
  },
];

/**
 * The volunteer application with its six checks. Only the first failing check is
 * reported, because the form shows one toast and stops there (spec section 5).
 */
export const volunteerApplicationSchema = volunteerApplicationFields.check((ctx) => {
  const failed = firstFailedCheck(ctx.value);
  if (failed) {
    ctx.issues.push({
      code: 'custom',
      message: failed.message,
      path: [failed.field(ctx.value)],
      input: ctx.value,
    });
  }
});

/**
 * The message of the first failing check, or `null` when the application may be sent.
 * Values are trimmed first, as the schema does.
 */
export function volunteerApplicationError(values: VolunteerApplicationValues): string | null {
  const parsed = volunteerApplicationFields.safeParse(values);
  // A value of the wrong kind comes from code, not from a person: it still blocks the
  // submit, with the spec's toast for an unexpected failure.
  if (!parsed.success) return messages.volunteerFailed;
  return firstFailedCheck(parsed.data)?.message ?? null;
}

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
