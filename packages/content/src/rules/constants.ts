/**
 * Business constants and limits of spec section 9. Screens read these instead of
 * repeating the numbers, so the rule and the input attributes (min, max, step,
 * maxLength) can never disagree.
 */

/** Donation amount: whole pounds from £1 to £100,000 (decision 2). */
export const DONATION_MIN = 1;
export const DONATION_MAX = 100_000;
export const DONATION_STEP = 1;
export const CURRENCY = 'GBP';

/** Quick-amount buttons, in pounds, per donation form. */
export const QUICK_AMOUNTS = {
  home: [25, 50, 100],
  refugeeAppeal: [25, 50, 100, 250],
  conflictAppeal: [30, 75, 150, 300],
} as const;

/** Fixed fundraising figures: shown as given, never computed. */
export const FUNDRAISING_PROGRESS = {
  refugeeAppeal: { raised: 125_000, percent: 63 },
  conflictAppeal: { raised: 185_000, percent: 62 },
} as const;

/** Every cleaned text input is cut to this many characters. */
export const TEXT_MAX_LENGTH = 1000;

/** Contact form length limits, in characters, counted after trimming. */
export const CONTACT_LIMITS = {
  name: { min: 2, max: 50 },
  email: { max: 100 },
  subject: { min: 5, max: 100 },
  message: { min: 10, max: 1000 },
} as const;

/** Home hero carousel: three slides with a one-second fade. */
export const HERO_SLIDE_COUNT = 3;
export const HERO_FADE_MS = 1000;

/** Home programmes carousel: eight programmes, looping, 1, 2 or 4 per view by screen width. */
export const PROGRAMME_COUNT = 8;
export const PROGRAMMES_PER_VIEW = { small: 1, medium: 2, large: 4 } as const;

/** The contact page's claim of replies within 24 hours. */
export const RESPONSE_TIME_HOURS = 24;

/** Office hours: Mon-Fri 9:00-18:00, closed at weekends. */
export const OFFICE_HOURS = {
  days: 'Mon-Fri',
  opens: '9:00',
  closes: '18:00',
  weekends: 'Closed',
} as const;

/** Simulated wait before the volunteer form reports success. */
export const VOLUNTEER_SUBMIT_DELAY_MS = 2000;

/** Admin sign-in: minimum password length. */
export const PASSWORD_MIN_LENGTH = 6;

/** After a profile is created automatically, the page reloads after this delay. */
export const PROFILE_RELOAD_DELAY_MS = 1000;

/** Upload progress steps: started, file stored, row recorded. */
export const UPLOAD_PROGRESS = { started: 10, stored: 70, done: 100 } as const;

/** Storage folder of uploaded media. */
export const UPLOAD_FOLDER = 'uploads';

/** The charity's default theme colours, used whenever settings cannot be read. */
export const DEFAULT_THEME_COLORS = {
  primary: '#2A9F8E',
  secondary: '#B7DE2D',
  accent: '#FF6B6B',
} as const;

// The settings' keys live here, free of zod, so data's settings merge (public entry, size budget)
// reads the same lists the settings forms check.

/** The `site_settings` keys the product reads and writes (spec section 3). */
export const SETTING_KEYS = [
  'site_name',
  'site_tagline',
  'contact_email',
  'contact_phone',
  'social_links',
  'theme_colors',
  'organisation_name',
  'registration_number',
  'share_image',
  // Issue 24: where the Donate buttons go, and how long submissions are kept.
  'donation_page',
  'submission_retention_months',
  // Issue 37: where the footer's Impact Reports, Careers and Fundraise lead, once staff say.
  'footer_links',
] as const;

/** Submissions are deleted this many months after they arrive, unless staff choose otherwise. */
export const DEFAULT_RETENTION_MONTHS = 24;
/** The retention setting's range, in whole months (the database holds the same range). */
export const RETENTION_MONTHS_RANGE = { min: 1, max: 120 } as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

/** The social networks the footer links to, in footer order. */
export const SOCIAL_NETWORKS = ['facebook', 'twitter', 'instagram', 'linkedin'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
