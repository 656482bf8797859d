import type { CallToActionContent, PageHeroContent } from './types';

// One module per page, so each page's script carries only its own copy (see pages.ts).

/** /programs (spec section 2). */
export const programmesPage = {
  meta: {
    title: 'Our Programs',
    description:
      'Food, water, education, healthcare, empowerment, orphan care, emergency relief and the environment: our eight programme areas.',
  },
  hero: {
    title: 'Our Programs',
    description:
      'Eight programme areas working together to meet urgent needs and build lasting change.',
  } satisfies PageHeroContent,
  getInvolvedLabel: 'Get Involved',
  callToAction: {
    title: 'Make a Difference Today',
    description: 'Your support keeps every programme going. Give or volunteer today.',
    actions: [
      { label: 'Donate Now', href: null },
      { label: 'Volunteer With Us', href: '/volunteer' },
    ],
  } satisfies CallToActionContent,
} as const;
