import { defaultSiteSettings, type SiteSettings } from '@charitykit/content';
import { type PageSeo, type SeoMatches, seoMeta } from './seo';

/**
 * The site settings the public site renders with (decision 6). The header, footer, contact page
 * and document titles all read this one object: when live settings are read from the backend,
 * this is the line that changes.
 */
export const siteSettings: SiteSettings = defaultSiteSettings;

/** The route matches a meta function is given (only what is read here). */
export type MetaMatches = SeoMatches;

/** The live site name the public layout's loader rendered with, else the default one. */
export function siteNameFrom(matches: MetaMatches): string {
  const data = matches.find((match) => match?.id === 'routes/public-layout')?.loaderData;
  const settings = (data as { settings?: Partial<SiteSettings> } | undefined)?.settings;
  return typeof settings?.siteName === 'string' ? settings.siteName : siteSettings.siteName;
}

/**
 * A page's document title (with the live site name), meta description, and the canonical
 * address, link-preview tags and structured data of `seo.ts`.
 */
export function pageMeta(
  title: string,
  description: string,
  matches: MetaMatches = [],
  extra: Pick<PageSeo, 'image' | 'jsonLd'> = {},
) {
  return seoMeta(matches, siteSettings, { title, description, ...extra });
}

/** Decision 4: public forms only log what was entered; nothing is sent. */
export function logSubmission(form: string) {
  return (values: unknown) => {
    console.log(`${form} submitted:`, values);
  };
}
