// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { localSiteUrl, parseSiteUrl } from './site-url.server';

describe("the site's public address", () => {
  it('given an address with a trailing slash, then it is kept without one', () => {
    expect(parseSiteUrl('https://www.hoperelief.org.uk/')).toBe('https://www.hoperelief.org.uk');
    expect(parseSiteUrl(' https://example.org/charity// ')).toBe('https://example.org/charity');
  });

  it('given an upper-case host or a default port, then it is written the canonical way', () => {
    expect(parseSiteUrl('HTTPS://Example.ORG:443')).toBe('https://example.org');
  });

  it.each([
    'example.org',
    '/relative',
    'ftp://example.org',
    'javascript:alert(1)',
    'https://example.org/?utm_source=x',
    'https://example.org/#top',
    'https://user:secret@example.org',
  ])('given "%s", then the site refuses it with the setting named', (value) => {
    expect(() => parseSiteUrl(value)).toThrow(/SITE_URL/);
  });

  it('given no setting, then it is the address the site prints on start', () => {
    expect(localSiteUrl(undefined)).toBe('http://localhost:4173');
    expect(localSiteUrl('4205')).toBe('http://localhost:4205');
  });
});
