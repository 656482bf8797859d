import {
  aboutPage,
  conflictAppeal,
  contactPage,
  homeMeta,
  privacyPolicy,
  programmes,
  programmesPage,
  refugeeAppeal,
  termsAndConditions,
  volunteerPage,
} from '@charitykit/content';

/** Each public route, its h1 and the figures and words its HTML must carry. */
export const publicRoutes: { path: string; h1: string | RegExp; title: string; text: string[] }[] =
  [
    {
      path: '/',
      h1: /Bringing Hope to Those in Need/,
      title: homeMeta.title,
      text: [
        'Bringing Hope to Those in Need',
        'Transform Lives Today',
        'Clean Water for Every Community',
        'Water Program',
        'Nourishing Communities with Hope',
        'Food Program',
        'Our Impact Programs',
        'Transparent',
        'Global Reach',
        'Proven Impact',
        'Read Our Story',
        'Get Involved',
        'Stay Connected',
      ],
    },
    {
      path: '/about',
      h1: 'About Us',
      title: aboutPage.meta.title,
      text: [
        'Our Story',
        'Compassion',
        'Transparency',
        'Global Impact',
        'Excellence',
        'Join Our Mission',
        'Donate Now',
        'Volunteer With Us',
      ],
    },
    {
      path: '/contact',
      h1: 'Contact Us',
      title: contactPage.meta.title,
      text: [
        'Phone',
        'Email',
        'Address',
        'EC1V 2NX',
        'Office Hours',
        'Mon-Fri: 9:00-18:00',
        'Weekends: Closed',
        '24 hours',
        'Send Us a Message',
        'Why Contact Us',
        'General Inquiries',
        'Partnership Opportunities',
        'Volunteer Applications',
        'Media & Press',
      ],
    },
    {
      path: '/programs',
      h1: programmesPage.hero.title,
      title: programmesPage.meta.title,
      text: [
        ...programmes.flatMap((p) => [p.title, p.impact]),
        'Get Involved',
        'Donate Now',
        'Volunteer With Us',
      ],
    },
    ...programmes.map((p) => ({
      path: p.link,
      h1: p.page.hero.title,
      title: p.page.hero.title,
      text: [
        ...p.page.stats.flatMap((s) => [s.value, s.label]),
        ...p.page.actions,
        ...p.page.approach.steps.map((s) => s.title),
      ],
    })),
    {
      path: '/volunteer',
      h1: volunteerPage.hero.title,
      title: volunteerPage.meta.title,
      text: [
        '5,000+',
        'Active Volunteers',
        '25',
        'Countries Served',
        '100,000+',
        'Volunteer Hours',
      ],
    },
    {
      path: '/rohingya-crisis',
      h1: refugeeAppeal.hero.title,
      title: refugeeAppeal.meta.title,
      text: [
        'Urgent Crisis',
        '£125,000',
        '63%',
        '1M+',
        'Refugees',
        '600K+',
        '85%',
        'Food Insecurity',
        '24/7',
        'Teams',
        'Emergency food for a family of 5 for 3 days',
        'Clean water for 10 families for a week',
        'Medical care for 20 refugees',
        'Temporary shelter for a displaced family',
        '£250',
        '100% of your donation goes directly to aid',
      ],
    },
    {
      path: '/gaza-emergency',
      h1: conflictAppeal.hero.title,
      title: conflictAppeal.meta.title,
      text: [
        'Humanitarian Emergency',
        '£185,000',
        '62%',
        '2.3M',
        'Need Aid',
        '1.1M',
        '70%',
        'Hospitals Non-Functional',
        '90%',
        'Food parcels for a family for 5 days',
        'Medical supplies for 15 patients',
        'Clean water for 25 families for 2 weeks',
        'Emergency shelter materials',
        '£300',
        '48hrs',
        'Average Response',
        '95%',
        'Funds Reach Beneficiaries',
        '200K+',
        'Lives Impacted',
        '100% of your donation goes directly to aid',
      ],
    },
    {
      path: '/privacy-policy',
      h1: privacyPolicy.title,
      title: privacyPolicy.meta.title,
      text: [
        'December 2024',
        ...privacyPolicy.sections.map((s) => s.title),
        'receive your information in a portable format',
      ],
    },
    {
      path: '/terms-conditions',
      h1: termsAndConditions.title,
      title: termsAndConditions.meta.title,
      text: [
        '18 or over',
        'non-refundable',
        'limited to the amount of your donation',
        'England and Wales',
      ],
    },
  ];

/** What every public page carries in its shared header and footer. */
export const layoutText = [
  'Hope Relief UK',
  'All Programs',
  'Donate Now',
  'Quick Links',
  'Impact Reports',
  'Careers',
  'Fundraise',
  '© 2024',
  'Privacy Policy',
  'Terms & Conditions',
];

/**
 * The content routes (issue 22): nothing to interact with, so they are sent as HTML and CSS
 * only, with no framework JavaScript. Every other public route runs the app.
 */
export const contentPaths: string[] = [
  '/about',
  '/programs',
  ...programmes.map((p) => p.link),
  '/privacy-policy',
  '/terms-conditions',
];

/** The interactive routes: forms, carousels, the donation widget. */
export const interactivePaths: string[] = [
  '/',
  '/contact',
  '/volunteer',
  '/rohingya-crisis',
  '/gaza-emergency',
];
