import { describe, expect, it } from 'vitest';
import { safeAdminRedirect, signInPath, twoFactorPath } from './redirect';

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

describe('safeAdminRedirect and staff Preview (issue 25)', () => {
  it('keeps a page preview address, and nothing that only looks like one', () => {
    const id = 'c5e3a0c4-2f77-4e30-9f4d-8b3b6b3e4d33';
    expect(safeAdminRedirect(`/preview/${id}`)).toBe(`/preview/${id}`);
    expect(signInPath(`/preview/${id}`)).toBe(`/admin/auth?redirect=%2Fpreview%2F${id}`);
    for (const bad of [`/preview/${id}/../../x`, '/preview/share/abc', `//preview/${id}`]) {
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

describe('twoFactorPath (issue 38)', () => {
  it('carries the wanted address, and never sends anyone back to a sign-in step', () => {
    expect(twoFactorPath('/admin/pages')).toBe('/admin/two-factor?redirect=%2Fadmin%2Fpages');
    expect(twoFactorPath('/admin')).toBe('/admin/two-factor');
    expect(twoFactorPath('/admin/two-factor?redirect=%2Fadmin')).toBe('/admin/two-factor');
    expect(safeAdminRedirect('/admin/two-factor')).toBe('/admin');
  });
});
