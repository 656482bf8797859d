/** Where the visual tests serve the built Storybook: a sub-path, as GitHub Pages would. */
const port = Number(process.env.STORYBOOK_TEST_PORT ?? 6217);
const base = '/charitykit/';

export const storybookEnv = {
  port,
  base,
  url: `http://127.0.0.1:${port}${base}`,
} as const;
