/**
 * Issue 37, item 7: the footer's Impact Reports, Careers and Fundraise are plain text (the spec)
 * until staff point them somewhere in Settings. An admin points Careers at a published page; the
 * footer of every public page links to it in the server's HTML, so with JavaScript off too, and
 * on a content page that ships no script; an unsafe address is refused in the form; clearing the
 * field puts the plain text back.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, signInAsAdmin, toast, unique } from './admin/helpers';
import { signedInAdminClient, withSiteSettingsLock } from './backend';
import { test } from './csp';
import { e2eEnv } from './env';

const REFUSED =
  'Please enter a web address starting with https://, or a page on this site starting with /';

async function saveCareers(page: Page, value: string) {
  await page.goto('/admin/settings');
  const form = page.locator('form#footer-links');
  await form.getByRole('textbox', { name: 'Careers' }).fill(value);
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Settings updated successfully')).toBeVisible();
}

/** The footer's Careers as a visitor with or without JavaScript sees it on `path`. */
async function careersOn(browser: Browser, path: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  const visit = await context.newPage();
  await visit.goto(path);
  const footer = visit.getByRole('contentinfo');
  const link = footer.getByRole('link', { name: 'Careers', exact: true });
  return { context, visit, footer, link };
}

test('an admin points Careers at a published page; the footer links there without JavaScript; cleared, it is plain text again', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const slug = `join-our-team-${unique()}`;
  const client = await signedInAdminClient();
  const { data: row, error } = await client
    .from('pages')
    .insert({
      title: 'Join Our Team',
      slug,
      status: 'published',
      content: {
        sections: [{ type: 'text', title: 'Join Our Team', content: { text: 'We are hiring.' } }],
      },
    })
    .select('id')
    .single();
  if (error) throw error;

  try {
    await withSiteSettingsLock(async () => {
      await signInAsAdmin(page, '/admin/settings');
      try {
        // A script address is refused in the form; nothing is saved.
        const form = page.locator('form#footer-links');
        await form.getByRole('textbox', { name: 'Careers' }).fill('javascript:alert(1)');
        await form.getByRole('button', { name: 'Save Changes' }).click();
        await expect(form.getByText(REFUSED).first()).toBeVisible();

        await saveCareers(page, `/${slug}`);

        // The site server serves a saved change within its invalidation time.
        for (const javaScriptEnabled of [false, true]) {
          const { context, visit, link } = await careersOn(browser, '/', javaScriptEnabled);
          await expect
            .poll(
              async () => {
                await visit.goto('/');
                // Not yet served: Careers is still plain text. Asking a missing link for its
                // address would wait for one to appear on this load, which never changes.
                return (await link.count()) > 0 ? link.getAttribute('href') : null;
              },
              { timeout: 30_000 },
            )
            .toBe(`/${slug}`);
          // The other two stay as the spec has them.
          const footer = visit.getByRole('contentinfo');
          await expect(footer.getByRole('link', { name: 'Impact Reports' })).toHaveCount(0);
          await expect(footer.getByRole('link', { name: 'Fundraise' })).toHaveCount(0);
          await expect(footer.getByText(/^Fundraise/)).toBeVisible();
          // A content page (no script at all) has it in its HTML too, and it leads to the page.
          await visit.goto('/about');
          await link.click();
          await expect(visit).toHaveURL((url) => url.pathname === `/${slug}`);
          await expect(visit.getByRole('heading', { name: 'Join Our Team' }).first()).toBeVisible();
          await context.close();
        }
      } finally {
        await saveCareers(page, '');
      }
      await page.waitForTimeout(e2eEnv.invalidationMs);
      const { context, visit, footer, link } = await careersOn(browser, '/', false);
      await expect
        .poll(
          async () => {
            await visit.goto('/');
            return link.count();
          },
          { timeout: 30_000 },
        )
        .toBe(0);
      await expect(footer.getByText(/^Careers/)).toBeVisible();
      await context.close();
    });
  } finally {
    await client.from('pages').delete().eq('id', row.id);
  }
});
