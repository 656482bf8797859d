import { OFFICE_HOURS, RESPONSE_TIME_HOURS } from '../rules/constants';
import { stockPhoto } from './images';
import { defaultSiteSettings, siteFacts } from './settings';
import type {
  CallToActionContent,
  PageHeroContent,
  SiteIconName,
  Statistic,
  TitledText,
} from './types';

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
      { label: 'Donate Now', href: null },
      { label: 'Volunteer With Us', href: null },
    ],
  } satisfies CallToActionContent,
} as const;

/** /contact (spec section 2). */
export const contactPage = {
  meta: {
    title: 'Contact Us',
    description: `Phone, e-mail or visit us in London. We reply within ${RESPONSE_TIME_HOURS} hours.`,
  },
  hero: {
    title: 'Contact Us',
    description: `Questions, ideas or offers of help: we would love to hear from you and reply within ${RESPONSE_TIME_HOURS} hours.`,
  } satisfies PageHeroContent,
  /** The four info cards. Phone and e-mail come from site settings at render time. */
  infoCards: {
    phone: { title: 'Phone', icon: 'phone', note: 'Mon-Fri, 9:00-18:00' },
    email: {
      title: 'Email',
      icon: 'mail',
      note: `We reply within ${RESPONSE_TIME_HOURS} hours`,
    },
    address: { title: 'Address', icon: 'map-pin' },
    hours: {
      title: 'Office Hours',
      icon: 'clock',
      lines: [
        `${OFFICE_HOURS.days}: ${OFFICE_HOURS.opens}-${OFFICE_HOURS.closes}`,
        `Weekends: ${OFFICE_HOURS.weekends}`,
      ],
    },
  },
  responseClaim: `We aim to reply to every message within ${RESPONSE_TIME_HOURS} hours.`,
  form: {
    title: 'Send Us a Message',
    description: 'Fill in the form and we will get back to you.',
  },
  whyContact: {
    title: 'Why Contact Us',
    items: [
      {
        title: 'General Inquiries',
        description: 'Questions about our work, programmes or donations.',
      },
      {
        title: 'Partnership Opportunities',
        description: 'Organisations and businesses who want to work with us.',
      },
      {
        title: 'Volunteer Applications',
        description: 'Help with applying or finding the right role.',
      },
      {
        title: 'Media & Press',
        description: 'Interviews, stories and press enquiries.',
      },
    ] satisfies readonly TitledText[],
  },
} as const;

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

/** /volunteer (spec section 2). The form itself lives in the ui package. */
export const volunteerPage = {
  meta: {
    title: 'Volunteer With Us',
    description:
      'Join more than 5,000 volunteers in 25 countries. Apply to volunteer with us today.',
  },
  hero: {
    title: 'Volunteer With Us',
    subtitle: 'Make a difference with your time and skills',
    description:
      'Join our community of volunteers helping families in need, at home and around the world.',
  } satisfies PageHeroContent,
  stats: [
    { value: '5,000+', label: 'Active Volunteers' },
    { value: '25', label: 'Countries Served' },
    { value: '100,000+', label: 'Volunteer Hours' },
  ] satisfies readonly Statistic[],
  form: {
    title: 'Volunteer Application',
    description: 'Tell us about yourself. Fields marked as required must be filled in.',
  },
  /** The form's five sections, in order. */
  sectionTitles: [
    'Personal Information',
    'Skills & Interests',
    'Experience & Motivation',
    'Emergency Contact',
    'Terms & Conditions',
  ],
} as const;

export const notFoundPage = {
  meta: { title: 'Page not found' },
  code: '404',
  homeLink: { label: 'Return to Home', href: '/' },
} as const;

/** The contact details block (footer, contact page), from settings and facts. */
export function contactDetails(settings = defaultSiteSettings, facts = siteFacts) {
  const { street, city, postcode } = facts.address;
  return {
    phone: settings.contactPhone,
    email: settings.contactEmail,
    addressLines: [street, `${city} ${postcode}`],
  };
}
