import { test } from '../csp';
import { expect, expectNoAxeViolations, signInAsAdmin } from './helpers';

const screens = [
  { path: '/admin', heading: 'Dashboard' },
  { path: '/admin/pages', heading: 'Pages' },
  { path: '/admin/media', heading: /Media Library/ },
  { path: '/admin/upload', heading: 'Upload Media' },
  { path: '/admin/settings', heading: 'Settings' },
];

for (const width of [320, 1280]) {
  test(`every admin screen passes axe at ${width} px`, async ({ page }) => {
    // axe over six screens and a dialog; slow on a busy machine.
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/admin/auth');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expectNoAxeViolations(page);
    await signInAsAdmin(page, '/admin');
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible();
      // Wait for the screen's data (no skeleton left).
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoAxeViolations(page);
    }
    // The Create Page dialog too.
    await page.goto('/admin/pages');
    await page.getByRole('button', { name: 'Create Page' }).click();
    await expect(page.getByRole('dialog', { name: 'Create Page' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
