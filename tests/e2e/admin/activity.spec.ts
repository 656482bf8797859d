/**
 * The activity log (issue 33), in the browser against the started product: an admin sends
 * another admin a password reset link (this run's auth server e-mails, so the link goes to that
 * admin) and the entry appears in Activity, naming both; an editor has no Activity in the
 * navigation, is told at its address that it is for admins, and reads nothing of it through
 * the REST API with their own session.
 */
import { backendClient, backendKeys, serviceRoleKey } from '../backend';
import { test } from '../csp';
import { e2eEnv } from '../env';
import { waitForMail } from '../mail';
import { expect, signIn, signInAsAdmin, toast, unique } from './helpers';

const PASSWORD = 'activity-password-1';

/** A confirmed account with a staff profile in `role`, made with the service key. */
async function staffMember(email: string, fullName: string, role: 'admin' | 'editor') {
  const service = backendClient(serviceRoleKey());
  const made = await service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: fullName },
  });
  if (made.error || !made.data.user) throw made.error ?? new Error('no user');
  const profile = await service
    .from('admin_users')
    .insert({ user_id: made.data.user.id, full_name: fullName, role });
  if (profile.error) throw profile.error;
  return made.data.user.id;
}

test("an admin's reset link for another admin is e-mailed to them and appears in Activity", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `other-admin-${unique()}@example.org`;
  const name = `Other Admin ${unique()}`;
  await staffMember(email, name, 'admin');

  await signInAsAdmin(page, '/admin/team');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.getByRole('button', { name: 'Reset link' }).click();
  await expect(toast(page, `A password reset link has been e-mailed to ${email}.`)).toBeVisible();
  // The link reached its owner, not the admin's screen.
  const mail = await waitForMail(email, /Reset your password/);
  expect(mail.link).toBeTruthy();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Activity' })
    .click();
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  await page.getByLabel('What').selectOption('action:reset_link');
  const entry = page.getByRole('row', { name: new RegExp(email.replace(/[.]/g, '\\.')) });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(e2eEnv.adminEmail);
  await expect(entry).toContainText('Password reset link');
  await expect(entry).toContainText('Role: Admin');
  await expect(entry).toContainText('E-mailed to them');
});

test('an editor cannot read Activity: no entry in the navigation, refused at its address and through REST', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `activity-editor-${unique()}@example.org`;
  await staffMember(email, 'Activity Editor', 'editor');

  await page.goto('/admin');
  await signIn(page, email, PASSWORD);
  await expect(page.getByText('Welcome back, Activity Editor')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Your profile' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Activity' })).toHaveCount(0);

  await page.goto('/admin/activity');
  await expect(page.getByText('You do not have access to Activity')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  // The database is the authority: the editor's own session reads no entry, and writes none.
  const { anonKey } = backendKeys();
  const editor = backendClient(anonKey);
  const signedIn = await editor.auth.signInWithPassword({ email, password: PASSWORD });
  expect(signedIn.error).toBeNull();
  const read = await editor.from('activity_log').select('*');
  expect(read.error).toBeNull();
  expect(read.data).toEqual([]);
  const written = await editor
    .from('activity_log')
    .insert({ kind: 'team', action: 'member_removed', target_label: 'forged' });
  expect(written.error?.code).toBe('42501');
  // While an admin does read entries.
  const admin = backendClient(anonKey);
  await admin.auth.signInWithPassword({ email: e2eEnv.adminEmail, password: e2eEnv.adminPassword });
  const adminRead = await admin.from('activity_log').select('id').limit(1);
  expect(adminRead.data?.length).toBe(1);
});
