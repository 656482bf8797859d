import { describe, expect, it } from 'vitest';
import { formatSavedAt, historyTexts, pageConflictTexts } from './pageChanges';

describe('formatSavedAt', () => {
  it('shows UK time: GMT in winter, BST in summer', () => {
    expect(formatSavedAt('2026-11-25T14:32:00Z')).toBe('14:32 on 25 November 2026');
    expect(formatSavedAt('2026-07-01T08:05:00Z')).toBe('09:05 on 1 July 2026');
  });

  it('says so when the date is missing or unreadable', () => {
    expect(formatSavedAt(null)).toBe('an unknown time');
    expect(formatSavedAt('not a date')).toBe('an unknown time');
  });
});

describe('page change texts', () => {
  it('name who changed the page, or someone else', () => {
    expect(pageConflictTexts.message('Tom Price', '10:12 on 3 June 2024')).toMatch(
      /^Tom Price saved this page at 10:12 on 3 June 2024, after you opened it\./,
    );
    expect(pageConflictTexts.message(null, 'x')).toMatch(/^Someone else saved this page/);
    expect(historyTexts.sections(1)).toBe('1 section');
    expect(historyTexts.saved('t', null)).toBe('Saved at t');
  });
});
