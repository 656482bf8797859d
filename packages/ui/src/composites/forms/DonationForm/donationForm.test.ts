import { describe, expect, it } from 'vitest';
import { checkDonation } from './donationForm';

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
