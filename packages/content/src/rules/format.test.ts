import { describe, expect, it } from 'vitest';
import { formatFileSize, formatGBP } from './format';

describe('file-size formatter', () => {
  it.each([
    { bytes: 0, text: '0 Bytes' },
    { bytes: 1, text: '1 Bytes' },
    { bytes: 500, text: '500 Bytes' },
    { bytes: 1023, text: '1023 Bytes' },
    { bytes: 1024, text: '1 KB' },
    { bytes: 1536, text: '1.5 KB' },
    { bytes: 1126, text: '1.1 KB' },
    { bytes: 1234, text: '1.21 KB' },
    { bytes: 1048575, text: '1 MB' },
    { bytes: 1048576, text: '1 MB' },
    { bytes: 5 * 1024 * 1024 + 256 * 1024, text: '5.25 MB' },
    { bytes: 1024 ** 3, text: '1 GB' },
    { bytes: 2.5 * 1024 ** 3, text: '2.5 GB' },
    { bytes: 2048 * 1024 ** 3, text: '2048 GB' },
  ])('shows $bytes bytes as "$text"', ({ bytes, text }) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (bytes) => {
    expect(() => formatFileSize(bytes)).toThrow(RangeError);
  });
});

describe('GBP formatter', () => {
  it.each([
    { amount: 125000, text: '£125,000' },
    { amount: 185000, text: '£185,000' },
    { amount: 100000, text: '£100,000' },
    { amount: 25, text: '£25' },
    { amount: 1, text: '£1' },
    { amount: 0, text: '£0' },
    { amount: 12.5, text: '£12.50' },
    { amount: 1234.567, text: '£1,234.57' },
  ])('shows $amount as "$text"', ({ amount, text }) => {
    expect(formatGBP(amount)).toBe(text);
  });
});
