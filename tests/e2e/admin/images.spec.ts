import { pageBuilderTexts as texts } from '@charitykit/content';
import { HtmlValidate } from 'html-validate';
import { signedInAdminClient } from '../backend';
import { test } from '../csp';
import { e2eEnv } from '../env';
import { expect, png, signInAsAdmin, unique } from './helpers';

test('an image chosen from the media library reaches visitors in the size their screen needs', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const client = await signedInAdminClient();
  const id = unique();
  const slug = `well-photo-${id}`;
  const title = `Well Photo ${id}`;
  const fileName = `well-${id}.png`;
  const filePath = `uploads/${fileName}`;
  const original = png(1200, 600, 0x3c);
  const upload = await client.storage
    .from('media')
    .upload(filePath, original, { contentType: 'image/png' });
  if (upload.error) throw upload.error;
  const row = await client.from('media_library').insert({
    file_name: fileName,
    original_name: fileName,
    file_path: filePath,
    file_size: original.length,
    mime_type: 'image/png',
    width: 1200,
    height: 600,
    alt_text: `A new well ${id}`,
  });
  if (row.error) throw row.error;
  const created = await client
    .from('pages')
    .insert({ title, slug, status: 'draft', content: {} })
    .select('id')
    .single();
  if (created.error) throw created.error;

  // Staff choose the image from the library in the builder and save the page.
  await signInAsAdmin(page, '/admin/builder');
  await page.getByLabel(texts.selectPage).selectOption({ label: title });
  await page.getByRole('button', { name: 'Image', exact: true }).click();
  const card = page.getByRole('region', { name: /^Image/ });
  await card.getByRole('button', { name: texts.chooseFromLibrary }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose an image' });
  await dialog.getByRole('button', { name: new RegExp(fileName) }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: texts.savePage }).click();
  await expect
    .poll(async () => {
      const { data } = await client.from('pages').select('content').eq('id', created.data.id);
      return JSON.stringify(data?.[0]?.content ?? {});
    })
    .toContain('"imageWidth":"1200"');
  const published = await client
    .from('pages')
    .update({ status: 'published' })
    .eq('id', created.data.id);
  if (published.error) throw published.error;

  // The public page offers renditions up to the original's width, never above it.
  const visitor = await (
    await browser.newContext({ viewport: { width: 375, height: 800 } })
  ).newPage();
  await visitor.waitForTimeout(e2eEnv.revalidateMs + 1100);
  await visitor.goto(`/${slug}`);
  const img = visitor.getByRole('img', { name: `A new well ${id}` });
  await expect(img).toBeAttached({ timeout: 20_000 });
  await expect(img).toHaveAttribute('width', '1200');
  await expect(img).toHaveAttribute('height', '600');
  const srcset = (await img.getAttribute('srcset')) ?? '';
  const candidates = srcset.split(', ').map((candidate) => candidate.split(' '));
  expect(candidates.map(([, w]) => w)).toEqual(['320w', '640w', '960w', '1200w']);
  // The plain address stays the fallback; the candidates are its renditions.
  const src = (await img.getAttribute('src')) ?? '';
  expect(src).toMatch(new RegExp(`/storage/v1/object/public/media/${filePath}$`));
  const renderBase = src.replace('/storage/v1/object/public/', '/storage/v1/render/image/public/');
  expect(candidates[0]?.[0]).toBe(`${renderBase}?width=320&quality=75`);

  // A 375 px screen loads the 640 px rendition (the smallest at least as wide), really 640 px.
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.currentSrc : '')), {
      timeout: 20_000,
    })
    .toBe(`${renderBase}?width=640&quality=75`);
  const pixels = await img.evaluate(async (el: HTMLImageElement) => {
    const plain = new Image();
    plain.src = el.currentSrc;
    await plain.decode();
    return [plain.naturalWidth, plain.naturalHeight];
  });
  expect(pixels).toEqual([640, 320]);
  // Each candidate answers from the backend in the browser's format and its own width.
  for (const [url, descriptor] of candidates) {
    const response = await request.get(url ?? '', { headers: { Accept: 'image/webp,*/*' } });
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toBe('image/webp');
    const body = await response.body();
    // RIFF....WEBP, then the VP8 frame; its width is read by the browser above, the size here.
    expect(body.subarray(8, 12).toString('ascii')).toBe('WEBP');
    expect(descriptor).toMatch(/^\d+w$/);
  }

  // The page with its srcset is still valid HTML.
  const html = await (await request.get(`/${slug}`)).text();
  const report = await new HtmlValidate({
    extends: ['html-validate:standard', 'html-validate:a11y'],
    rules: { 'aria-label-misuse': 'off', 'prefer-native-element': 'off' },
  }).validateString(html, `/${slug}`);
  expect(report.results.flatMap((result) => result.messages.map((m) => m.message))).toEqual([]);
  await visitor.context().close();
});
