import type { StoredSection } from '../../registry/types';

/** Sample image sections for stories and tests: as added, filled in, and as someone might get it wrong. */
export const imageFixtures = {
  empty: { type: 'image', title: '', content: { imageUrl: '', altText: '' } },
  filled: {
    type: 'image',
    title: 'At the camp',
    // Served by the stories' MSW handler: stories run offline.
    content: { imageUrl: '/story-images/camp.svg', altText: 'Tents in a snowy camp at dusk' },
  },
  invalid: {
    type: 'image',
    title: 'Logo',
    content: { imageUrl: 'javascript:alert(1)', altText: '' },
  },
} satisfies Record<'empty' | 'filled' | 'invalid', StoredSection>;
