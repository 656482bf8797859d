import { test } from '../csp';
import { expect, signInAsAdmin, toast, unique } from './helpers';

test('create, edit and delete a page, with each toast and a refused slug', async ({ page }) => {
  test.slow();
  const id = unique();
  const title = `Spring Appeal ${id}`;
  await signInAsAdmin(page, '/admin/pages');
  await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();

  // A slug the database already has is refused with its message; what was typed stays.
  await page.getByRole('button', { name: 'Create Page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Page' });
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  const slug = dialog.getByRole('textbox', { name: 'Slug' });
  await slug.fill('winter-appeal');
  await dialog.getByRole('button', { name: 'Create Page' }).click();
  await expect(toast(page, /^Failed to create page: .*pages_slug_key/)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await expect(slug).toHaveValue('winter-appeal');

  // Defaults: draft and Default Page.
  await expect(dialog.getByLabel('Status')).toHaveValue('draft');
  await expect(dialog.getByLabel('Template')).toHaveValue('page');
  await slug.fill(`spring-${id}`);
  await dialog.getByRole('textbox', { name: 'Meta Title' }).fill('Spring');
  await dialog.getByLabel('Template').selectOption('landing');
  // The failure toast may sit over the dialog's buttons: Enter in a field submits too.
  await slug.press('Enter');
  await expect(toast(page, 'Page created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(`/spring-${id}`);
  await expect(row).toContainText('Draft');
  await expect(row).toContainText('Landing Page');

  // Open goes to the public address in a new tab.
  await expect(row.getByRole('link', { name: `Open ${title} in a new tab` })).toHaveAttribute(
    'href',
    `/spring-${id}`,
  );

  // Edit: publish it.
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Page' });
  await expect(edit.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await edit.getByLabel('Status').selectOption('published');
  await edit.getByRole('textbox', { name: 'Title', exact: true }).press('Enter');
  await expect(toast(page, 'Page updated successfully')).toBeVisible();
  await expect(row).toContainText('Published');

  // Delete (no confirmation, spec section 8).
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(toast(page, 'Page deleted successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});
