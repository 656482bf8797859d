import { describe, expect, it } from 'vitest';
import { donationAmountSchema, donationFormDefaults, donationFormSchema } from './index';

const message = 'Please enter a valid amount between £1 and £100,000';

describe('donation amount (decision 2)', () => {
  it.each([
    { raw: '1', amount: 1 },
    { raw: '25', amount: 25 },
    { raw: '100000', amount: 100_000 },
    { raw: ' 50 ', amount: 50 },
    { raw: '25.00', amount: 25 },
    { raw: 250, amount: 250 },
  ])('given $raw, then it is accepted as £$amount', ({ raw, amount }) => {
    expect(donationAmountSchema.parse(raw)).toBe(amount);
  });

  it.each([
    '',
    '   ',
    '0',
    '1.5',
    '0.99',
    '100001',
    '-5',
    'abc',
    '1e3',
    '0x10',
    '+5',
    '1,000',
    '£25',
    'Infinity',
    'NaN',
    0,
    -5,
    1.5,
    100_001,
    Number.NaN,
  ])('given %j, then the one message is shown', (raw) => {
    const result = donationAmountSchema.safeParse(raw);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it.each([null, undefined, true, {}])(
    'given a non-input value %j, then the message is shown',
    (raw) => {
      const result = donationAmountSchema.safeParse(raw);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
    },
  );

  it('given the empty form, then the amount field carries the message', () => {
    const result = donationFormSchema.safeParse(donationFormDefaults);
    expect(result.error?.issues).toMatchObject([{ path: ['amount'], message }]);
  });
});
