import { publicFormMessages } from '../rules/publicMessages';
import type { PageHeroContent, Statistic } from './types';

// One module per page, so each page's script carries only its own copy (see pages.ts).

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
  /**
   * Issue 34: where an application sent without JavaScript lands once stored
   * (post/redirect/get): the page again, with its own title and the spec's success message.
   */
  sent: {
    path: '/volunteer/sent',
    title: 'Application submitted',
    message: publicFormMessages.volunteerSubmitted,
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
