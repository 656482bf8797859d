import { messages, programmes } from '@charitykit/content';
import type { Page } from '@playwright/test';
import { expect, runsTheApp, test, waitForHydration } from './fixtures';
import { contentPaths, interactivePaths } from './routes';

// The header and the small-screen menu with JavaScript switched off (issue 22): the same markup
// works from HTML and CSS alone (hover/focus dropdown, a popover menu, <details> submenus). And
// the content pages, which are sent that way to everyone: with JavaScript on, they load no
// script at all, and the same header works.

test.describe('with JavaScript off, at 1280px', () => {
  test.use({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });

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
  test.use({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false });

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

/** The scripts a page loads as files, counted from the browser's requests. */
function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test.describe('with JavaScript on, content pages are HTML and CSS only', () => {
  for (const path of [...contentPaths, '/no-such-page', '/programs/no-such-programme']) {
    test(`${path} loads no script file, preloads no module and hands over no data`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(path)).text();
      expect(html).not.toMatch(/<script\b[^>]*\ssrc=/);
      expect(html).not.toContain('modulepreload');
      expect(html).not.toContain('type="module"');
      expect(html).not.toContain('__reactRouter');
      const scripts = scriptRequests(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(scripts).toEqual([]);
      expect(await runsTheApp(page)).toBe(false);
      // The not-found page keeps one inline script: its log line (spec section 2).
      const inline = await page.locator('script:not([type="application/ld+json"])').count();
      expect(inline).toBe(path.includes('no-such') ? 1 : 0);
    });
  }

  test('the interactive pages still run the app', async ({ page }) => {
    for (const path of interactivePaths) {
      const scripts = scriptRequests(page);
      await page.goto(path);
      await waitForHydration(page);
      expect(await runsTheApp(page), path).toBe(true);
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(await page.evaluate(() => '__reactRouterDataRouter' in window), path).toBe(true);
    }
  });

  test('at 1280px, the dropdown on a content page opens on hover and on focus', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/privacy-policy');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const dropdown = nav.getByRole('list', { name: 'All Programs' });
    await nav.getByRole('link', { name: 'All Programs' }).hover();
    await expect(dropdown).toBeVisible();
    await expect(dropdown.getByRole('link')).toHaveText(programmes.map((p) => p.title));
    await page.mouse.move(640, 700);
    await expect(dropdown).toBeHidden();
    await nav.getByRole('link', { name: 'All Programs' }).focus();
    await expect(dropdown).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${programmes[0]?.link}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      programmes[0]?.page.hero.title ?? '',
    );
  });

  test('at 375px, the menu on a content page opens, shows View All Programs and closes on Escape', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/about');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(menu).toBeVisible();
    await menu.locator('summary', { hasText: 'All Programs' }).click();
    await expect(menu.getByRole('link', { name: 'View All Programs' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await waitForHydration(page);
    expect(await runsTheApp(page)).toBe(true);
  });

  test('moving between interactive and content pages works both ways', async ({ page }) => {
    // From an interactive page, a content page opens on the client (the app is already running).
    await page.goto('/contact');
    await waitForHydration(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/contact$/);
    expect(documents).toEqual([]);

    // From a content page loaded directly, a link is a full page load, and the page it opens
    // runs the app: its form checks what is typed.
    await page.goto('/terms-conditions');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact' })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
    expect(documents).toEqual(['/terms-conditions', '/contact']);
  });

  test('the not-found page, sent without the app, logs the path it was asked for', async ({
    page,
    log,
  }) => {
    await page.goto('/programs/no-such-programme');
    await expect(page.getByText(messages.notFound)).toBeVisible();
    await expect
      .poll(() =>
        log.messages.filter(
          (m) =>
            m.type === 'error' &&
            m.text ===
              '404 Error: User attempted to access non-existent route: /programs/no-such-programme',
        ),
      )
      .toHaveLength(1);
    // Logged once: the inline script, never also by the app.
    await page.waitForLoadState('networkidle');
    expect(log.messages.filter((m) => m.text.startsWith('404 Error:'))).toHaveLength(1);
  });
});
