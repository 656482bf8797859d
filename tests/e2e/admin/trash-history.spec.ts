/**
 * Issue 25, items 4 to 6 as staff meet them: delete and Undo; the Trash and Restore; History
 * in the Page Builder; and two people saving the same page.
 */
import {
  historyTexts,
  messages,
  pageConflictTexts,
  pageBuilderTexts as texts,
} from '@charitykit/content';
import type { Browser, Page } from '@playwright/test';
import { backendClient, serviceRoleKey, signedInAdminClient } from '../backend';
import { test } from '../csp';
import { e2eEnv } from '../env';
import { expect, signIn, signInAsAdmin, toast, unique } from './helpers';

type Client = Awaited<ReturnType<typeof signedInAdminClient>>;

const sections = (text: string) => ({
  sections: [{ type: 'text', title: 'Why it matters', content: { text } }],
});

async function createPage(
  client: Client,
  title: string,
  slug: string,
  status: 'draft' | 'published',
  content: object = {},
) {
  const { data, error } = await client
    .from('pages')
    .insert({ title, slug, status, content, meta_description: 'Kept through the trash' })
    .select('id')
    .single();
  if (error) throw error;
  return data.id as string;
}

async function storedPage(client: Client, id: string) {
  const { data, error } = await client
    .from('pages')
    .select('content, status, meta_description')
    .eq('id', id)
    .maybeSingle();
  if (error) throw error;
  return data;
}

/** The site server serves a change within its invalidation time. */
const settle = (page: Page) => page.waitForTimeout(e2eEnv.invalidationMs);

test('delete a page, and Undo on the toast brings it back at once; meanwhile it is gone from the site', async ({
  page,
  request,
}) => {
  test.slow();
  const client = await signedInAdminClient();
  const id = unique();
  const title = `Undo Appeal ${id}`;
  const slug = `undo-${id}`;
  const pageId = await createPage(client, title, slug, 'published', sections('Still here.'));

  await signInAsAdmin(page, '/admin/pages');
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(toast(page, messages.pageDeleted)).toBeVisible();
  await expect(row).toHaveCount(0);
  await settle(page);
  expect((await request.get(`/${slug}`)).status()).toBe(404);

  await page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(toast(page, 'Page restored')).toBeVisible();
  await expect(row).toHaveCount(1);
  expect(await storedPage(client, pageId)).toEqual({
    content: sections('Still here.'),
    status: 'published',
    meta_description: 'Kept through the trash',
  });
  await settle(page);
  const back = await request.get(`/${slug}`);
  expect(back.status()).toBe(200);
  expect(await back.text()).toContain('Still here.');
});

test('delete a page, find it in the Trash and Restore it with its sections and settings', async ({
  page,
}) => {
  test.slow();
  const client = await signedInAdminClient();
  const id = unique();
  const title = `Trash Appeal ${id}`;
  const pageId = await createPage(client, title, `trash-${id}`, 'draft', sections('Seeds.'));

  await signInAsAdmin(page, '/admin/pages');
  await page
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  await expect(toast(page, messages.pageDeleted)).toBeVisible();
  expect(await storedPage(client, pageId)).toBeNull();

  await page.getByRole('link', { name: 'Trash', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pages in the Trash' })).toBeVisible();
  const trashed = page.getByRole('row').filter({ hasText: title });
  await expect(trashed).toContainText(`/trash-${id}`);
  await trashed.getByRole('button', { name: `Restore ${title}` }).click();
  await expect(toast(page, 'Page restored')).toBeVisible();
  await expect(trashed).toHaveCount(0);
  expect(await storedPage(client, pageId)).toEqual({
    content: sections('Seeds.'),
    status: 'draft',
    meta_description: 'Kept through the trash',
  });

  await page.getByRole('link', { name: 'Back to pages' }).click();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Draft');
});

async function openInBuilder(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  await page.getByLabel(texts.selectPage).selectOption({ label: title });
}

const textField = (page: Page) =>
  page.getByRole('region', { name: /^Text Block/ }).getByLabel('Text', { exact: true });

async function editText(page: Page, value: string) {
  const card = page.getByRole('region', { name: /^Text Block/ });
  if (!(await textField(page).isVisible())) {
    await card.getByRole('button', { name: texts.edit }).click();
  }
  await textField(page).fill(value);
}

async function savePage(page: Page) {
  await page.getByRole('button', { name: texts.savePage }).click();
  await expect(page.getByText(texts.allSaved, { exact: true })).toBeVisible();
}

test('save a page twice, then restore the first save from History and publish it', async ({
  page,
}) => {
  test.slow();
  const client = await signedInAdminClient();
  const id = unique();
  const title = `History Appeal ${id}`;
  const pageId = await createPage(client, title, `history-${id}`, 'draft', sections('Draft.'));

  await signInAsAdmin(page, '/admin/builder');
  await openInBuilder(page, title);
  await editText(page, 'First save.');
  await savePage(page);
  await editText(page, 'Second save.');
  await savePage(page);
  expect((await storedPage(client, pageId))?.content).toEqual(sections('Second save.'));

  await page.getByRole('button', { name: historyTexts.history }).click();
  const dialog = page.getByRole('dialog', { name: historyTexts.title(title) });
  const versions = dialog.getByRole('listitem');
  // Newest first: what the second save replaced (the first save), then the page as created.
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText('1 section');
  await versions
    .first()
    .getByRole('button', { name: /^Restore/ })
    .click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(texts.unsaved, { exact: true })).toBeVisible();
  await page
    .getByRole('region', { name: /^Text Block/ })
    .getByRole('button', { name: texts.edit })
    .click();
  await expect(textField(page)).toHaveValue('First save.');
  // Restored but not saved: nothing changed yet.
  expect((await storedPage(client, pageId))?.content).toEqual(sections('Second save.'));

  await savePage(page);
  expect((await storedPage(client, pageId))?.content).toEqual(sections('First save.'));
});

async function newEditor(browser: Browser, email: string, password: string, fullName: string) {
  const admin = backendClient(serviceRoleKey());
  // On a loaded machine a pooled connection the backend has just closed can fail a request
  // ("fetch failed", which auth-js marks retryable); nothing was created then, so try again.
  let created: Awaited<ReturnType<typeof admin.auth.admin.createUser>>;
  for (let attempt = 1; ; attempt += 1) {
    created = await admin.auth.admin.createUser({
      email,
      password,
      email_confirm: true,
      user_metadata: { full_name: fullName },
    });
    if (created.error?.name !== 'AuthRetryableFetchError' || attempt === 3) break;
  }
  if (created.error || !created.data.user) throw created.error ?? new Error('no user');
  const profile = await admin
    .from('admin_users')
    .insert({ user_id: created.data.user.id, full_name: fullName, role: 'editor' });
  if (profile.error) throw profile.error;
  const page = await (await browser.newContext()).newPage();
  await page.goto('/admin/builder');
  await expect(page).toHaveURL(/\/admin\/auth/);
  await signIn(page, email, password);
  await expect(page.getByText(/^Welcome back, /)).toBeVisible();
  return page;
}

test('two people save the same page: the second is told who saved it and when, and the first one’s work survives', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const client = await signedInAdminClient();
  const id = unique();
  const title = `Shared Appeal ${id}`;
  const pageId = await createPage(client, title, `shared-${id}`, 'draft', sections('Start.'));
  const editorName = `Tom Price ${id}`;

  // Both open the page before either saves.
  const tom = await newEditor(browser, `tom-${id}@charitykit.local`, 'tom-password-1', editorName);
  await openInBuilder(tom, title);
  await signInAsAdmin(page, '/admin/builder');
  await openInBuilder(page, title);

  await editText(tom, 'Tom’s words.');
  await savePage(tom);

  await editText(page, 'My words.');
  await page.getByRole('button', { name: texts.savePage }).click();
  const notice = page.getByRole('alert').filter({ hasText: pageConflictTexts.title });
  await expect(notice).toContainText(
    new RegExp(
      `^.*${editorName} saved this page at \\d{2}:\\d{2} on \\d{1,2} \\w+ \\d{4}, after you opened it\\.`,
    ),
  );
  await expect(page.getByText(texts.unsaved, { exact: true })).toBeVisible();
  // Nothing was overwritten.
  expect((await storedPage(client, pageId))?.content).toEqual(sections('Tom’s words.'));

  // Reload their version: Tom's words, and nothing unsaved.
  await notice.getByRole('button', { name: pageConflictTexts.reload }).click();
  await expect(page.getByText(texts.allSaved, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Text Block/ })).toContainText('Tom’s words.');
  expect((await storedPage(client, pageId))?.content).toEqual(sections('Tom’s words.'));
  await tom.context().close();
});
