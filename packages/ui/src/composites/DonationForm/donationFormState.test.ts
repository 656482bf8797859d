import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkDonation } from './donationFormState';

const message = 'Please enter a valid amount between £1 and £100,000';

describe('checking a donation amount', () => {
  it.each(['', '0', '-5', '1.5', '100001', 'abc'])('refuses %j with the spec message', (amount) => {
    expect(checkDonation(amount)).toEqual({ valid: false, message });
  });

  it.each([
    ['1', 1],
    ['25', 25],
    ['100000', 100000],
  ])('accepts %j as %i whole pounds', (amount, pounds) => {
    expect(checkDonation(amount)).toEqual({ valid: true, data: { amount: pounds } });
  });

  it('accepts a quick amount given as a number', () => {
    expect(checkDonation(250)).toEqual({ valid: true, data: { amount: 250 } });
  });
});

describe('a charity with its own amount rule', () => {
  it('checks against the schema it passes and shows that schema message', () => {
    const fiveOrMore = z.object({
      amount: z
        .union([z.string(), z.number()])
        .transform(Number)
        .pipe(z.number().int().min(5, { error: 'Please give at least £5' })),
    });
    expect(checkDonation('3', fiveOrMore)).toEqual({
      valid: false,
      message: 'Please give at least £5',
    });
    expect(checkDonation('7', fiveOrMore)).toEqual({ valid: true, data: { amount: 7 } });
  });
});
