/**
 * Team accounts (issue 26), in the browser against the started product, whose auth server
 * e-mails through the run's SMTP server (tests/e2e/mail.ts): an admin invites a colleague, who
 * opens the e-mailed link in a fresh browser, sets a password and lands in the admin area as
 * an editor without Team; the admin makes them an admin, then removes them, and their open
 * session is refused within seconds; a forgotten password is reset through the e-mailed link.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { backendClient, serviceRoleKey } from '../backend';
import { test } from '../csp';
import { waitForMail } from '../mail';
import { createUserWithoutProfile, expect, signIn, signInAsAdmin, toast, unique } from './helpers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

test('an invited colleague joins as an editor, is made an admin, then removed', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = `colleague-${unique()}@example.org`;
  const password = 'colleague-password-1';

  await signInAsAdmin(page, '/admin/team');
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Invite' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite' });
  await invite.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await invite.getByRole('textbox', { name: /^Name/ }).fill('Sam Colleague');
  await expect(invite.getByLabel('Role')).toHaveValue('editor');
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(toast(page, `Invitation sent to ${email}.`)).toBeVisible();
  const row = page.getByRole('row', { name: /Sam Colleague/ });
  await expect(row.getByText('Invitation pending')).toBeVisible();

  const mail = await waitForMail(email, /You have been invited/);
  expect(mail.link).toBeTruthy();

  // The colleague, in a browser of their own.
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await them.goto(mail.link ?? '');
  await expect(them).toHaveURL(/\/admin\/set-password/);
  await expect(them.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await them.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await them.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(password);
  await them.getByRole('button', { name: 'Set password' }).click();
  await expect(them.getByText('Welcome back, Sam Colleague')).toBeVisible();
  const theirNav = them.getByRole('navigation', { name: 'Admin' });
  await expect(theirNav.getByRole('link', { name: 'Your profile' })).toBeVisible();
  await expect(theirNav.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await them.goto('/admin/profile');
  await expect(them.getByText(/Role: Editor/)).toBeVisible();

  // The link works once.
  const again = await theirs.newPage();
  await again.goto(mail.link ?? '');
  await expect(again.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  await again.close();

  // The admin makes them an admin.
  await page.reload();
  await expect(row.getByText('Invitation pending')).toHaveCount(0);
  await row.getByRole('button', { name: 'Change role' }).click();
  const roleDialog = page.getByRole('dialog', { name: 'Change role' });
  // react-aria's radio input is visually hidden under its label: choose by the label.
  await roleDialog.getByText('Admin', { exact: true }).click();
  await expect(roleDialog.getByRole('radio', { name: 'Admin' })).toBeChecked();
  await roleDialog.getByRole('button', { name: 'Change role' }).click();
  await expect(toast(page, 'Sam Colleague is now an admin.')).toBeVisible();
  await them.reload();
  await expect(theirNav.getByRole('link', { name: 'Team' })).toBeVisible();

  // The admin removes them: their open session is refused within seconds.
  await row.getByRole('button', { name: 'Remove access' }).click();
  const removeDialog = page.getByRole('dialog', { name: 'Remove access' });
  await removeDialog.getByRole('button', { name: 'Remove access' }).click();
  await expect(toast(page, 'Sam Colleague no longer has access.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Sam Colleague/ })).toHaveCount(0);
  const removedAt = Date.now();
  await expect(them).toHaveURL(/\/admin\/auth/, { timeout: 20_000 });
  expect(Date.now() - removedAt).toBeLessThan(20_000);
  // And they cannot sign in again.
  await signIn(them, email, password);
  await expect(them.getByText(/Invalid login credentials/).first()).toBeVisible();
  await theirs.close();
});

test('a forgotten password is reset through the e-mailed link', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = `forgetful-${unique()}@example.org`;
  await createUserWithoutProfile(email, 'old-password-1', 'Forgetful Person');
  const service = backendClient(serviceRoleKey());
  const { data } = await service.auth.admin.listUsers({ page: 1, perPage: 1000 });
  const id = data.users.find((u) => u.email === email)?.id ?? '';
  await service.from('admin_users').insert({ user_id: id, full_name: 'Forgetful Person' });

  await page.goto('/admin/auth');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If that address has an account/)).toBeVisible();

  const mail = await waitForMail(email, /Reset your password/);
  const context = await browser.newContext();
  const fresh = await context.newPage();
  await fresh.goto(mail.link ?? '');
  await expect(fresh.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await fresh.getByRole('textbox', { name: 'New password', exact: true }).fill('new-password-22');
  await fresh
    .getByRole('textbox', { name: 'Confirm password', exact: true })
    .fill('new-password-22');
  await fresh.getByRole('button', { name: 'Save new password' }).click();
  await expect(fresh.getByText('Welcome back, Forgetful Person')).toBeVisible();
  await context.close();

  const other = await browser.newContext();
  const signInPage = await other.newPage();
  await signIn(signInPage, email, 'new-password-22');
  await expect(signInPage.getByText('Welcome back, Forgetful Person')).toBeVisible();
  await other.close();
});

test('the service-role key is in no built browser asset', async () => {
  const key = serviceRoleKey();
  const client = path.join(root, 'apps/web/build/client');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else files.push(file);
    }
  };
  walk(client);
  expect(files.some((f) => f.endsWith('.js'))).toBe(true);
  const carrying = files.filter((f) => {
    const text = readFileSync(f).toString('latin1');
    return text.includes(key) || text.includes(key.split('.')[2] ?? key);
  });
  expect(carrying).toEqual([]);
});
