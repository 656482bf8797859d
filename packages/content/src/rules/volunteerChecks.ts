// Zod-free on purpose: the volunteer form runs these checks in the browser without zod, so the
// page that carries it stays light. `volunteerApplicationSchema` (volunteer.ts) runs these checks.

import { volunteerValidationMessages } from './formValidationMessages';
import { EMAIL_PATTERN } from './patterns';
import type { VolunteerApplication, VolunteerField } from './volunteerApplication';

export { volunteerValidationMessages };

export interface VolunteerCheck {
  message: string;
  passes: (application: VolunteerApplication) => boolean;
  /** The field a failure is reported on, for focus and error summaries. */
  field: (application: VolunteerApplication) => VolunteerField;
}

const m = volunteerValidationMessages;

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
