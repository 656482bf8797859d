import { z } from 'zod';
import { DONATION_MAX, DONATION_MIN } from './constants';
import { validationMessages } from './messages';

const message = validationMessages.donation.amountInvalid;

// Plain decimal digits only: no sign, exponent, hex or thousands separator, so "1e3",
// "0x10" and "-5" are refused rather than read the way Number() would.
const DECIMAL = /^\d+(?:\.\d+)?$/;

/** Parses a raw amount to whole pounds, or `undefined` when decision 2 refuses it. */
export function parseDonationAmount(raw: string | number): number | undefined {
  const text = String(raw).trim();
  if (!DECIMAL.test(text)) return undefined;
  const amount = Number(text);
  // "25.00" is 25 whole pounds; "1.5" is not whole and is refused.
  if (!Number.isInteger(amount)) return undefined;
  return amount >= DONATION_MIN && amount <= DONATION_MAX ? amount : undefined;
}

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
export const donationFormSchema = z.object({ amount: donationAmountSchema });

export type DonationFormValues = z.input<typeof donationFormSchema>;
export type DonationFormData = z.output<typeof donationFormSchema>;

/** The donation form's empty state, also what it resets to after a valid submit. */
export const donationFormDefaults: DonationFormValues = { amount: '' };
