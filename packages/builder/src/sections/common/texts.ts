/**
 * What every section type shares: its title, and the banner fields (a few lines and a button)
 * of the hero and the call to action. The spec names the fields, not their labels; the labels,
 * hints, caps and messages are ours, in the spec's plain style. Zod-free: the public site's
 * renderers may import these.
 */

/** The labels of the shared fields. */
export const commonFieldLabels = {
  title: 'Title',
  description: 'Description',
  buttonText: 'Button Text',
} as const;

/** The hint under a field that takes a web address or a site path. */
export const urlHint =
  'A web address starting with https://, or a path on this site such as /about';

/** Length caps; the spec gives none, these keep a section readable and a row small. */
export const COMMON_LIMITS = {
  title: 200,
  description: 1000,
  buttonText: 60,
  url: 2000,
} as const;

/** The shared fields' messages (the spec gives none). */
export const commonMessages = {
  titleTooLong: 'Title must be at most 200 characters',
  descriptionTooLong: 'Description must be at most 1000 characters',
  buttonTextTooLong: 'Button text must be at most 60 characters',
  urlTooLong: 'Web address must be at most 2000 characters',
} as const;
