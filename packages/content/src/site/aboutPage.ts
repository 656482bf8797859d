import { stockPhoto } from './images';
import type { CallToActionContent, PageHeroContent, SiteIconName, TitledText } from './types';

// One module per page, so each page's script carries only its own copy (see pages.ts).

type IconCard = TitledText & { icon: SiteIconName };

/** /about (spec section 2). */
export const aboutPage = {
  meta: {
    title: 'About Us',
    description:
      'Who we are: a UK humanitarian charity guided by compassion, transparency, global impact and excellence.',
  },
  hero: {
    title: 'About Us',
    description:
      'We bring relief and lasting change to people affected by poverty, conflict and disaster.',
  } satisfies PageHeroContent,
  story: {
    title: 'Our Story',
    paragraphs: [
      'We began in London with a simple belief: that no one should face hunger, thirst or disaster alone.',
      'Today we work with local partners across the world, delivering emergency relief and long-term programmes in food, water, education, healthcare, empowerment, orphan care and the environment.',
      'Every pound is spent with care, every project is shaped by the people it serves, and every result is reported openly to our supporters.',
    ],
    image: stockPhoto(
      'photo-1469571486292-0ba58a3f068b',
      'Community members and volunteers working side by side',
      1200,
      800,
    ),
  },
  values: {
    title: 'Our Values',
    items: [
      {
        title: 'Compassion',
        description: 'We treat every person with dignity, kindness and respect.',
        icon: 'heart',
      },
      {
        title: 'Transparency',
        description: 'We report openly on how every donation is used.',
        icon: 'eye',
      },
      {
        title: 'Global Impact',
        description: 'We reach communities in need wherever they are.',
        icon: 'globe',
      },
      {
        title: 'Excellence',
        description: 'We hold our work to high standards and learn from every project.',
        icon: 'award',
      },
    ] satisfies readonly IconCard[],
  },
  joinMission: {
    title: 'Join Our Mission',
    description: 'Together we can bring hope to more families. Give or volunteer today.',
    actions: [
      { label: 'Donate Now', href: null, donate: true },
      { label: 'Volunteer With Us', href: null },
    ],
  } satisfies CallToActionContent,
} as const;
