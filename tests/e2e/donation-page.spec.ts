/**
 * Issue 24, item 6: a donation link that goes somewhere. Staff set the Donation Page in
 * Settings; visitors' Donate buttons (header, hero, Get Involved, About, footer) lead there, and
 * a valid amount on a donation form goes there with the amount where the platform takes one
 * (JustGiving). With the setting emptied, the spec's behaviour is back: buttons without an
 * action, amounts only logged.
 */
import type { Page } from '@playwright/test';
import { expect, signInAsAdmin, toast } from './admin/helpers';
import { withSiteSettingsLock } from './backend';
import { test } from './csp';
import { e2eEnv } from './env';
import { waitForHydration } from './public/fixtures';

const PAGE = 'https://www.justgiving.com/page/hope-relief-uk';

async function saveDonationPage(page: Page, value: string) {
  await page.goto('/admin/settings');
  const form = page.locator('form#submissions-donations');
  await form.getByRole('textbox', { name: 'Donation Page' }).fill(value);
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Settings updated successfully')).toBeVisible();
}

test('with a Donation Page set, the Donate buttons and donation forms lead there; emptied, the spec behaviour is back', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await withSiteSettingsLock(async () => {
    await signInAsAdmin(page, '/admin/settings');
    try {
      await saveDonationPage(page, PAGE);
      // The site server serves a saved change within its invalidation time.
      await page.waitForTimeout(e2eEnv.invalidationMs);

      const context = await browser.newContext();
      const visit = await context.newPage();
      // The giving platform is outside this closed network: answer for it.
      await visit.route('https://www.justgiving.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>JustGiving</title>' }),
      );
      await expect
        .poll(
          async () => {
            await visit.goto('/');
            return visit
              .getByRole('banner')
              .getByRole('link', { name: 'Donate Now' })
              .first()
              .getAttribute('href');
          },
          { timeout: 30_000 },
        )
        .toBe(PAGE);
      // Links in the server's HTML: they work before and without JavaScript.
      await expect(visit.getByRole('link', { name: 'Donate Today' }).first()).toHaveAttribute(
        'href',
        PAGE,
      );
      await expect(visit.getByRole('link', { name: 'Make a Donation' })).toHaveAttribute(
        'href',
        PAGE,
      );
      await expect(
        visit.getByRole('contentinfo').getByRole('link', { name: 'Donate', exact: true }),
      ).toHaveAttribute('href', PAGE);
      await visit.goto('/about');
      await expect(
        visit.getByRole('main').getByRole('link', { name: 'Donate Now' }),
      ).toHaveAttribute('href', PAGE);

      // A valid amount on an appeal's form goes to the platform with the amount.
      await visit.goto('/gaza-emergency');
      await waitForHydration(visit);
      const form = visit
        .getByRole('form')
        .filter({ has: visit.getByRole('spinbutton') })
        .first();
      await form.getByRole('spinbutton').fill('40');
      await form.getByRole('button', { name: 'Donate Now' }).click();
      await expect(visit).toHaveURL(`${PAGE}?amount=40`);
      await context.close();
    } finally {
      await saveDonationPage(page, '');
    }
    await page.waitForTimeout(e2eEnv.invalidationMs);
    const context = await browser.newContext();
    const visit = await context.newPage();
    await expect
      .poll(
        async () => {
          await visit.goto('/');
          return visit.getByRole('banner').getByRole('button', { name: 'Donate Now' }).count();
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    await expect(visit.getByRole('link', { name: 'Make a Donation' })).toHaveCount(0);
    await context.close();
  });
});
