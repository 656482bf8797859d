import { describe, expect, it } from 'vitest';
import { pageFormSchema } from './page';
import {
  formatUkDateTime,
  isoToUkLocal,
  isPageLive,
  navPlacementLabels,
  ukLocalToIso,
} from './publishing';
import { validateForm } from './validate';

describe('UK time', () => {
  it('given a winter time, then UK time is UTC', () => {
    expect(ukLocalToIso('2026-01-15T09:30')).toBe('2026-01-15T09:30:00.000Z');
    expect(isoToUkLocal('2026-01-15T09:30:00.000Z')).toBe('2026-01-15T09:30');
  });

  it('given a summer time, then UK time is an hour ahead of UTC (BST)', () => {
    expect(ukLocalToIso('2026-07-01T18:00')).toBe('2026-07-01T17:00:00.000Z');
    expect(isoToUkLocal('2026-07-01T17:00:00.000Z')).toBe('2026-07-01T18:00');
  });

  it('given the hour the clocks go back, then the earlier (BST) instant is taken', () => {
    // 25 Oct 2026: 01:30 happens twice in London.
    expect(ukLocalToIso('2026-10-25T01:30')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('given something that is not a date and time, then there is no instant', () => {
    expect(ukLocalToIso('')).toBeNull();
    expect(ukLocalToIso('2026-02-30T10:00')).toBeNull();
    expect(ukLocalToIso('tomorrow')).toBeNull();
  });

  it('shows an instant in UK time, saying so', () => {
    expect(formatUkDateTime('2026-07-01T17:00:00.000Z')).toBe('1 Jul 2026, 18:00 UK time');
    expect(formatUkDateTime(null)).toBe('');
  });
});

describe('isPageLive', () => {
  const now = Date.parse('2026-06-01T12:00:00Z');
  const page = (status: string, publish_at: string | null, unpublish_at: string | null) => ({
    status,
    publish_at,
    unpublish_at,
  });

  it('follows the database policy: published, or a draft whose time has come, until unpublished', () => {
    expect(isPageLive(page('published', null, null), now)).toBe(true);
    expect(isPageLive(page('draft', null, null), now)).toBe(false);
    expect(isPageLive(page('draft', '2026-06-01T11:59:00Z', null), now)).toBe(true);
    expect(isPageLive(page('draft', '2026-06-01T12:01:00Z', null), now)).toBe(false);
    expect(isPageLive(page('published', null, '2026-06-01T12:00:00Z'), now)).toBe(false);
    expect(isPageLive(page('archived', '2026-05-01T00:00:00Z', null), now)).toBe(false);
  });
});

describe('the page form’s navigation and schedule', () => {
  const base = { title: 'Winter appeal', slug: 'winter-appeal' };

  it('labels the placements as staff see them', () => {
    expect(navPlacementLabels).toEqual({ none: 'Not shown', header: 'Header', footer: 'Footer' });
  });

  it('refuses an unpublish time before the publish time', () => {
    expect(
      validateForm(pageFormSchema, {
        ...base,
        publish_at: '2026-12-01T09:00',
        unpublish_at: '2026-11-30T09:00',
      }).errors,
    ).toEqual({ unpublish_at: 'Unpublish at must be after Publish at' });
  });

  it('refuses a navigation order out of range and an unknown placement', () => {
    const { errors } = validateForm(pageFormSchema, {
      ...base,
      nav_order: -1,
      nav_placement: 'sidebar',
    } as never);
    expect(errors?.nav_order).toBe('Enter a whole number from 0 to 9999');
    expect(errors?.nav_placement).toBeTruthy();
  });

  it('accepts a placement, an order and a schedule', () => {
    expect(
      pageFormSchema.parse({
        ...base,
        nav_placement: 'footer',
        nav_order: 2,
        publish_at: '2026-12-01T09:00',
        unpublish_at: '2027-01-31T17:00',
      }),
    ).toMatchObject({ nav_placement: 'footer', nav_order: 2, publish_at: '2026-12-01T09:00' });
  });
});
