import {
  type FieldErrors,
  publicFormMessages,
  VOLUNTEER_CHECKS,
  type VolunteerApplication,
  type VolunteerApplicationValues,
  type VolunteerField,
  validateForm,
} from '@charitykit/content';
import type { z } from 'zod';
import { finishAllText } from '../forms/formState';
import { wait } from '../forms/wait';

/** A charity's own checks, replacing the content package's six. */
export type VolunteerFormSchema = z.ZodType<VolunteerApplication, VolunteerApplicationValues>;

/** The order the fields appear in the form. */
export const volunteerFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'country',
  'dateOfBirth',
  'occupation',
  'skills',
  'interests',
  'availability',
  'experience',
  'motivation',
  'references',
  'emergencyContact',
  'emergencyPhone',
  'agreeTerms',
  'agreeBackground',
] as const satisfies readonly VolunteerField[];

export type VolunteerCheckResult =
  | { valid: true; values: VolunteerApplicationValues; data: VolunteerApplication }
  | {
      valid: false;
      values: VolunteerApplicationValues;
      /** The first failing check's message: the one toast the spec shows. */
      message: string;
      /** The field that check is about, when it names one. */
      field?: VolunteerField;
    };

/**
 * Cleans every text field (trimmed, no angle brackets) and runs the checks in order, stopping
 * at the first failure as the spec's form does. Without a schema it runs the content package's
 * `VOLUNTEER_CHECKS`, the checks its `volunteerApplicationSchema` runs, without zod at run time.
 */
export function checkVolunteerApplication(
  values: VolunteerApplicationValues,
  schema?: VolunteerFormSchema,
): VolunteerCheckResult {
  const cleaned = finishAllText(values);
  if (!schema) {
    const failed = VOLUNTEER_CHECKS.find((check) => !check.passes(cleaned));
    return failed
      ? { valid: false, values: cleaned, message: failed.message, field: failed.field(cleaned) }
      : { valid: true, values: cleaned, data: cleaned };
  }
  const result = validateForm(schema, cleaned);
  if (result.success) return { valid: true, values: cleaned, data: result.data };
  const field = volunteerFields.find((name) => result.errors[name] !== undefined);
  // No field means a whole-form issue or a value of the wrong kind, which comes from code,
  // not from the person: the spec's toast for an unexpected failure fits it.
  const message = field ? (result.errors[field] as string) : publicFormMessages.volunteerFailed;
  return { valid: false, values: cleaned, message, field };
}

export type VolunteerSubmitOutcome =
  | {
      status: 'invalid';
      values: VolunteerApplicationValues;
      message: string;
      field?: VolunteerField;
    }
  | { status: 'sent'; data: VolunteerApplication }
  | { status: 'failed'; message: string }
  | { status: 'cancelled' };

export interface VolunteerSubmitOptions {
  schema?: VolunteerFormSchema;
  /** The simulated wait before the application is handed over (spec: about 2 s). */
  delayMs: number;
  /** Receives the checked application; a throw or rejection is an unexpected failure. */
  onSubmit: (application: VolunteerApplication) => void | Promise<void>;
  /** Aborted when the form goes away, so nothing is handed over after that. */
  signal?: AbortSignal;
  /** The message for an unexpected failure. */
  failureMessage?: string;
}

/** The volunteer submit after the form turns busy: check, wait, hand over (spec section 4). */
export async function submitVolunteerApplication(
  values: VolunteerApplicationValues,
  {
    schema,
    delayMs,
    onSubmit,
    signal,
    failureMessage = publicFormMessages.volunteerFailed,
  }: VolunteerSubmitOptions,
): Promise<VolunteerSubmitOutcome> {
  const check = checkVolunteerApplication(values, schema);
  if (!check.valid) {
    return { status: 'invalid', values: check.values, message: check.message, field: check.field };
  }
  if (!(await wait(delayMs, signal))) return { status: 'cancelled' };
  try {
    await onSubmit(check.data);
  } catch {
    return { status: 'failed', message: failureMessage };
  }
  return { status: 'sent', data: check.data };
}

export type VolunteerErrors = FieldErrors<VolunteerApplicationValues>;
