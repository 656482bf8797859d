import { describe, expect, it } from 'vitest';
import { safeAdminRedirect, signInPath } from './redirect';

describe('safeAdminRedirect', () => {
  it('keeps addresses inside the admin area', () => {
    expect(safeAdminRedirect('/admin/pages')).toBe('/admin/pages');
    expect(safeAdminRedirect('/admin/media?q=x')).toBe('/admin/media?q=x');
    expect(safeAdminRedirect('/admin')).toBe('/admin');
  });
  it('refuses other sites, public pages, look-alikes and the sign-in page itself', () => {
    for (const bad of [
      '//evil.example/admin',
      'https://evil.example/admin',
      '/about',
      '/administrator',
      '/admin/auth',
      '',
      null,
      undefined,
    ]) {
      expect(safeAdminRedirect(bad)).toBe('/admin');
    }
  });
});

describe('signInPath', () => {
  it('carries the wanted address, encoded', () => {
    expect(signInPath('/admin/pages')).toBe('/admin/auth?redirect=%2Fadmin%2Fpages');
    expect(signInPath('/admin')).toBe('/admin/auth');
  });
});
