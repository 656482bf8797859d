import type { StoredSection } from '../../registry/types';

/** Sample text sections for stories and tests: as added, filled in, and as someone might get it wrong. */
export const textFixtures = {
  empty: { type: 'text', title: '', content: { text: '' } },
  filled: {
    type: 'text',
    title: 'Why it matters',
    content: {
      text: 'Every winter, displaced families face temperatures well below zero.\n\nA warm kit keeps a child safe through the coldest months.',
    },
  },
  invalid: { type: 'text', title: 'T'.repeat(201), content: { text: 'Fine text' } },
} satisfies Record<'empty' | 'filled' | 'invalid', StoredSection>;
