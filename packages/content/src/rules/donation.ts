import { z } from 'zod';
import {
  type DonationFormValues,
  donationValidationMessages,
  parseDonationAmount,
} from './donationChecks';

const message = donationValidationMessages.amountInvalid;

/**
 * Decision 2: a donation amount is a whole number of pounds from 1 to 100000. Takes the
 * number input's raw value (a string; a number from a quick-amount button also works)
 * and gives whole pounds. Anything else, including '', 0, negatives, fractions, amounts
 * above the cap and non-numbers, fails with the spec's one message.
 */
export const donationAmountSchema = z
  .union([z.string(), z.number()], { error: message })
  .transform((raw, ctx) => {
    const amount = parseDonationAmount(raw);
    if (amount === undefined) {
      ctx.issues.push({ code: 'custom', message, input: raw });
      return z.NEVER;
    }
    return amount;
  });

/** A donation form: the one amount field. */
export const donationFormSchema = z.object({
  amount: donationAmountSchema,
}) satisfies z.ZodType<unknown, DonationFormValues>;

export type DonationFormData = z.output<typeof donationFormSchema>;
