import { adminOnlyModules } from '../perf/measure.mjs';
import { axeRun } from './a11y/axe';
import { expect, test } from './csp';

test('the home page is prerendered: its heading is in the HTML before any script runs', async ({
  request,
}) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('Bringing Hope to Those in Need');
});

test('the home page hydrates and its Join as Volunteer link navigates on the client', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await page.getByRole('link', { name: 'Join as Volunteer' }).first().click();
  await expect(page).toHaveURL(/\/volunteer$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the home page has no axe violations', async ({ page }) => {
  await page.goto('/');
  expect(await axeRun(page, ['wcag2a', 'wcag2aa'])).toEqual([]);
});

test('the admin area is a separate chunk that public pages do not load', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const adminModules = new Set(adminOnlyModules());
  expect(adminModules.size).toBeGreaterThan(0);
  expect(scripts.filter((src) => adminModules.has(src))).toEqual([]);

  await page.goto('/admin/auth');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.some((src) => adminModules.has(src))).toBe(true);
});
