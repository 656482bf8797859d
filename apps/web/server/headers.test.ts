// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  baseHeaders,
  contentSecurityPolicy,
  documentHeaders,
  inlineScriptHashes,
  isAdminPath,
} from './headers';

const config = {
  backendOrigin: 'https://abc.supabase.co',
  storageOrigin: 'https://media.example.org',
  https: true,
};
const nonce = 'Xq3fN0nce-abcdefghijkl';

function sha(text: string) {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('the Content-Security-Policy', () => {
  const policy = directives(
    contentSecurityPolicy(config, { scriptHashes: [sha('a()')], frameAncestors: "'none'" }),
  );

  it('allows scripts from the site and by hash only, never inline or eval', () => {
    expect(policy.get('script-src')).toEqual(["'self'", sha('a()')]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    const all = [...policy.values()].flat();
    expect(all).not.toContain("'unsafe-eval'");
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('shuts out plugins, base changes, foreign forms and framing as asked', () => {
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('limits images and connections to the site, its backend and the storage host', () => {
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://abc.supabase.co',
      'https://media.example.org',
    ]);
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://abc.supabase.co',
      'https://media.example.org',
      'https://images.unsplash.com',
    ]);
  });

  it('allows stylesheets from the site and inline styles (the libraries insert them)', () => {
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('names the backend once when storage is served from it', () => {
    const one = directives(
      contentSecurityPolicy(
        { backendOrigin: 'http://127.0.0.1:54321', storageOrigin: null, https: false },
        { scriptHashes: [], frameAncestors: "'self'" },
      ),
    );
    expect(one.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:54321']);
    expect(one.has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('the inline scripts a render vouches for', () => {
  it('are exactly those carrying its nonce, each by its SHA-256', () => {
    const html = [
      `<script nonce="${nonce}">window.__ctx = {"a":1};</script>`,
      `<script type="module" nonce="${nonce}" async="">import "/assets/entry.js";</script>`,
      // Saved content that made it into the page: no nonce, or a guessed one.
      '<script>alert(1)</script>',
      '<script nonce="guessed-nonce-0000000">alert(2)</script>',
      `<script data-x="nonce=&quot;${nonce}&quot;">alert(3)</script>`,
      // A data block and an external script need no hash.
      `<script src="/assets/a.js" nonce="${nonce}"></script>`,
    ].join('');
    expect(inlineScriptHashes(html, nonce)).toEqual([
      sha('window.__ctx = {"a":1};'),
      sha('import "/assets/entry.js";'),
    ]);
  });

  it('are none for a content page sent without scripts, and one for the not-found log line', () => {
    // Issue 22: a content page has no inline script; the policy then allows the site alone.
    const content = `<html><head><script type="application/ld+json">{"@type":"Thing"}</script></head><body><main>Text</main></body></html>`;
    expect(inlineScriptHashes(content, nonce)).toEqual([]);
    const none = directives(
      contentSecurityPolicy(config, { scriptHashes: [], frameAncestors: "'self'" }),
    );
    expect(none.get('script-src')).toEqual(["'self'"]);
    const log = 'console.error("404 Error:",location.pathname)';
    expect(
      inlineScriptHashes(`<main><script nonce="${nonce}">${log}</script></main>`, nonce),
    ).toEqual([sha(log)]);
  });

  it('are none when the nonce is missing or malformed', () => {
    expect(inlineScriptHashes('<script nonce="">a()</script>', '')).toEqual([]);
    expect(inlineScriptHashes('<script nonce=".*">a()</script>', '.*')).toEqual([]);
  });
});

describe('the headers of a document', () => {
  it('refuse framing under /admin and allow the site itself elsewhere', () => {
    const admin = documentHeaders(config, '/admin/builder', []);
    expect(admin['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(admin['X-Frame-Options']).toBe('DENY');
    const page = documentHeaders(config, '/about', []);
    expect(page['Content-Security-Policy']).toContain("frame-ancestors 'self'");
    expect(page['X-Frame-Options']).toBe('SAMEORIGIN');
  });

  it('turn off the browser features the site never uses', () => {
    const policy = documentHeaders(config, '/', [])['Permissions-Policy'] ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy).toContain(`${feature}=()`);
    }
  });

  it('send HSTS only when the site is https', () => {
    expect(documentHeaders(config, '/', [])['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(baseHeaders({ https: true })['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    const plain = { ...config, https: false };
    expect(documentHeaders(plain, '/', [])['Strict-Transport-Security']).toBeUndefined();
    expect(baseHeaders(plain)['Strict-Transport-Security']).toBeUndefined();
  });

  it('count /admin and its data requests as the back-office, and nothing else', () => {
    for (const path of ['/admin', '/admin/', '/admin/pages', '/admin.data', '/admin/pages.data']) {
      expect(isAdminPath(path)).toBe(true);
    }
    for (const path of ['/administrator', '/about', '/admin-news']) {
      expect(isAdminPath(path)).toBe(false);
    }
  });
});
