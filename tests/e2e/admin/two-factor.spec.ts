/**
 * Staff two-factor sign-in (issue 38, item 6), in the browser against the started product: an
 * admin sets up an authenticator app on Your profile (the test is the app: it computes the codes
 * from the setup key shown, RFC 6238), signs out, and signs in with the password and then the
 * code, a wrong code refused first. Then the admin requires two-factor sign-in for admins in
 * Settings, and another admin without it is asked to set it up before reaching the back-office.
 *
 * Fresh accounts of their own, never the shared e2e admin. The rule applies to every admin, the
 * shared one too, so this file runs after the parallel journeys (playwright.config.ts, project
 * "after-parallel"), serially, and turns the rule off again however it ends.
 */
import type { Browser, Page } from '@playwright/test';
import { totpCode, totpStep } from '../../../apps/local-supabase/src/auth/totp';
import { backendClient, serviceRoleKey } from '../backend';
import { test } from '../csp';
import { expect, signIn, toast, unique } from './helpers';

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'two-factor-password-1';

/** A confirmed staff account with an admin profile, through the service-role APIs. */
async function createAdmin(fullName: string): Promise<string> {
  const email = `mfa-${unique()}@example.org`;
  const service = backendClient(serviceRoleKey());
  const { data, error } = await service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: fullName },
  });
  if (error || !data.user) throw error ?? new Error('no user');
  const { error: profileError } = await service
    .from('admin_users')
    .insert({ user_id: data.user.id, full_name: fullName, role: 'admin' });
  if (profileError) throw profileError;
  return email;
}

/** Opens `path`, is sent to sign-in (keeping it as where to go after), and signs in. */
async function signInAt(page: Page, path: string, email: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/auth/);
  await signIn(page, email, PASSWORD);
}

/**
 * The authenticator app: each time step's code is accepted once, so every code it gives is of a
 * step not given before (the next one, which the server accepts, or later: it waits for the
 * clock to get there).
 */
function authenticator(secret: string) {
  let lastStep = -1;
  return {
    async code(): Promise<string> {
      let step = totpStep(Date.now()) + 1;
      while (step <= lastStep) {
        await expect
          .poll(() => totpStep(Date.now()) + 1, { timeout: 35_000 })
          .toBeGreaterThan(lastStep);
        step = totpStep(Date.now()) + 1;
      }
      lastStep = step;
      return totpCode(secret, step);
    },
  };
}

let adminEmail = '';
let app: ReturnType<typeof authenticator>;

async function enterCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: /^Code from your authenticator app/ }).fill(code);
}

test.afterAll(async () => {
  // The rule off again whatever happened, for journeys and runs after this one.
  const service = backendClient(serviceRoleKey());
  await service.from('staff_security').update({ require_admin_mfa: false }).eq('id', true);
});

test('an admin sets up two-factor sign-in, then signs in with the code', async ({ page }) => {
  test.setTimeout(120_000);
  adminEmail = await createAdmin('Tara Factor');
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
  app = authenticator(secret);

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

async function signInWithCode(page: Page, email: string) {
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
  test.skip(!adminEmail, 'needs the admin of the first journey');
  await signInWithCode(page, adminEmail);
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
