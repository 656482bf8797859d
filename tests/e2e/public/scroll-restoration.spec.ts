/**
 * Issue 36: React Router's scroll-restoration script is held with the hydration module until
 * after the first paint (apps/web/app/paint-first.ts). What a visitor relies on must hold: a
 * reload or a return puts the page back where they were, before the page is hydrated on a reload,
 * and a first visit's history entry gets its key before the app starts.
 */
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const historyKey = (page: Page) =>
  page.evaluate(() => (window.history.state as { key?: string } | null)?.key ?? null);

test('a first visit gets its history state in one replaceState by hydration; nothing held is left', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const replaceState = history.replaceState.bind(history);
    const calls: unknown[] = [];
    (window as { replaced?: unknown[] }).replaced = calls;
    history.replaceState = (state: unknown, unused: string, url?: string | URL | null) => {
      calls.push(state);
      replaceState(state, unused, url);
    };
  });
  await page.goto('/volunteer');
  await waitForHydration(page);
  expect(await historyKey(page)).toMatch(/^[0-9a-v]+$/);
  // The key React Router's scroll restoration stores positions under, and its history's index.
  const replaced = await page.evaluate(() => (window as { replaced?: unknown[] }).replaced);
  expect(replaced).toEqual([{ key: await historyKey(page), idx: 0 }]);
  expect(
    await page.evaluate(
      () => document.querySelectorAll('script[type="text/x-script-after-paint"]').length,
    ),
  ).toBe(0);
});

test('a reload puts the page back where the visitor was, before it hydrates again', async ({
  page,
}) => {
  await page.goto('/volunteer');
  await waitForHydration(page);
  const key = await historyKey(page);
  const form = page.getByRole('button', { name: 'Submit Application' });
  await form.evaluate((el) =>
    window.scrollTo({
      top: window.scrollY + el.getBoundingClientRect().top - 200,
      behavior: 'instant',
    }),
  );
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const where = await page.evaluate(() => window.scrollY);

  // The position as the page's own script restored it, read before any module has run.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { restoredBeforeApp?: number }).restoredBeforeApp = window.scrollY;
    });
  });
  await page.reload();
  await waitForHydration(page);
  expect(await historyKey(page)).toBe(key);
  expect(
    await page.evaluate(() => (window as { restoredBeforeApp?: number }).restoredBeforeApp),
  ).toBe(where);
  expect(await page.evaluate(() => window.scrollY)).toBe(where);
});

test('coming back to a page puts it back where the visitor left it', async ({ page }) => {
  await page.goto('/volunteer');
  await waitForHydration(page);
  // Where the visitor is when they follow the footer's link: the footer, scrolled to.
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true });
  await link.scrollIntoViewIfNeeded();
  const where = await page.evaluate(() => window.scrollY);
  expect(where).toBeGreaterThan(500);
  await link.click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/volunteer$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(where);
});
