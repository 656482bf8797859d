/** The call to action (spec sections 2 and 3): a few lines and a button that goes somewhere. Zod-free. */

export const ctaTexts = {
  /** The spec's name for it. */
  label: 'Call to Action',
  fields: { buttonLink: 'Button Link' },
  messages: { buttonLinkRequired: 'Please enter where the button goes' },
} as const;

/** A new call to action: no title, no description, no button. */
export const ctaDefaults = {
  title: '',
  content: { description: '', buttonText: '', buttonLink: '' },
};
