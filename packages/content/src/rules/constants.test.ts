import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('business constants (spec section 9)', () => {
  it.each([
    ['DONATION_MIN', c.DONATION_MIN, 1],
    ['DONATION_MAX', c.DONATION_MAX, 100000],
    ['DONATION_STEP', c.DONATION_STEP, 1],
    ['CURRENCY', c.CURRENCY, 'GBP'],
    ['TEXT_MAX_LENGTH', c.TEXT_MAX_LENGTH, 1000],
    ['HERO_SLIDE_COUNT', c.HERO_SLIDE_COUNT, 3],
    ['HERO_FADE_MS', c.HERO_FADE_MS, 1000],
    ['PROGRAMME_COUNT', c.PROGRAMME_COUNT, 8],
    ['RESPONSE_TIME_HOURS', c.RESPONSE_TIME_HOURS, 24],
    ['VOLUNTEER_SUBMIT_DELAY_MS', c.VOLUNTEER_SUBMIT_DELAY_MS, 2000],
    ['PASSWORD_MIN_LENGTH', c.PASSWORD_MIN_LENGTH, 6],
    ['PROFILE_RELOAD_DELAY_MS', c.PROFILE_RELOAD_DELAY_MS, 1000],
    ['UPLOAD_FOLDER', c.UPLOAD_FOLDER, 'uploads'],
  ])('%s is %j', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('has the quick amounts of each donation form', () => {
    expect(c.QUICK_AMOUNTS).toEqual({
      home: [25, 50, 100],
      refugeeAppeal: [25, 50, 100, 250],
      conflictAppeal: [30, 75, 150, 300],
    });
  });

  it('has the fixed fundraising figures', () => {
    expect(c.FUNDRAISING_PROGRESS).toEqual({
      refugeeAppeal: { raised: 125000, percent: 63 },
      conflictAppeal: { raised: 185000, percent: 62 },
    });
  });

  it('has the contact limits', () => {
    expect(c.CONTACT_LIMITS).toEqual({
      name: { min: 2, max: 50 },
      email: { max: 100 },
      subject: { min: 5, max: 100 },
      message: { min: 10, max: 1000 },
    });
  });

  it('has the carousel, office-hours, upload and theme figures', () => {
    expect(c.PROGRAMMES_PER_VIEW).toEqual({ small: 1, medium: 2, large: 4 });
    expect(c.OFFICE_HOURS).toEqual({
      days: 'Mon-Fri',
      opens: '9:00',
      closes: '18:00',
      weekends: 'Closed',
    });
    expect(c.UPLOAD_PROGRESS).toEqual({ started: 10, stored: 70, done: 100 });
    expect(c.DEFAULT_THEME_COLORS).toEqual({
      primary: '#2A9F8E',
      secondary: '#B7DE2D',
      accent: '#FF6B6B',
    });
  });
});
