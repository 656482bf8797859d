import { z } from 'zod';
import { publicFormMessages } from './publicMessages';
import type { FieldErrors, FormValidation } from './validate';
import {
  VOLUNTEER_AVAILABILITY,
  type VolunteerApplication,
  type VolunteerApplicationValues,
} from './volunteerApplication';
import { VOLUNTEER_CHECKS, type VolunteerCheck } from './volunteerChecks';

// The spec says the volunteer text fields pass through a cleaning step whose details are
// not shown; trimming is the part that matters to the checks (a name of spaces is empty).
const text = () => z.string().trim();

/**
 * The fields of a volunteer application and their types (spec section 3), trimming text. The six
 * checks are `VOLUNTEER_CHECKS`; `volunteerApplicationSchema` runs them.
 */
export const volunteerApplicationFields = z.object({
  firstName: text(),
  lastName: text(),
  email: text(),
  phone: text(),
  address: text(),
  city: text(),
  country: text(),
  dateOfBirth: text(),
  occupation: text(),
  skills: z.array(z.string()),
  interests: z.array(z.string()),
  availability: z.union([z.enum(VOLUNTEER_AVAILABILITY), z.literal('')]),
  experience: text(),
  motivation: text(),
  references: text(),
  emergencyContact: text(),
  emergencyPhone: text(),
  agreeTerms: z.boolean(),
  agreeBackground: z.boolean(),
}) satisfies z.ZodType<VolunteerApplication, VolunteerApplicationValues>;

function firstFailedCheck(application: VolunteerApplication): VolunteerCheck | undefined {
  return VOLUNTEER_CHECKS.find((check) => !check.passes(application));
}

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
  if (!parsed.success) return publicFormMessages.volunteerFailed;
  return firstFailedCheck(parsed.data)?.message ?? null;
}

/**
 * Every failing check at once, each on the field it is about, in the checks' order (issue 34):
 * an application sent without JavaScript lists them all in its error summary, as GOV.UK does,
 * where the browser's form stops at the first. Values are trimmed first, as the schema does. A
 * value of the wrong kind (which only a forged post can send) fails with no field message.
 */
export function volunteerApplicationErrors(
  values: VolunteerApplicationValues,
): FormValidation<typeof volunteerApplicationFields> {
  const parsed = volunteerApplicationFields.safeParse(values);
  if (!parsed.success) return { success: false, errors: {} };
  const errors: FieldErrors<VolunteerApplicationValues> = {};
  for (const check of VOLUNTEER_CHECKS) {
    if (check.passes(parsed.data)) continue;
    const field = check.field(parsed.data);
    errors[field] ??= check.message;
  }
  return Object.keys(errors).length === 0
    ? { success: true, data: parsed.data, errors }
    : { success: false, errors };
}
