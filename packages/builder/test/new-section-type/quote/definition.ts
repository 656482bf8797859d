/** A quote from someone the charity helped: their words and who said them. Zod-free. */

export const quoteTexts = {
  label: 'Quote',
  fields: { quote: 'Quote', title: 'Who said it' },
  messages: {
    quoteRequired: 'Please enter the quote',
    nameTooLong: 'Name must be at most 100 characters',
  },
} as const;

export const quoteDefaults = { title: '', content: { quote: '' } };
