import type { StoredSection } from '../registry/types';

/** Sample sections for stories and tests: each type empty (as added) and filled. */
export const sampleSections = {
  hero: {
    empty: { type: 'hero', title: '', content: { description: '', buttonText: '' } },
    filled: {
      type: 'hero',
      title: 'Winter Appeal',
      content: {
        description: 'Warm clothes, blankets and fuel for families facing freezing temperatures.',
        buttonText: 'Donate now',
      },
    },
  },
  text: {
    empty: { type: 'text', title: '', content: { text: '' } },
    filled: {
      type: 'text',
      title: 'Why it matters',
      content: {
        text: 'Every winter, displaced families face temperatures well below zero.\n\nA warm kit keeps a child safe through the coldest months.',
      },
    },
  },
  image: {
    empty: { type: 'image', title: '', content: { imageUrl: '', altText: '' } },
    filled: {
      type: 'image',
      title: 'At the camp',
      // Served by the stories' MSW handler: stories run offline.
      content: { imageUrl: '/story-images/camp.svg', altText: 'Tents in a snowy camp at dusk' },
    },
  },
  cta: {
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
  },
} satisfies Record<string, { empty: StoredSection; filled: StoredSection }>;

/** Invalid input for each type, as someone might type it. */
export const invalidSections: Record<'hero' | 'text' | 'image' | 'cta', StoredSection> = {
  hero: { type: 'hero', title: 'T'.repeat(201), content: { description: '', buttonText: '' } },
  text: { type: 'text', title: 'T'.repeat(201), content: { text: 'Fine text' } },
  image: {
    type: 'image',
    title: 'Logo',
    content: { imageUrl: 'javascript:alert(1)', altText: '' },
  },
  cta: {
    type: 'cta',
    title: 'Give',
    content: { description: '', buttonText: 'Give now', buttonLink: 'javascript:alert(1)' },
  },
};

export const unknownSection: StoredSection = {
  type: 'carousel',
  title: 'Photo carousel',
  content: { slides: 3 },
};
