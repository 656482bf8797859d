/** The image section (spec sections 2 and 3): a picture with its alt text. Zod-free. */

export const imageTexts = {
  /** The spec's name for it. */
  label: 'Image',
  fields: { imageUrl: 'Image URL', altText: 'Alt Text' },
  hints: { altText: 'Describe the image for people who cannot see it' },
  messages: {
    altTextTooLong: 'Alt text must be at most 300 characters',
    altTextRequired: 'Please describe the image for people who cannot see it',
  },
} as const;

export const IMAGE_LIMITS = {
  /** Characters of alt text; the spec gives no cap. */
  altText: 300,
} as const;

/** A new image section: no address, no alt text. */
export const imageDefaults = { title: '', content: { imageUrl: '', altText: '' } };
