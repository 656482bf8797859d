import { FUNDRAISING_PROGRESS, QUICK_AMOUNTS } from '../rules/constants';
import type { Appeal } from './types';

const note = '100% of your donation goes directly to aid.';

/** /rohingya-crisis: the refugee-crisis appeal (decision 1). */
export const refugeeAppeal = {
  path: '/rohingya-crisis',
  meta: {
    title: 'Rohingya Refugee Crisis Appeal',
    description:
      'Over a million Rohingya refugees need food, water, medical care and shelter. £125,000 raised so far: give today.',
  },
  badge: 'Urgent Crisis',
  hero: {
    title: 'Rohingya Refugee Crisis',
    subtitle: 'Over a million people forced from their homes',
    description:
      'Families who fled violence now live in crowded camps with too little food, water and shelter. Your gift brings help today.',
    donateLabel: 'Donate Now',
    learnMoreLabel: 'Learn More',
  },
  raised: {
    label: 'Raised so far',
    amount: FUNDRAISING_PROGRESS.refugeeAppeal.raised,
    percent: FUNDRAISING_PROGRESS.refugeeAppeal.percent,
    caption: 'Progress towards our appeal target',
  },
  stats: {
    title: 'The Crisis in Numbers',
    items: [
      { value: '1M+', label: 'Refugees' },
      { value: '600K+', label: 'Children' },
      { value: '85%', label: 'Food Insecurity' },
      { value: '24/7', label: 'Teams' },
    ],
  },
  situation: {
    title: 'The Situation',
    paragraphs: [
      'More than a million Rohingya refugees live in camps where shelters are made of bamboo and plastic, and monsoon rains bring floods and disease.',
      'Our teams work around the clock to provide food, clean water, medical care and shelter to the families who need it most.',
    ],
  },
  impact: {
    title: 'Your Impact',
    tiers: [
      { amount: 25, description: 'Emergency food for a family of 5 for 3 days' },
      { amount: 50, description: 'Clean water for 10 families for a week' },
      { amount: 100, description: 'Medical care for 20 refugees' },
      { amount: 250, description: 'Temporary shelter for a displaced family' },
    ],
  },
  donation: {
    title: 'Donate to the Rohingya Appeal',
    description: 'Choose an amount or enter your own.',
    quickAmounts: QUICK_AMOUNTS.refugeeAppeal,
  },
  trust: null,
  note,
} as const satisfies Appeal;

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

export const appeals = [refugeeAppeal, conflictAppeal] as const;
