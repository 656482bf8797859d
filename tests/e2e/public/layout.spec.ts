import { programmes } from '@charitykit/content';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

test.describe('header on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  // On an interactive page, where the app runs: Escape dismisses the dropdown, and a programme
  // opens by a client-side navigation. (A content page, sent without JavaScript, has the same
  // dropdown from CSS alone: no-script.spec.ts.)
  test('the All Programs dropdown opens on keyboard focus and lists the eight programmes', async ({
    page,
  }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('link', { name: 'All Programs' });
    // Tab from the page's start: skip link, logo, Home, then All Programs.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(trigger).toBeFocused();
    const dropdown = nav.getByRole('list', { name: 'All Programs' });
    await expect(dropdown).toBeVisible();
    await expect(dropdown.getByRole('link')).toHaveText(programmes.map((p) => p.title));
    await page.keyboard.press('Tab');
    await expect(dropdown.getByRole('link', { name: 'Food Security' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();
    // Choosing a programme navigates on the client (no new document, though the programme page
    // itself is sent without scripts when loaded directly).
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await trigger.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/programs\/water$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clean Water Program');
    expect(documents).toEqual([]);
  });

  test('the dropdown opens on hover too', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('list', { name: 'All Programs' })).toBeHidden();
    await nav.getByRole('link', { name: 'All Programs' }).hover();
    await expect(nav.getByRole('list', { name: 'All Programs' })).toBeVisible();
    await nav.getByRole('link', { name: 'Environment' }).click();
    await expect(page).toHaveURL(/\/programs\/environment$/);
  });

  test('the header stays fixed at the top while the page scrolls', async ({ page }) => {
    await page.goto('/programs');
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(200);
    const box = await page.getByRole('banner').boundingBox();
    expect(box?.y).toBe(0);
  });

  test('Donate Now does nothing', async ({ page }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('button', { name: 'Donate Now' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe('mobile menu at 375px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens, expands All Programs with View All Programs, and closes on any link', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toBeVisible();
    await menu.locator('summary', { hasText: 'All Programs' }).click();
    await expect(menu.getByRole('link', { name: 'View All Programs' })).toBeVisible();
    for (const p of programmes)
      await expect(menu.getByRole('link', { name: p.title })).toBeVisible();

    await menu.getByRole('link', { name: 'View All Programs' }).click();
    await expect(page).toHaveURL(/\/programs$/);
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact' })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .locator('summary', { hasText: 'All Programs' })
      .click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Orphan Care' })
      .click();
    await expect(page).toHaveURL(/\/programs\/orphan-care$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test('footer: dead links are text, live links navigate, copyright 2024', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const footer = page.getByRole('contentinfo');
  for (const dead of ['Impact Reports', 'Careers', 'Donate', 'Fundraise']) {
    await expect(footer.getByText(`${dead} (coming soon)`, { exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: dead, exact: true })).toHaveCount(0);
  }
  await expect(footer).toContainText('© 2024 Hope Relief UK');
  await expect(footer).toContainText('EC1V 2NX');
  await footer.getByRole('link', { name: 'Terms & Conditions' }).click();
  await expect(page).toHaveURL(/\/terms-conditions$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
});

test('not-found: 404, the message, a link home, and the path logged', async ({ page, log }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect
    .poll(() => log.messages.some((m) => m.type === 'error' && m.text.includes('/no-such-page')))
    .toBe(true);
  // Still inside the shared header and footer.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The document itself is served with status 404, which the browser reports; nothing else.
  expect(log.errors().filter((e) => !e.includes('status of 404'))).toEqual([]);
});

test('an unknown programme slug shows the not-found page', async ({ page, log }) => {
  await page.goto('/programs/unknown');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect
    .poll(() => log.messages.some((m) => m.text.includes('/programs/unknown')))
    .toBe(true);
});

for (const width of [320, 1280]) {
  test(`the not-found page passes an axe scan at ${width}px wide`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/no-such-page');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
