import { defaultSiteSettings, type SiteSettings } from '@charitykit/content';

/**
 * The site settings the public site renders with (decision 6). The header, footer, contact page
 * and document titles all read this one object: when live settings are read from the backend,
 * this is the line that changes.
 */
export const siteSettings: SiteSettings = defaultSiteSettings;

/** A page's document title and meta description. */
export function pageMeta(title: string, description: string) {
  return [
    { title: `${title} | ${siteSettings.siteName}` },
    { name: 'description', content: description },
  ];
}

/** Decision 4: public forms only log what was entered; nothing is sent. */
export function logSubmission(form: string) {
  return (values: unknown) => {
    console.log(`${form} submitted:`, values);
  };
}
