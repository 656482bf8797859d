// Zod-free on purpose: the public donation forms check amounts with this alone, so the pages
// that carry them do not ship zod. `donationAmountSchema` wraps the same rule.
import { DONATION_MAX, DONATION_MIN } from './constants';

import { donationValidationMessages } from './formValidationMessages';

export { donationValidationMessages };

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

/** A donation form's one field: the number input's raw value, or a quick amount. */
export interface DonationFormValues {
  amount: string | number;
}

/** The donation form's empty state, also what it resets to after a valid submit. */
export const donationFormDefaults: DonationFormValues = { amount: '' };
