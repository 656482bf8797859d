import { describe, expect, it } from 'vitest';
import { optionalSafeUrlSchema, safeUrlSchema } from './url';
import { isSafeUrl, toSafeHref } from './urlChecks';

describe('safe URL for builder sections (decision 12)', () => {
  it.each([
    'https://images.unsplash.com/photo-1?w=800',
    'http://example.org',
    'HTTPS://EXAMPLE.ORG/path',
    '/',
    '/volunteer',
    '/programs/food?ref=home#top',
  ])('accepts %s', (value) => {
    expect(isSafeUrl(value)).toBe(true);
    expect(safeUrlSchema.parse(value)).toBe(value);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'mailto:info@example.org',
    'ftp://example.org',
    '//evil.example',
    '/\\evil.example',
    'http:evil.example',
    'https://',
    'volunteer',
    '../admin',
    '/path with space',
    '/\u0000',
  ])('refuses %j', (value) => {
    expect(isSafeUrl(value)).toBe(false);
    expect(safeUrlSchema.safeParse(value).error?.issues[0]?.message).toBe(
      'Please enter a web address starting with http:// or https://, or a site path starting with /',
    );
  });

  it('requires a value, trimmed first', () => {
    expect(safeUrlSchema.safeParse('  ').error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter a web address',
    ]);
    expect(safeUrlSchema.parse('  /about  ')).toBe('/about');
  });

  it('lets an optional link stay empty but still refuses an unsafe one', () => {
    expect(optionalSafeUrlSchema.parse('')).toBe('');
    expect(optionalSafeUrlSchema.safeParse(' javascript:alert(1)').success).toBe(false);
  });

  it.each([
    { value: ' /about ', href: '/about' },
    { value: 'https://example.org', href: 'https://example.org' },
    { value: 'javascript:alert(1)', href: undefined },
    { value: '  javascript:alert(1)', href: undefined },
    { value: '', href: undefined },
    { value: null, href: undefined },
    { value: undefined, href: undefined },
  ])('renders $value as href $href', ({ value, href }) => {
    expect(toSafeHref(value)).toBe(href);
  });
});
