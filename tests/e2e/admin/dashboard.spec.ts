import { signedInAdminClient } from '../backend';
import { test } from '../csp';
import { expect, signInAsAdmin } from './helpers';

async function backendCounts() {
  const client = await signedInAdminClient();
  const count = async (
    table: 'pages' | 'media_library',
    column?: string,
    op?: string,
    value?: string,
  ) => {
    let query = client.from(table).select('*', { count: 'exact', head: true });
    if (column && op === 'eq' && value) query = query.eq(column, value);
    if (column && op === 'like' && value) query = query.like(column, value);
    const { count: n, error } = await query;
    if (error) throw error;
    return n ?? 0;
  };
  return {
    pages: await count('pages'),
    published: await count('pages', 'status', 'eq', 'published'),
    draft: await count('pages', 'status', 'eq', 'draft'),
    media: await count('media_library'),
    images: await count('media_library', 'mime_type', 'like', 'image/%'),
    videos: await count('media_library', 'mime_type', 'like', 'video/%'),
  };
}

test('dashboard counts equal the backend’s, and the quick actions lead to each screen', async ({
  page,
}) => {
  test.slow();
  await signInAsAdmin(page, '/admin');
  // Other journeys add pages and files in parallel: compare a fresh load with a fresh count.
  await expect(async () => {
    await page.reload();
    const counts = await backendCounts();
    const pages = page.getByRole('region', { name: 'Total Pages' });
    const media = page.getByRole('region', { name: 'Media Files' });
    await expect(pages).toContainText(String(counts.pages), { timeout: 3000 });
    await expect(pages).toContainText(`${counts.published} published, ${counts.draft} draft`, {
      timeout: 3000,
    });
    await expect(media).toContainText(`${counts.images} images, ${counts.videos} videos`, {
      timeout: 3000,
    });
    await expect(media.locator('p').first()).toHaveText(String(counts.media), { timeout: 3000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByRole('region', { name: 'Your Role' })).toContainText('Admin');
  await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeVisible();

  for (const [name, path] of [
    ['Page Builder', '/admin/builder'],
    ['Upload Media', '/admin/upload'],
    ['Manage Pages', '/admin/pages'],
    ['Site Settings', '/admin/settings'],
  ] as const) {
    await expect(
      page.getByRole('main').getByRole('link', { name: new RegExp(`^${name}`) }),
    ).toHaveAttribute('href', path);
  }
});
