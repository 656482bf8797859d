// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseTrustedProxies } from './config';
import { canonicalPath, clientAddress, dataQuery, redirectStatus } from './routing';

describe('one address per page', () => {
  it.each([
    ['/about/', '/about'],
    ['/about//', '/about'],
    ['//about', '/about'],
    ['/programs//food/', '/programs/food'],
    ['//evil.example/', '/evil.example'],
    ['///', '/'],
  ])('redirects %s to %s', (from, to) => {
    expect(canonicalPath(from)).toBe(to);
  });

  it('leaves canonical paths alone', () => {
    for (const path of ['/', '/about', '/programs/food', '/about.data', '/_root.data']) {
      expect(canonicalPath(path)).toBeNull();
    }
  });

  it('redirects reads permanently and keeps the method of anything else', () => {
    expect(redirectStatus('GET')).toBe(301);
    expect(redirectStatus('HEAD')).toBe(301);
    expect(redirectStatus('POST')).toBe(308);
  });
});

describe("a data request's key", () => {
  const ids = ['root', 'routes/public-layout', 'routes/about', 'routes/home'];

  it('keeps only the route ids the build has, in the order it lists them', () => {
    expect(dataQuery('?_routes=routes/about,root', ids)).toBe('?_routes=root,routes/about');
    expect(dataQuery('?_routes=routes/about,made-up,root&x=1', ids)).toBe(
      '?_routes=root,routes/about',
    );
  });

  it('ignores every other query parameter', () => {
    expect(dataQuery('', ids)).toBe('');
    expect(dataQuery('?utm_source=x&cache=123', ids)).toBe('');
    expect(dataQuery('?_routes=nothing-known', ids)).toBe('');
  });
});

describe("the client's address", () => {
  const request = (peer: string, forwarded?: string) => ({
    socket: { remoteAddress: peer } as never,
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  });

  it('is the peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress(request('203.0.113.9', '198.51.100.1'), new Set())).toBe('203.0.113.9');
  });

  it('comes from X-Forwarded-For behind a trusted proxy, read from the right', () => {
    const trusted = parseTrustedProxies('10.0.0.5, loopback');
    expect(clientAddress(request('10.0.0.5', '198.51.100.1'), trusted)).toBe('198.51.100.1');
    // A client cannot hide behind an address it writes itself at the left.
    expect(clientAddress(request('::1', '1.1.1.1, 198.51.100.7, 10.0.0.5'), trusted)).toBe(
      '198.51.100.7',
    );
    expect(clientAddress(request('::ffff:127.0.0.1', '198.51.100.2'), trusted)).toBe(
      '198.51.100.2',
    );
  });

  it('is the peer when a trusted proxy sends no X-Forwarded-For', () => {
    expect(clientAddress(request('10.0.0.5'), parseTrustedProxies('10.0.0.5'))).toBe('10.0.0.5');
  });
});
