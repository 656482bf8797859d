import { OFFICE_HOURS, RESPONSE_TIME_HOURS } from '../rules/constants';
import type { PageHeroContent, TitledText } from './types';

// One module per page, so each page's script carries only its own copy (see pages.ts).

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
  /**
   * Issue 34: where a message sent without JavaScript lands once stored (post/redirect/get): the
   * page again, with its own title and this thanks under the form.
   */
  sent: {
    path: '/contact/sent',
    title: 'Message sent',
    message: `Thank you! Your message has been sent. We will reply within ${RESPONSE_TIME_HOURS} hours.`,
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
