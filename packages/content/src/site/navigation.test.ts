import { describe, expect, it } from 'vitest';
import { footerLinksSchema } from '../rules/settings';
import { isFooterLinkTarget } from '../rules/urlChecks';
import { validateForm } from '../rules/validate';
import { footerNavigation, pointFooterLink } from './navigation';
import type { NavLink } from './types';

const message =
  'Please enter a web address starting with https://, or a page on this site starting with /';

const NONE = { impact_reports: null, careers: null, fundraise: null };

/** The footer's links as the public layout resolves them, by label. */
function resolved(targets: Parameters<typeof pointFooterLink>[1]): Record<string, string | null> {
  const links: NavLink[] = [
    ...footerNavigation.quickLinks.links,
    ...footerNavigation.support.links,
  ];
  return Object.fromEntries(
    links.map((link) => [link.label, pointFooterLink(link, targets).href] as const),
  );
}

describe('pointFooterLink (issue 37)', () => {
  it('leaves the spec’s plain text when nothing is set, or no settings were read', () => {
    for (const targets of [undefined, NONE]) {
      expect(resolved(targets)).toMatchObject({
        'Impact Reports': null,
        Careers: null,
        Fundraise: null,
      });
    }
  });

  it('leads each entry to its own target, a site path or an https address', () => {
    expect(
      resolved({
        impact_reports: '/annual-report',
        careers: 'https://jobs.example.org/hope',
        fundraise: null,
      }),
    ).toEqual({
      'About Us': '/about',
      'Our Programs': '/programs',
      Volunteer: '/volunteer',
      'Impact Reports': '/annual-report',
      Careers: 'https://jobs.example.org/hope',
      Donate: null,
      Fundraise: null,
      Contact: '/contact',
    });
  });

  it('never touches an entry that is not pointable, whatever the settings say', () => {
    const about = { label: 'About Us', href: '/about' };
    expect(pointFooterLink(about, { ...NONE, careers: '/careers' })).toBe(about);
    const donate = { label: 'Donate', href: null, donate: true as const };
    expect(pointFooterLink(donate, { ...NONE, fundraise: '/give' })).toBe(donate);
  });

  it('treats an empty target as none (the spec’s plain text)', () => {
    expect(resolved({ impact_reports: '', careers: '', fundraise: '' })).toMatchObject({
      'Impact Reports': null,
      Careers: null,
      Fundraise: null,
    });
  });
});

describe('isFooterLinkTarget', () => {
  it.each([
    '/',
    '/annual-report',
    '/reports/2025?year=2025#summary',
    'https://jobs.example.org',
    'https://jobs.example.org:8443/path?q=1#x',
  ])('accepts %s', (value) => {
    expect(isFooterLinkTarget(value)).toBe(true);
  });

  it.each([
    '',
    'careers',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,x',
    'mailto:jobs@example.org',
    'http://jobs.example.org',
    'HTTPS://jobs.example.org',
    'https://',
    'https:jobs.example.org',
    'https://user@evil.example',
    '//evil.example',
    '/\\evil.example',
    '/annual report',
    '/annual\treport',
    '/annual\u0001report',
    `/${'a'.repeat(2048)}`,
  ])('refuses %j', (value) => {
    expect(isFooterLinkTarget(value)).toBe(false);
  });
});

describe('footerLinksSchema', () => {
  it('saves empty entries as null and keeps trimmed targets', () => {
    expect(
      footerLinksSchema.parse({ impact_reports: '', careers: ' /careers ', fundraise: null }),
    ).toEqual({ impact_reports: null, careers: '/careers', fundraise: null });
  });

  it('refuses an unsafe target with the form’s message, per field', () => {
    const errors = validateForm(footerLinksSchema, {
      impact_reports: 'javascript:alert(1)',
      careers: '/careers',
      fundraise: 'www.example.org',
    });
    expect(errors.success).toBe(false);
    expect(errors.errors).toEqual({ impact_reports: message, fundraise: message });
  });
});
