import type { Page } from '@playwright/test';
import { test } from '../csp';
import { e2eEnv } from '../env';
import { expect, toast, unique } from './helpers';

/** Presses Tab until the focused element matches, as a keyboard user would (at most 40 presses). */
async function tabTo(page: Page, matches: (el: Element) => boolean, backwards = false) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focused = await page.evaluateHandle(() => document.activeElement ?? document.body);
    if (await focused.evaluate(matches)) return;
  }
  throw new Error('focus never reached the element');
}

/** The focused element is fully inside the viewport (not under a bar, not off-screen). */
async function expectFocusVisible(page: Page) {
  const inView = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return false;
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height / 2, 10));
    return r.top >= 0 && r.bottom <= window.innerHeight && (top === el || el.contains(top));
  });
  expect(inView).toBe(true);
}

test('keyboard only: sign in, go to Pages, create a page', async ({ page }) => {
  test.slow();
  const title = `Keyboard Page ${unique()}`;
  await page.goto('/admin/pages');
  await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
  await tabTo(page, (el) => el.getAttribute('name') === 'email');
  await page.keyboard.type(e2eEnv.adminEmail);
  await page.keyboard.press('Tab');
  await page.keyboard.type(e2eEnv.adminPassword);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();

  await tabTo(page, (el) => el.textContent?.trim() === 'Create Page');
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create Page' });
  await expect(dialog).toBeVisible();
  // Focus starts inside the dialog; reach the title field.
  await tabTo(page, (el) => el.getAttribute('name') === 'title');
  await page.keyboard.type(title);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Page created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Draft');

  // Keyboard to another screen through the sidebar.
  await tabTo(page, (el) => el.textContent?.trim() === 'Settings' && el.tagName === 'A', true);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
});
