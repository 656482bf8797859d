import {
  conflictAppeal,
  defaultSiteSettings,
  findProgramme,
  heroSlides,
} from '@charitykit/content';
import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { meta as notFoundMeta } from './routes/not-found';
import { canonicalPath, type SeoMatches, seoMeta } from './seo';
import { shareImageOf } from './share-image';
import { appealJsonLd, organisationJsonLd, programmeBreadcrumbJsonLd } from './structured-data';

const siteUrl = 'https://www.hoperelief.org.uk';
const settings = {
  ...defaultSiteSettings,
  organisationName: 'Hope Relief UK Ltd',
  registrationNumber: '1234567',
  shareImage: 'https://cdn.example.org/share.jpg',
  socialLinks: {
    facebook: 'https://facebook.com/hoperelief',
    twitter: null,
    instagram: 'https://instagram.com/hoperelief',
    linkedin: null,
  },
};

function matches(pathname: string, layout: object = { settings, siteUrl }): SeoMatches {
  return [
    { id: 'root', pathname: '/' },
    { id: 'routes/public-layout', pathname: '/', loaderData: layout },
    { id: 'routes/leaf', pathname },
  ];
}

/** The tags as a link-preview fetcher keys them: property or name to content. */
function tagsOf(meta: MetaDescriptor[]) {
  const tags = new Map<string, string>();
  for (const tag of meta) {
    const record = tag as Record<string, string>;
    const key = record.property ?? record.name;
    if (key && record.content !== undefined) tags.set(key, record.content);
    if (record.rel === 'canonical') tags.set('canonical', record.href ?? '');
  }
  return tags;
}

describe('a public page’s head', () => {
  it('given a page with a query string, then the canonical and og:url are its address without it', () => {
    const tags = tagsOf(
      seoMeta(matches('/gaza-emergency/'), defaultSiteSettings, {
        title: 'Gaza Emergency',
        description: 'Help now',
      }),
    );
    expect(tags.get('canonical')).toBe(`${siteUrl}/gaza-emergency`);
    expect(tags.get('og:url')).toBe(`${siteUrl}/gaza-emergency`);
    expect(canonicalPath('/gaza-emergency?utm_source=newsletter#donate')).toBe('/gaza-emergency');
    expect(canonicalPath('/')).toBe('/');
  });

  it('given a page, then every preview tag is there, from the saved organisation name and share image', () => {
    const tags = tagsOf(
      seoMeta(matches('/about'), defaultSiteSettings, {
        title: 'About',
        description: 'Who we are',
      }),
    );
    expect(Object.fromEntries(tags)).toMatchObject({
      description: 'Who we are',
      'og:title': 'About',
      'og:description': 'Who we are',
      'og:type': 'website',
      'og:site_name': 'Hope Relief UK Ltd',
      'og:locale': 'en_GB',
      'og:image': 'https://cdn.example.org/share.jpg',
      'twitter:card': 'summary_large_image',
    });
  });

  it('given no share image saved, then the site’s own 1200 px image is used, by absolute address', () => {
    const tags = tagsOf(
      seoMeta(
        matches('/about', { settings: { ...settings, shareImage: null }, siteUrl }),
        defaultSiteSettings,
        { title: 'About', description: 'x' },
      ),
    );
    expect(tags.get('og:image')).toBe(`${siteUrl}/share-image.png`);
    expect(tags.get('og:image:width')).toBe('1200');
  });

  it('given a page with its own stock picture, then previews get a 1200 px wide crop of it', () => {
    const image = shareImageOf(heroSlides[0]?.image ?? { src: '', alt: '', width: 1, height: 1 });
    expect(image?.width).toBe(1200);
    expect(new URL(image?.url ?? '').searchParams.get('w')).toBe('1200');
    expect(
      shareImageOf({ src: 'https://cdn.example.org/small.jpg', alt: '', width: 640, height: 480 }),
    ).toBeNull();
  });

  it('given no site address from the server, then no absolute address is made up', () => {
    const meta = seoMeta(matches('/about', { settings }), defaultSiteSettings, {
      title: 'About',
      description: 'x',
    });
    expect(JSON.stringify(meta)).not.toMatch(/https?:\/\/(?!cdn)/);
    expect(tagsOf(meta).has('canonical')).toBe(false);
  });

  it('given the not-found page, then it asks not to be indexed and has nothing to share', () => {
    const tags = tagsOf(notFoundMeta({ matches: matches('/nope') }));
    expect(tags.get('robots')).toBe('noindex');
    expect(tags.has('canonical')).toBe(false);
    expect(tags.has('og:url')).toBe(false);
  });
});

describe('structured data', () => {
  it('given saved settings, then the charity is an NGO with its name, links and registration number', () => {
    const ngo = organisationJsonLd(settings, siteUrl);
    expect(ngo).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NGO',
      name: 'Hope Relief UK Ltd',
      alternateName: 'Hope Relief UK',
      url: `${siteUrl}/`,
      logo: `${siteUrl}/icon-512.png`,
      sameAs: ['https://facebook.com/hoperelief', 'https://instagram.com/hoperelief'],
      identifier: { '@type': 'PropertyValue', value: '1234567' },
      contactPoint: { '@type': 'ContactPoint', email: settings.contactEmail },
      address: { '@type': 'PostalAddress', postalCode: 'EC1V 2NX' },
    });
  });

  it('given no registration number or social links, then neither is claimed', () => {
    const ngo = organisationJsonLd({ ...defaultSiteSettings, registrationNumber: '' }, siteUrl);
    expect(ngo).not.toHaveProperty('identifier');
    expect(ngo).not.toHaveProperty('sameAs');
  });

  it('given an appeal, then it is a DonateAction for the charity at the appeal’s address', () => {
    expect(appealJsonLd(conflictAppeal, settings, siteUrl)).toMatchObject({
      '@type': 'DonateAction',
      url: `${siteUrl}/gaza-emergency`,
      recipient: { '@type': 'NGO', '@id': `${siteUrl}/#organisation` },
    });
  });

  it('given a programme, then its breadcrumbs lead Home, Programs, the programme', () => {
    const programme = findProgramme('water');
    if (!programme) throw new Error('the water programme is missing');
    const crumbs = programmeBreadcrumbJsonLd(
      programme,
      { home: 'Home', programmes: 'All Programs' },
      siteUrl,
    );
    expect(crumbs.itemListElement.map((item) => [item.position, item.item])).toEqual([
      [1, `${siteUrl}/`],
      [2, `${siteUrl}/programs`],
      [3, `${siteUrl}/programs/water`],
    ]);
  });
});
