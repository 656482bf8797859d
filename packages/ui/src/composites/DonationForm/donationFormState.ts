import {
  type DonationFormData,
  type DonationFormValues,
  donationValidationMessages,
  parseDonationAmount,
} from '@charitykit/content';
import type { z } from 'zod';

/** A charity's own amount rule, replacing decision 2's. */
export type DonationFormSchema = z.ZodType<DonationFormData, DonationFormValues>;

export type DonationCheck =
  | { valid: true; data: DonationFormData }
  | { valid: false; message: string };

/**
 * The raw text of the amount input (or a quick amount), checked as a submit does. Without a
 * schema it uses the content package's `parseDonationAmount`, the same rule as its schema but
 * without zod at run time: this box sits on the home page, where every kilobyte counts.
 */
export function checkDonation(amount: string | number, schema?: DonationFormSchema): DonationCheck {
  const message = donationValidationMessages.amountInvalid;
  if (!schema) {
    const pounds = parseDonationAmount(amount);
    return pounds === undefined
      ? { valid: false, message }
      : { valid: true, data: { amount: pounds } };
  }
  const result = schema.safeParse({ amount });
  if (result.success) return { valid: true, data: result.data };
  return { valid: false, message: result.error.issues[0]?.message ?? message };
}
