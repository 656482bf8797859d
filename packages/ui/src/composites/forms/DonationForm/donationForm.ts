import {
  type DonationFormData,
  type DonationFormValues,
  donationFormSchema,
  validationMessages,
} from '@charitykit/content';
import type { z } from 'zod';

/** A schema that checks the amount: the content package's (decision 2), or a charity's own. */
export type DonationFormSchema = z.ZodType<DonationFormData, DonationFormValues>;

export type DonationCheck =
  | { valid: true; data: DonationFormData }
  | { valid: false; message: string };

/** The raw text of the amount input (or a quick amount), checked as a submit does. */
export function checkDonation(
  amount: string | number,
  schema: DonationFormSchema = donationFormSchema,
): DonationCheck {
  const result = schema.safeParse({ amount });
  if (result.success) return { valid: true, data: result.data };
  return {
    valid: false,
    message: result.error.issues[0]?.message ?? validationMessages.donation.amountInvalid,
  };
}
