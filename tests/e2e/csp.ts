/**
 * The `test` every e2e spec uses: Playwright's, with a check that runs around each test
 * (issue 21). Every HTML document the site sends must carry a Content-Security-Policy, and the
 * browser must report no violation of it, in any frame (the builder's preview and the media
 * picker included), on any route, public or admin. A violation fails the test that caused it.
 */
import { test as base, expect } from '@playwright/test';
import { e2eEnv } from './env';

export interface CspLog {
  /** Violations the browser reported, in the order it reported them. */
  violations: string[];
  /** Documents of the site that came without a policy. */
  unprotected: string[];
}

const MARK = '[csp-violation]';

export const test = base.extend<{ csp: CspLog }>({
  csp: [
    async ({ context }, use) => {
      const log: CspLog = { violations: [], unprotected: [] };
      // Every frame reports what its policy blocked, with the directive and where.
      await context.addInitScript((mark: string) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `${mark} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${location.href} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      }, MARK);
      context.on('console', (message) => {
        const text = message.text();
        if (text.includes(MARK) || /Content Security Policy/i.test(text)) {
          log.violations.push(text);
        }
      });
      context.on('response', (response) => {
        if (response.request().resourceType() !== 'document') return;
        if (!response.url().startsWith(e2eEnv.siteUrl)) return;
        if (response.status() >= 300 && response.status() < 400) return;
        const headers = response.headers();
        if (!(headers['content-type'] ?? '').startsWith('text/html')) return;
        if (!headers['content-security-policy']) log.unprotected.push(response.url());
      });
      await use(log);
      expect(log.violations, 'Content-Security-Policy violations in the browser').toEqual([]);
      expect(log.unprotected, 'HTML documents without a Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
