/**
 * Two-factor sign-in required of admins (issue 38, item 6): an admin who uses it turns the rule
 * on in Settings, and another admin without it is asked to set it up before reaching the
 * back-office. The rule applies to every admin, the shared e2e admin too, so this file runs
 * after the parallel journeys (playwright.config.ts, project "after-parallel") and turns the rule
 * off again however it ends. Fresh accounts of its own.
 */
import type { Browser, Page } from '@playwright/test';
import { backendClient, serviceRoleKey } from '../backend';
import { test } from '../csp';
import { expect, toast } from './helpers';
import { createAdmin, createAdminWithTwoFactor, enterCode, signInAt } from './two-factor-helpers';

test.afterAll(async () => {
  // The rule off again whatever happened, for journeys and runs after this one.
  const service = backendClient(serviceRoleKey());
  await service.from('staff_security').update({ require_admin_mfa: false }).eq('id', true);
});

async function signInWithCode(
  page: Page,
  { email, app }: Awaited<ReturnType<typeof createAdminWithTwoFactor>>,
) {
  await signInAt(page, '/admin/settings', email);
  await expect(page).toHaveURL(/\/admin\/two-factor/);
  await enterCode(page, await app.code());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
}

async function newPage(browser: Browser) {
  return (await browser.newContext()).newPage();
}

test('with two-factor sign-in required, an admin without it is asked to set it up', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInWithCode(page, await createAdminWithTwoFactor('Tara Factor'));
  const card = page.getByRole('region', { name: 'Sign-in Security' });
  // By keyboard, as the styled box is drawn over the native one.
  const box = card.getByRole('checkbox', { name: 'Require two-factor sign-in for admins' });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await card.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Sign-in security updated successfully')).toBeVisible();

  // Another admin, with no authenticator app, in a browser of their own.
  const otherEmail = await createAdmin('Noel Factor');
  const them = await newPage(browser);
  await signInAt(them, '/admin', otherEmail);
  await expect(
    them.getByRole('heading', { name: 'Set up two-factor sign-in', level: 1 }),
  ).toBeVisible();
  await expect(them.getByText(/requires admins to use two-factor sign-in/)).toBeVisible();
  await expect(them.getByText(/^Welcome back, /)).toHaveCount(0);
  await them.goto('/admin/pages');
  await expect(
    them.getByRole('heading', { name: 'Set up two-factor sign-in', level: 1 }),
  ).toBeVisible();
  await expect(them.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
});
