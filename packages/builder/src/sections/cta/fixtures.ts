import type { StoredSection } from '../../registry/types';

/** Sample calls to action for stories and tests: as added, filled in, and as someone might get it wrong. */
export const ctaFixtures = {
  empty: { type: 'cta', title: '', content: { description: '', buttonText: '', buttonLink: '' } },
  filled: {
    type: 'cta',
    title: 'Give warmth',
    content: {
      description: '£30 provides a winter kit for a child.',
      buttonText: 'Give now',
      buttonLink: '/contact',
    },
  },
  invalid: {
    type: 'cta',
    title: 'Give',
    content: { description: '', buttonText: 'Give now', buttonLink: 'javascript:alert(1)' },
  },
} satisfies Record<'empty' | 'filled' | 'invalid', StoredSection>;
