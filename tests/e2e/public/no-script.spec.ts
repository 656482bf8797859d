import { programmes } from '@charitykit/content';
import { expect, test } from './fixtures';

// The header and the small-screen menu with JavaScript switched off (issue 22): the same markup
// works from HTML and CSS alone (hover/focus dropdown, a popover menu, <details> submenus).
test.use({ javaScriptEnabled: false });

test.describe('with JavaScript off, at 1280px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the All Programs dropdown opens on hover and on keyboard focus, and its links load pages', async ({
    page,
  }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const dropdown = nav.getByRole('list', { name: 'All Programs' });
    await expect(dropdown).toBeHidden();

    await nav.getByRole('link', { name: 'All Programs' }).hover();
    await expect(dropdown).toBeVisible();
    await expect(dropdown.getByRole('link')).toHaveText(programmes.map((p) => p.title));
    await page.mouse.move(640, 700);
    await expect(dropdown).toBeHidden();

    // Tab from the page's start: skip link, logo, Home, then All Programs.
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'All Programs' })).toBeFocused();
    await expect(dropdown).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(dropdown.getByRole('link', { name: programmes[0]?.title })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${programmes[0]?.link}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the small-screen toggle and menu are not shown', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});

test.describe('with JavaScript off, at 375px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the toggle opens the menu, All Programs opens with View All Programs, links load pages, Escape closes', async ({
    page,
  }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    const viewAll = menu.getByRole('link', { name: 'View All Programs' });
    await expect(viewAll).toBeHidden();
    await menu.locator('summary', { hasText: 'All Programs' }).click();
    await expect(viewAll).toBeVisible();
    for (const p of programmes)
      await expect(menu.getByRole('link', { name: p.title })).toBeVisible();

    await viewAll.click();
    await expect(page).toHaveURL(/\/programs$/);
    await expect(menu).toBeHidden();

    // The toggle closes it again.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    // A click outside closes it too (the popover's light dismiss).
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.mouse.click(187, 720);
    await expect(menu).toBeHidden();

    // Escape closes it, and focus is back on the toggle.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'About' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    // By keyboard alone: the toggle, then the submenu, then a programme.
    await page.getByRole('button', { name: 'Open menu' }).press('Enter');
    await expect(menu).toBeVisible();
    await menu.locator('summary', { hasText: 'All Programs' }).press('Enter');
    const orphanCare = programmes.find((p) => p.link.endsWith('orphan-care'));
    await menu.getByRole('link', { name: orphanCare?.title }).press('Enter');
    await expect(page).toHaveURL(/\/programs\/orphan-care$/);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  });
});
