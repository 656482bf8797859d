/** Where the visual tests serve the built Storybook: a sub-path, as GitHub Pages would. */
const port = Number(process.env.STORYBOOK_TEST_PORT ?? 6217);
const base = '/charitykit/';

export const storybookEnv = {
  port,
  base,
  url: `http://127.0.0.1:${port}${base}`,
} as const;

/**
 * The browser every capture is made in, for the config's pages and the worker-wide Storybook
 * frame alike: the same base URL, motion, colours, locale, time zone and pixel density.
 */
export const captureContext = {
  baseURL: storybookEnv.url,
  reducedMotion: 'reduce',
  colorScheme: 'light',
  locale: 'en-GB',
  timezoneId: 'Europe/London',
  deviceScaleFactor: 1,
} as const;
