import type { ProgrammeCardContent } from './types';

/**
 * What each programme's card says (the home page's carousel, the programmes page), keyed by slug
 * in the spec's order. Apart from the programme pages' copy in `programmes.ts`, which spreads these
 * in, so a page that shows only the cards (the home page) does not ship every programme page.
 */
export const programmeCards = {
  food: {
    slug: 'food',
    title: 'Food Security',
    description: 'Emergency food parcels and hot meals for families facing hunger.',
    colour: '#B45309',
    icon: 'utensils',
    link: '/programs/food',
  },
  water: {
    slug: 'water',
    title: 'Clean Water',
    description: 'Wells, filters and sanitation for safe drinking water.',
    colour: '#1D4ED8',
    icon: 'droplet',
    link: '/programs/water',
  },
  education: {
    slug: 'education',
    title: 'Education',
    description: 'Schools, supplies and teachers for children who need them most.',
    colour: '#6D28D9',
    icon: 'graduation-cap',
    link: '/programs/education',
  },
  healthcare: {
    slug: 'healthcare',
    title: 'Healthcare',
    description: 'Clinics, medicines and care for communities without a doctor.',
    colour: '#B91C1C',
    icon: 'heart-pulse',
    link: '/programs/healthcare',
  },
  empowerment: {
    slug: 'empowerment',
    title: 'Women Empowerment',
    description: 'Skills training and small-business support for women.',
    colour: '#BE185D',
    icon: 'users',
    link: '/programs/empowerment',
  },
  'orphan-care': {
    slug: 'orphan-care',
    title: 'Orphan Care',
    description: 'A safe home, schooling and love for orphaned children.',
    colour: '#C2410C',
    icon: 'baby',
    link: '/programs/orphan-care',
  },
  emergency: {
    slug: 'emergency',
    title: 'Emergency Relief',
    description: 'Rapid help when disaster or conflict strikes.',
    colour: '#991B1B',
    icon: 'siren',
    link: '/programs/emergency',
  },
  environment: {
    slug: 'environment',
    title: 'Environment',
    description: 'Tree planting and climate resilience for vulnerable communities.',
    colour: '#15803D',
    icon: 'leaf',
    link: '/programs/environment',
  },
} as const satisfies Record<string, ProgrammeCardContent>;

/** The cards in order. */
export const programmeCardList: readonly ProgrammeCardContent[] = Object.values(programmeCards);
