import type { StoredSection } from '../../registry/types';

/** Sample hero sections for stories and tests: as added, filled in, and as someone might get it wrong. */
export const heroFixtures = {
  empty: { type: 'hero', title: '', content: { description: '', buttonText: '' } },
  filled: {
    type: 'hero',
    title: 'Winter Appeal',
    content: {
      description: 'Warm clothes, blankets and fuel for families facing freezing temperatures.',
      buttonText: 'Donate now',
    },
  },
  invalid: { type: 'hero', title: 'T'.repeat(201), content: { description: '', buttonText: '' } },
} satisfies Record<'empty' | 'filled' | 'invalid', StoredSection>;
