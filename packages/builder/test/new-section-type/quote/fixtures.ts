import type { StoredSection } from '../../registry/types';

export const quoteFixtures = {
  empty: { type: 'quote', title: '', content: { quote: '' } },
  filled: {
    type: 'quote',
    title: 'Amina, volunteer in Bradford',
    content: { quote: 'I came to help for a week and stayed for three years.' },
  },
} satisfies Record<string, StoredSection>;
