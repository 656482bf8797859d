import { DEFAULT_THEME_COLORS } from '../rules/constants';
import type { SiteFacts, SiteSettings } from './types';

/**
 * The site settings the public site shows when the backend cannot be read (decision 6).
 * Staff change these in Settings; the same values are seeded into the database.
 * PLACEHOLDER: the e-mail and phone number are examples (020 7946 is reserved for drama);
 * replace them with the charity's own.
 */
// PLACEHOLDER: a stand-in until the charity saves its own number in Settings.
const placeholderCharityNumber = '0000000';

export const defaultSiteSettings: SiteSettings = {
  siteName: 'Hope Relief UK',
  siteTagline: 'Humanitarian aid where it is needed most',
  contactEmail: 'info@hoperelief.org.uk',
  contactPhone: '+44 20 7946 0000',
  socialLinks: { facebook: null, twitter: null, instagram: null, linkedin: null },
  themeColors: { ...DEFAULT_THEME_COLORS },
  organisationName: '',
  registrationNumber: placeholderCharityNumber,
  shareImage: null,
  donationPage: null,
  submissionRetentionMonths: 24,
  // footerLinks: none (each entry the spec's plain text); left out, as this is on every page.
};

/**
 * Facts printed in the footer and on the contact page.
 * PLACEHOLDER: the numbers and the street are stand-ins; the charity must replace them with its
 * registered charity number, company number and office address before going live.
 */
export const siteFacts: SiteFacts = {
  registeredCharityNumber: placeholderCharityNumber,
  companyNumber: '00000000',
  address: {
    street: '1 Placeholder Street',
    city: 'London',
    postcode: 'EC1V 2NX',
    country: 'United Kingdom',
  },
  copyrightYear: 2024,
};
