// The donation amount box's words (see contactForm.ts for why one module per form).

/** The donation amount box (home panel and the two appeals). */
export const donationFormLabels = {
  submit: 'Donate Now',
  amount: 'Donation amount (£)',
  quickAmounts: 'Quick amounts',
  currencyPrefix: '£',
} as const;
