import { test } from '../csp';
import { e2eEnv } from '../env';
import { createUserWithoutProfile, expect, signIn, toast, unique } from './helpers';

test('sign-in messages, redirect to the wanted screen and back out again', async ({ page }) => {
  test.slow();
  // Signed out: the wanted address is kept in the sign-in address.
  await page.goto('/admin/pages');
  await expect(page).toHaveURL(/\/admin\/auth\?redirect=%2Fadmin%2Fpages$/);
  await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();

  // The form's own checks, in the spec's words.
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByLabel('Password').fill('12345');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email address').first()).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters').first()).toBeVisible();

  // The service's message for a wrong password.
  await signIn(page, e2eEnv.adminEmail, 'wrong-password');
  await expect(toast(page, 'Invalid login credentials')).toBeVisible();

  // A network failure.
  await page.route('**/auth/v1/token**', (route) => route.abort('internetdisconnected'));
  await signIn(page);
  await expect(
    toast(page, 'Connection failed. Please check if you can access the internet and try again.'),
  ).toBeVisible();
  await page.unroute('**/auth/v1/token**');

  // Success: "Signing In..." while busy, the toast, then the screen that was wanted.
  await page.getByLabel('Password').fill(e2eEnv.adminPassword);
  const submit = page.getByRole('button', { name: /Sign In|Signing In\.\.\./ });
  await page.route('**/auth/v1/token**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await submit.click();
  await expect(page.getByRole('button', { name: 'Signing In...' })).toBeVisible();
  await expect(toast(page, 'Signed in successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pages$/);
  await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();
  await page.unroute('**/auth/v1/token**');

  // The sidebar marks where we are; the footer names the admin and their role.
  await expect(page.getByRole('link', { name: 'Pages' }).first()).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText('Admin', { exact: true }).last()).toBeVisible();

  // Signed in, the sign-in page sends people to the dashboard.
  await page.goto('/admin/auth');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // Sign out, and the admin area is closed again.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/admin\/auth/);
  await page.goto('/admin/settings');
  await expect(page).toHaveURL(/\/admin\/auth\?redirect=%2Fadmin%2Fsettings$/);
});

test('a signed-in user without a profile becomes an editor through setup', async ({ page }) => {
  test.slow();
  const email = `newcomer-${unique()}@charitykit.local`;
  await createUserWithoutProfile(email, 'newcomer-password', 'Nadia Rahman');
  await page.goto('/admin/auth');
  await signIn(page, email, 'newcomer-password');
  await expect(toast(page, 'Admin profile created successfully!')).toBeVisible();
  // The page reloads after a second and shows the layout with the new editor.
  await expect(page.getByText('Welcome back, Nadia Rahman')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Editor').first()).toBeVisible();
});

test('the sidebar collapses, remembers it, and is a drawer on narrow screens', async ({ page }) => {
  test.slow();
  await page.goto('/admin');
  await signIn(page);
  await expect(page.getByText(/^Welcome back, /)).toBeVisible();
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await page.getByRole('button', { name: 'Expand sidebar' }).click();

  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Admin' });
  await drawer.getByRole('link', { name: 'Settings' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
});
