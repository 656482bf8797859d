/** The hero section (spec sections 2 and 3): a page's big opening band. Zod-free. */

export const heroTexts = {
  /** The spec's name for it. */
  label: 'Hero Section',
} as const;

/** A new hero: no title, no description, no button. */
export const heroDefaults = { title: '', content: { description: '', buttonText: '' } };
