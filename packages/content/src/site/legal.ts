import type { LegalPage } from './types';

/** /privacy-policy (spec section 2): last updated December 2024. */
export const privacyPolicy = {
  title: 'Privacy Policy',
  meta: {
    title: 'Privacy Policy',
    description: 'How we collect, use and protect your personal information, and your rights.',
  },
  lastUpdated: 'December 2024',
  intro:
    'We respect your privacy. This policy explains what personal information we collect, why, and how we keep it safe.',
  sections: [
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      paragraphs: [
        'We collect the information you give us when you contact us, donate or apply to volunteer, such as your name, e-mail address, phone number and postal address.',
        'We also collect basic technical information when you visit our website, such as your browser type and the pages you view.',
      ],
    },
    {
      id: 'how-we-use-your-information',
      title: 'How We Use Your Information',
      paragraphs: ['We use your information to:'],
      list: [
        'reply to your messages and requests',
        'process donations and claim Gift Aid where you ask us to',
        'handle volunteer applications',
        'keep you informed about our work, if you agree to hear from us',
        'improve our website and services',
      ],
    },
    {
      id: 'data-protection-and-security',
      title: 'Data Protection and Security',
      paragraphs: [
        'We keep your information secure and only let people who need it see it. We never sell your personal data.',
        'We keep your information only for as long as we need it, and follow UK data-protection law.',
      ],
    },
    {
      id: 'cookies-and-tracking',
      title: 'Cookies and Tracking',
      paragraphs: [
        'Our website uses only the cookies it needs to work. If we add analytics cookies, we will ask for your consent first, and you can change your browser settings to refuse cookies.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your Data Protection Rights',
      paragraphs: ['You have the right to:'],
      list: [
        'access the personal information we hold about you',
        'ask us to correct information that is wrong or incomplete',
        'ask us to delete your information',
        'object to us using your information for marketing',
        'withdraw your consent at any time',
        'receive your information in a portable format',
      ],
    },
    {
      id: 'contact-us',
      title: 'Contact Us',
      paragraphs: [
        'To use any of these rights, or with any question about this policy, please write to our Data Protection Officer using the contact details below.',
      ],
    },
  ],
} as const satisfies LegalPage;

/** The six rights of the privacy policy, in order. */
export const dataProtectionRights = privacyPolicy.sections[4].list;

/** /terms-conditions (spec section 2). */
export const termsAndConditions = {
  title: 'Terms and Conditions',
  meta: {
    title: 'Terms and Conditions',
    description: 'The terms that apply when you use our website, donate or volunteer.',
  },
  lastUpdated: 'December 2024',
  intro: 'Please read these terms carefully before using our website.',
  sections: [
    {
      id: 'agreement',
      title: 'Agreement to Terms',
      paragraphs: [
        'By using this website you agree to these terms. If you do not agree, please do not use the website.',
      ],
    },
    {
      id: 'use-of-website',
      title: 'Use of Website',
      paragraphs: [
        'You must be 18 or over to donate or volunteer through this website. You agree to use it lawfully and not to disrupt it or misuse its content.',
      ],
    },
    {
      id: 'donations',
      title: 'Donations',
      paragraphs: [
        'All donations are voluntary. Donations are non-refundable, except where a payment processing error has occurred; if that happens, please contact us and we will put it right.',
        'We use donations for the purpose you choose where possible, or where the need is greatest.',
      ],
    },
    {
      id: 'volunteer-terms',
      title: 'Volunteer Terms',
      paragraphs: [
        'Volunteers must give accurate information, follow our policies and safeguarding guidance, and may be asked to complete background checks for some roles.',
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual Property',
      paragraphs: [
        'The text, images and logos on this website belong to us or our licensors. You may not copy or reuse them without our written permission.',
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of Liability',
      paragraphs: [
        'We take care to keep this website accurate and available, but we cannot guarantee it. Our liability to you is limited to the amount of your donation.',
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing Law',
      paragraphs: [
        'These terms are governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact Information',
      paragraphs: ['If you have any questions about these terms, please contact us:'],
    },
  ],
} as const satisfies LegalPage;
