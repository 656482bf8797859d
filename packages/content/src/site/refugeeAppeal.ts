import { FUNDRAISING_PROGRESS, QUICK_AMOUNTS } from '../rules/constants';
import { appealNote as note } from './appealNote';
import type { Appeal } from './types';

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
