/**
 * The security headers of every HTML response (issue 21): a strict Content-Security-Policy on
 * every public and admin route, framing refused under /admin (and tried for real), the features
 * the site never uses turned off, and no cache keeping a back-office response.
 */
import { createHash } from 'node:crypto';
import { crawlFilePaths, prerenderedPaths } from '../../apps/web/app/public-paths';
import { expect, test } from './csp';
import { e2eEnv } from './env';
import { contentPaths } from './public/routes';

const adminPaths = [
  '/admin',
  '/admin/auth',
  '/admin/pages',
  '/admin/builder',
  '/admin/media',
  '/admin/upload',
  '/admin/settings',
];

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

for (const path of [
  ...prerenderedPaths,
  '/no-such-page',
  '/programs/no-such-programme',
  ...adminPaths,
]) {
  test(`${path} sends a strict Content-Security-Policy`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(path.includes('no-such') ? 404 : 200);
    const headers = response.headers();
    const policy = directives(headers['content-security-policy'] ?? '');
    const scripts = policy.get('script-src') ?? [];
    expect(scripts[0]).toBe("'self'");
    // React Router's own inline scripts, by hash; nothing inline by permission. A content page
    // has none (issue 22), the not-found page only its log line.
    const content = contentPaths.includes(path);
    const notFound = path.includes('no-such');
    if (content) expect(scripts.slice(1)).toEqual([]);
    else if (notFound) expect(scripts.slice(1)).toHaveLength(1);
    else expect(scripts.slice(1).length).toBeGreaterThan(0);
    for (const source of scripts.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/=]+'$/);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", e2eEnv.backendUrl]);
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      e2eEnv.backendUrl,
      'https://images.unsplash.com',
    ]);
    const admin = path.startsWith('/admin');
    expect(policy.get('frame-ancestors')).toEqual([admin ? "'none'" : "'self'"]);
    expect(headers['x-frame-options']).toBe(admin ? 'DENY' : 'SAMEORIGIN');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-content-type-options']).toBe('nosniff');
    // The e2e site is http: no HSTS (it would pin a local address to https).
    expect(headers['strict-transport-security']).toBeUndefined();
    if (admin) expect(headers['cache-control']).toBe('no-store');
    // Every inline script in the page is one the policy lists.
    const html = await response.text();
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes = '', body = '']) =>
        body !== '' && !/\ssrc=/.test(attributes) && !/application\/(ld\+)?json/.test(attributes),
    );
    if (content) expect(inline).toEqual([]);
    else if (notFound) expect(inline).toHaveLength(1);
    else expect(inline.length).toBeGreaterThan(0);
    for (const [, , body = ''] of inline) {
      const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
      expect(scripts, `an inline script of ${path} is not in its policy`).toContain(hash);
    }
  });
}

for (const path of crawlFilePaths) {
  test(`${path} is served with the headers every response has`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });
}

test('another site cannot frame the back-office', async ({ page, csp }) => {
  // A page on another origin (about:blank here) that frames /admin/auth.
  await page.setContent(`<iframe title="framed" src="${e2eEnv.siteUrl}/admin/auth"></iframe>`);
  await expect
    .poll(() => csp.violations.some((text) => /frame-ancestors|X-Frame-Options/.test(text)), {
      timeout: 15_000,
    })
    .toBe(true);
  const framed = page.frame({ url: /\/admin\/auth/ });
  expect(
    await framed
      ?.locator('h1')
      .count()
      .catch(() => 0),
  ).toBeFalsy();
  // The refusal above is what this test wants; no other violation may have happened.
  const others = csp.violations.filter((text) => !/frame-ancestors|X-Frame-Options/.test(text));
  expect(others).toEqual([]);
  csp.violations.length = 0;
});

test('a trailing slash redirects to the one address of the page', async ({ request }) => {
  const cases: [string, string][] = [
    ['/about/', '/about'],
    ['/programs//food/', '/programs/food'],
    // Never an address on another site.
    ['//evil.example/', '/evil.example'],
  ];
  for (const [from, to] of cases) {
    const response = await request.get(`${e2eEnv.siteUrl}${from}`, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
});
