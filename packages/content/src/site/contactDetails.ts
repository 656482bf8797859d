import { defaultSiteSettings, siteFacts } from './settings';

/** The contact details block (footer, contact page), from settings and facts. */
export function contactDetails(settings = defaultSiteSettings, facts = siteFacts) {
  const { street, city, postcode } = facts.address;
  return {
    phone: settings.contactPhone,
    email: settings.contactEmail,
    addressLines: [street, `${city} ${postcode}`],
  };
}
