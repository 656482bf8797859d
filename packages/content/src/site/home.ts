import { QUICK_AMOUNTS } from '../rules/constants';
import { stockPhoto } from './images';
import type { HeroSlide, SiteIconName, TitledText } from './types';

/**
 * The home hero's three slides (spec section 2). Titles and subtitles are the spec's.
 * The photo ids are on the stock-photo host; the alt text says what each should show.
 */
export const heroSlides = [
  {
    title: 'Bringing Hope to Those in Need',
    subtitle: 'Transform Lives Today',
    description:
      'Your support brings food, clean water, education and healthcare to families in crisis around the world.',
    image: stockPhoto(
      'photo-1488521787991-ed7bbaae773c',
      'Smiling children gathered together outdoors in a community we support',
    ),
  },
  {
    title: 'Clean Water for Every Community',
    subtitle: 'Water Program',
    description:
      'Wells and filters bring safe drinking water close to home, keeping children healthy and in school.',
    image: stockPhoto(
      'photo-1541252260730-0412e8e2108e',
      'A child drinking clean water from a community well',
    ),
  },
  {
    title: 'Nourishing Communities with Hope',
    subtitle: 'Food Program',
    description: 'Food parcels and community kitchens make sure no family goes to bed hungry.',
    image: stockPhoto(
      'photo-1593113598332-cd288d649433',
      'Volunteers packing boxes of food for families in need',
    ),
  },
] as const satisfies readonly HeroSlide[];

/** The hero's two buttons: Donate Today has no action; Join as Volunteer goes to /volunteer. */
export const heroActions = {
  donate: 'Donate Today',
  volunteer: { label: 'Join as Volunteer', href: '/volunteer' },
} as const;

/** The extra-wide "Make a Donation" panel beside the hero. */
export const homeDonationPanel = {
  title: 'Make a Donation',
  description: 'Choose an amount and help families in crisis today.',
  quickAmounts: QUICK_AMOUNTS.home,
} as const;

export const homeProgrammesSection = {
  title: 'Our Impact Programs',
  description:
    'Eight programme areas, one goal: lasting change for the families and communities we serve.',
  learnMoreLabel: 'Learn More',
  /** Names the carousel region inside the section; the section itself carries the title. */
  carouselLabel: 'Programmes',
} as const;

export const homeAboutSection = {
  title: 'About Our Mission',
  paragraphs: [
    'We are a UK charity working with local partners to bring relief and lasting change to people affected by poverty, conflict and disaster.',
    'From emergency food parcels to schools and wells, every project is shaped by the communities we serve and checked for real impact.',
  ],
  badges: [
    { label: 'Transparent', icon: 'eye' },
    { label: 'Global Reach', icon: 'globe' },
    { label: 'Proven Impact', icon: 'award' },
  ] satisfies readonly { label: string; icon: SiteIconName }[],
  readStory: { label: 'Read Our Story', href: '/about' },
  mission: {
    title: 'Our Mission',
    text: 'To relieve suffering and build hope by meeting urgent needs today and creating opportunities for a better tomorrow.',
  },
  image: stockPhoto(
    'photo-1559027615-cd4628902d4a',
    'Volunteers joining hands in a circle of support',
    1200,
    800,
  ),
} as const;

export const getInvolvedSection = {
  title: 'Get Involved',
  description: 'There are many ways to make a difference. Choose the one that suits you.',
  cards: [
    {
      title: 'Donate',
      description: 'A gift of any size brings food, water and care to families in need.',
      icon: 'heart',
      action: { label: 'Make a Donation', href: null, donate: true },
    },
    {
      title: 'Volunteer',
      description: 'Give your time and skills, at home or abroad.',
      icon: 'hand-heart',
      action: { label: 'Become a Volunteer', href: '/volunteer' },
    },
    {
      title: 'Stay Connected',
      description: 'Hear about our work and the difference you make.',
      icon: 'bell',
      // Issue 37: where the server can send its e-mail, the card holds the sign-up form itself.
      action: { label: 'Subscribe', href: '/subscribe', signUp: true },
    },
  ],
} as const satisfies {
  title: string;
  description: string;
  cards: readonly (TitledText & {
    icon: SiteIconName;
    action: { label: string; href: string | null; donate?: true; signUp?: true };
  })[];
};

export const homeMeta = {
  title: 'Bringing Hope to Those in Need',
  description:
    'A UK humanitarian charity bringing food, clean water, education, healthcare and emergency relief to communities in need.',
} as const;
