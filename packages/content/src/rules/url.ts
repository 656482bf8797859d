import { z } from 'zod';
import { validationMessages } from './messages';
import { isSafeUrl } from './urlChecks';

/** A required safe URL (decision 12), trimmed before the check. */
export const safeUrlSchema = z
  .string()
  .trim()
  .min(1, { error: validationMessages.safeUrl.required, abort: true })
  .refine(isSafeUrl, { error: validationMessages.safeUrl.unsafe });

/** A safe URL that may be left empty while a section is being written (output `''`). */
export const optionalSafeUrlSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || isSafeUrl(value), {
    error: validationMessages.safeUrl.unsafe,
  });
