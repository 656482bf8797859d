/** The text block (spec sections 2 and 3): a title and paragraphs of plain text. Zod-free. */

export const textTexts = {
  /** The spec's name for it. */
  label: 'Text Block',
  fields: { text: 'Text' },
  messages: { textTooLong: 'Text must be at most 20000 characters' },
} as const;

export const TEXT_LIMITS = {
  /** Characters of text; the spec gives no cap. */
  text: 20000,
  /** Rows of the text editor (spec section 9). */
  rows: 6,
} as const;

/** A new text block: no title, no text. */
export const textDefaults = { title: '', content: { text: '' } };
