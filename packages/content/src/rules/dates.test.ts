import { describe, expect, it } from 'vitest';
import { formatUkDate, formatUkDayTime } from './dates';

describe('back-office dates', () => {
  it('given an instant, then its UK date is shown, in summer time too', () => {
    expect(formatUkDate('2026-11-25T14:32:00Z')).toBe('25 Nov 2026');
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(formatUkDate('2026-06-30T23:30:00Z')).toBe('1 Jul 2026');
  });

  it('given an instant, then its UK date and time are shown', () => {
    expect(formatUkDayTime('2026-11-25T14:32:00Z')).toBe('25 Nov 2026, 14:32');
    expect(formatUkDayTime('2024-05-20T10:00:00.000Z')).toBe('20 May 2024, 11:00');
  });

  it('given no date or an unreadable one, then the fallback is shown', () => {
    for (const value of [null, undefined, '', 'not a date']) {
      expect(formatUkDate(value)).toBe('–');
      expect(formatUkDayTime(value)).toBe('–');
      expect(formatUkDayTime(value, 'Never')).toBe('Never');
    }
  });
});
