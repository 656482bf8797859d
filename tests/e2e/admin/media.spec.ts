import { test } from '../csp';
import { expect, png, signInAsAdmin, toast, unique } from './helpers';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const script = Buffer.from('#!/bin/sh\necho not a pdf\n');

test('upload several files, then search, toggle, describe and delete them', async ({ page }) => {
  test.slow();
  const id = unique();
  const image = `well-${id}.png`;
  const report = `report-${id}.pdf`;
  const fake = `fake-${id}.pdf`;
  await signInAsAdmin(page, '/admin/upload');
  await expect(page.getByRole('heading', { name: 'Upload Media', level: 1 })).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose Files' }).click();
  await (await chooser).setFiles([
    { name: image, mimeType: 'image/png', buffer: png(2, 1) },
    { name: report, mimeType: 'application/pdf', buffer: pdf },
    { name: fake, mimeType: 'application/pdf', buffer: script },
  ]);
  const queue = page.getByRole('list', { name: 'Upload queue' });
  await expect(queue.getByRole('listitem')).toHaveCount(3);
  await expect(queue.getByRole('listitem').first()).toContainText('Pending');
  await expect(queue.getByRole('listitem').first()).toContainText('Bytes');

  await page.getByRole('button', { name: 'Upload All' }).click();
  const item = (name: string) => queue.getByRole('listitem').filter({ hasText: name });
  await expect(item(image)).toContainText('Uploaded');
  await expect(item(report)).toContainText('Uploaded');
  await expect(item(fake)).toContainText('Failed');
  await expect(item(fake)).toContainText(/not supported|not allowed/);
  await expect(toast(page, `${image} uploaded successfully`)).toBeVisible();
  await expect(toast(page, new RegExp(`^Failed to upload ${fake}: `))).toBeVisible();
  await expect(item(image).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

  await page.getByRole('button', { name: 'Clear Completed' }).click();
  await expect(queue.getByRole('listitem')).toHaveCount(1);

  // The library: search by name, both views, the missing alt text mark.
  await page.getByRole('link', { name: 'Media Library' }).first().click();
  await expect(page.getByRole('heading', { name: /Media Library/, level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search media' }).fill(id);
  const files = page.getByTestId('media-item');
  await expect(files).toHaveCount(2);
  const imageCard = files.filter({ hasText: image });
  await expect(imageCard).toContainText('Missing alt text');
  await expect(imageCard).toContainText('2 × 1');
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Alt text: edit, then search finds the file by it.
  await imageCard.getByRole('button', { name: `Edit ${image}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Media File' });
  await expect(dialog.getByRole('textbox', { name: 'File Name' })).toHaveValue(image);
  await dialog.getByRole('textbox', { name: 'Alt Text' }).fill(`Children at a new well ${id}`);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Media file updated successfully')).toBeVisible();
  await expect(imageCard).not.toContainText('Missing alt text');
  await page.getByRole('searchbox', { name: 'Search media' }).fill(`new well ${id}`);
  await expect(files).toHaveCount(1);

  // Delete: the row goes to the trash and Undo brings it back; the stored file stays until the
  // item is deleted permanently (or purged after 30 days).
  const fileUrl = await imageCard.getByRole('link', { name: `Open ${image}` }).getAttribute('href');
  expect(fileUrl).toBeTruthy();
  expect((await page.request.get(fileUrl ?? '')).status()).toBe(200);
  await imageCard.getByRole('button', { name: `Delete ${image}` }).click();
  await expect(toast(page, 'Media file deleted successfully')).toBeVisible();
  await expect(files).toHaveCount(0);
  expect((await page.request.get(fileUrl ?? '')).status()).toBe(200);
  await page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(toast(page, 'Media file restored')).toBeVisible();
  await expect(files).toHaveCount(1);

  await imageCard.getByRole('button', { name: `Delete ${image}` }).click();
  await expect(files).toHaveCount(0);
  await page.getByRole('link', { name: 'Trash', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Media files in the Trash' }),
  ).toBeVisible();
  await page.getByRole('button', { name: `Delete permanently ${image}` }).click();
  await expect(toast(page, 'Media file deleted permanently')).toBeVisible();
  expect((await page.request.get(fileUrl ?? '')).status()).toBeGreaterThanOrEqual(400);
});
