/**
 * schema.org JSON-LD for the pages that describe something (issue 23): the charity on the home
 * page, an appeal's gift, a programme's breadcrumbs. Rendered through React Router's
 * `script:ld+json` meta descriptor, which escapes `<`, `>` and `&` in the JSON.
 */
import { type Appeal, type Programme, type SiteSettings, siteFacts } from '@charitykit/content';
import { absoluteUrl, canonicalPath, organisationName } from './seo';

/** The largest icon of the web manifest, also the organisation's logo. */
export const LOGO_PATH = '/icon-512.png';

/** The organisation's identity in structured data, referred to by the other blocks. */
export function organisationId(siteUrl: string): string {
  return `${siteUrl}/#organisation`;
}

/** The home page's description of the charity (schema.org NGO). */
export function organisationJsonLd(settings: SiteSettings, siteUrl: string) {
  const { socialLinks } = settings;
  const sameAs = Object.values(socialLinks).filter((link): link is string => Boolean(link));
  const contactPoint: Record<string, unknown> = {
    '@type': 'ContactPoint',
    contactType: 'customer support',
    areaServed: 'GB',
    availableLanguage: 'en-GB',
  };
  if (settings.contactEmail) contactPoint.email = settings.contactEmail;
  if (settings.contactPhone) contactPoint.telephone = settings.contactPhone;
  const { address } = siteFacts;
  const organisation: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'NGO',
    '@id': organisationId(siteUrl),
    name: organisationName(settings),
    url: `${siteUrl}/`,
    logo: absoluteUrl(siteUrl, LOGO_PATH),
    contactPoint,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      postalCode: address.postcode,
      addressCountry: address.country,
    },
  };
  if (organisation.name !== settings.siteName) organisation.alternateName = settings.siteName;
  if (settings.siteTagline) organisation.description = settings.siteTagline;
  if (sameAs.length > 0) organisation.sameAs = sameAs;
  if (settings.registrationNumber) {
    organisation.identifier = {
      '@type': 'PropertyValue',
      name: 'Registered Charity Number',
      value: settings.registrationNumber,
    };
  }
  return organisation;
}

/** An appeal page describes the gift it asks for (schema.org DonateAction). */
export function appealJsonLd(appeal: Appeal, settings: SiteSettings, siteUrl: string) {
  const url = absoluteUrl(siteUrl, appeal.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'DonateAction',
    name: appeal.hero.title,
    description: appeal.meta.description,
    url,
    recipient: {
      '@type': 'NGO',
      '@id': organisationId(siteUrl),
      name: organisationName(settings),
      url: `${siteUrl}/`,
    },
    target: { '@type': 'EntryPoint', urlTemplate: `${url}#donate` },
  };
}

/** Home > Programs > the programme (schema.org BreadcrumbList). */
export function programmeBreadcrumbJsonLd(
  programme: Programme,
  labels: { home: string; programmes: string },
  siteUrl: string,
) {
  const trail = [
    { name: labels.home, path: '/' },
    { name: labels.programmes, path: '/programs' },
    { name: programme.title, path: programme.link },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, canonicalPath(crumb.path)),
    })),
  };
}
