import { FUNDRAISING_PROGRESS, QUICK_AMOUNTS } from '../rules/constants';
import { appealNote as note } from './appealNote';
import type { Appeal } from './types';

/** /gaza-emergency: the conflict-zone appeal (decision 1). */
export const conflictAppeal = {
  path: '/gaza-emergency',
  meta: {
    title: 'Gaza Emergency Appeal',
    description:
      'Millions in Gaza need food, water and medical care. £185,000 raised so far: give today.',
  },
  badge: 'Humanitarian Emergency',
  hero: {
    title: 'Gaza Emergency Appeal',
    subtitle: 'Families need urgent help',
    description:
      'Food, clean water and medical care are running out. Your gift reaches families in need through our partners on the ground.',
    donateLabel: 'Donate Now',
    learnMoreLabel: 'Learn More',
  },
  raised: {
    label: 'Raised so far',
    amount: FUNDRAISING_PROGRESS.conflictAppeal.raised,
    percent: FUNDRAISING_PROGRESS.conflictAppeal.percent,
    caption: 'Progress towards our appeal target',
  },
  stats: {
    title: 'The Crisis in Numbers',
    items: [
      { value: '2.3M', label: 'Need Aid' },
      { value: '1.1M', label: 'Children' },
      { value: '70%', label: 'Hospitals Non-Functional' },
      { value: '90%', label: 'Food Insecurity' },
    ],
  },
  situation: {
    title: 'The Situation',
    paragraphs: [
      'The conflict has left most of the population in need of aid. Hospitals struggle to function and families cannot find enough food or clean water.',
      'With trusted local partners we deliver food parcels, medical supplies, clean water and shelter materials wherever access allows.',
    ],
  },
  impact: {
    title: 'Your Impact',
    tiers: [
      { amount: 30, description: 'Food parcels for a family for 5 days' },
      { amount: 75, description: 'Medical supplies for 15 patients' },
      { amount: 150, description: 'Clean water for 25 families for 2 weeks' },
      { amount: 300, description: 'Emergency shelter materials' },
    ],
  },
  donation: {
    title: 'Donate to the Gaza Appeal',
    description: 'Choose an amount or enter your own.',
    quickAmounts: QUICK_AMOUNTS.conflictAppeal,
  },
  trust: {
    title: 'Why Trust Us',
    items: [
      { value: '48hrs', label: 'Average Response' },
      { value: '95%', label: 'Funds Reach Beneficiaries' },
      { value: '200K+', label: 'Lives Impacted' },
      { value: '24/7', label: 'Emergency Support' },
    ],
  },
  note,
} as const satisfies Appeal;
