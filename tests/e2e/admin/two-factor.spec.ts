/**
 * Staff two-factor sign-in (issue 38, item 6), in the browser against the started product: an
 * admin sets up an authenticator app on Your profile (the test is the app: it computes the codes
 * from the setup key shown), signs out, and signs in with the password and then the code, a
 * wrong code refused first. A fresh account of its own, never the shared e2e admin.
 * (two-factor-required.spec.ts: the rule that requires it of admins.)
 */
import { test } from '../csp';
import { expect, signIn, toast } from './helpers';
import { authenticator, createAdmin, enterCode, PASSWORD, signInAt } from './two-factor-helpers';

test('an admin sets up two-factor sign-in, then signs in with the code', async ({ page }) => {
  test.setTimeout(120_000);
  const adminEmail = await createAdmin('Tara Factor');
  await signInAt(page, '/admin/profile', adminEmail);
  await expect(page.getByRole('heading', { name: 'Your profile', level: 1 })).toBeVisible();

  await expect(page.getByText('Off', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

  // The QR code has a text alternative, and the setup key is shown as text too.
  const qr = page.getByRole('img', { name: /QR code to add this site to an authenticator app/ });
  await expect(qr).toBeVisible();
  const key = page.locator('code[data-setup-key]');
  const secret = ((await key.textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect((await qr.getAttribute('alt'))?.replace(/\s/g, '')).toContain(secret);
  const app = authenticator(secret);

  const field = page.getByRole('textbox', { name: /^Code from your authenticator app/ });
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  await enterCode(page, await app.code());
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(
    toast(page, 'Two-factor sign-in is on. Sign-in will ask for a code from your app.'),
  ).toBeVisible();
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn off two-factor sign-in' })).toBeVisible();

  // Signed out, the password alone no longer reaches the back-office.
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/auth/);
  await signIn(page, adminEmail, PASSWORD);
  await expect(page).toHaveURL(/\/admin\/two-factor/);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in', level: 1 })).toBeVisible();
  await page.goto('/admin/pages');
  await expect(page).toHaveURL(/\/admin\/two-factor\?redirect=%2Fadmin%2Fpages/);

  // A wrong code is refused with a clear message; the right one signs in.
  const right = await app.code();
  await enterCode(page, String((Number(right) + 1) % 1_000_000).padStart(6, '0'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page
      .getByText('That code is not right or has expired. Enter the code your app shows now.')
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/two-factor/);
  await enterCode(page, right);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Welcome back, Tara Factor')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pages$/);
});
