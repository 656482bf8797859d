/**
 * Issue 37: the mailing list end to end, JavaScript off and on: sign up on /subscribe, read the
 * confirmation e-mail (the run's SMTP server), confirm with the page's one button, appear as
 * confirmed in the back-office's Subscribers, export, unsubscribe with the mail's one-click POST
 * (RFC 8058), appear as left; erase by e-mail removes the subscriber.
 */
import { readFileSync } from 'node:fs';
import { mailingList, submissionsCopy, subscribersCopy } from '@charitykit/content';
import { test } from '@playwright/test';
import { expect, signInAsAdmin, unique } from '../admin/helpers';
import { waitForMail } from '../mail';
import { waitForHydration } from './fixtures';

/** The path (and query) of an address in the mail, to open on this run's site. */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

for (const javaScriptEnabled of [false, true]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('sign up, confirm from the e-mail, listed, exported, one-click unsubscribe, erased', async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(180_000);
      const email = `subscriber-${unique()}@example.org`;

      await page.goto(mailingList.path);
      // With JavaScript the journey is React Router's form: since issue 36 the page hydrates
      // after its first paint, and a field filled before then can be reset by hydration.
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByLabel(mailingList.emailLabel).fill(email);
      await page.getByLabel(mailingList.firstNameLabel).fill('Amina');
      await page.getByRole('button', { name: mailingList.submit }).click();
      // Stored: post/redirect/get to the sent page (issue 34's pattern), with or without script.
      await expect(page).toHaveURL((url) => url.pathname === mailingList.sent.path);
      await expect(page.getByText(mailingList.sent.message)).toBeVisible();

      const mail = await waitForMail(email, /confirm your subscription/i);
      // Header fields are folded (RFC 5322) when long: unfold before reading.
      const head = (mail.raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
      const header = /^List-Unsubscribe: <([^>]+)>/m.exec(head)?.[1];
      expect(header).toMatch(/\/unsubscribe\/[0-9a-f]{64}$/);
      expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
      const confirmUrl = /https?:\/\/\S+\/subscribe\/confirm\/[0-9a-f]{64}/.exec(mail.raw)?.[0];
      expect(confirmUrl).toBeDefined();

      // Opening the link changes nothing; the button confirms.
      await page.goto(pathOf(confirmUrl ?? ''));
      await expect(page.getByRole('heading', { name: mailingList.confirm.title })).toBeVisible();
      await page.getByRole('button', { name: mailingList.confirm.button }).click();
      await expect(page.getByText(mailingList.confirm.done)).toBeVisible();

      // Staff see the subscriber as confirmed, and the export carries them.
      // The back-office needs JavaScript, whichever way the visitor signed up.
      const staff = await browser.newPage({ javaScriptEnabled: true });
      await signInAsAdmin(staff, '/admin/subscribers');
      const table = staff.getByRole('table', { name: subscribersCopy.caption });
      const row = table.getByRole('row').filter({ hasText: email });
      await expect(row).toContainText('Confirmed');
      await expect(row).toContainText('Amina');
      const download = staff.waitForEvent('download');
      await staff.getByRole('button', { name: subscribersCopy.export }).click();
      const csv = readFileSync((await (await download).path()) ?? '', 'utf8');
      expect(csv).toContain('Email Address,First Name');
      expect(csv).toContain(`${email},Amina,`);

      // A mail program's one-click unsubscribe: a POST to the header's address.
      const oneClick = await request.post(pathOf(header ?? ''), {
        form: { 'List-Unsubscribe': 'One-Click' },
      });
      expect(oneClick.status()).toBe(200);
      await staff.reload();
      await expect(
        staff.getByRole('table', { name: subscribersCopy.caption }).getByRole('row').filter({
          hasText: email,
        }),
      ).toContainText('Left');

      // Erasure by e-mail removes the subscriber.
      await staff.goto('/admin/submissions');
      await staff.getByRole('button', { name: submissionsCopy.erase }).click();
      const erase = staff.getByRole('dialog', { name: submissionsCopy.eraseTitle });
      await erase.getByRole('textbox', { name: submissionsCopy.eraseEmail }).fill(email);
      await erase.getByRole('button', { name: submissionsCopy.eraseSubmit }).click();
      await expect(staff.getByText(submissionsCopy.erased(email, 0, 0, 1))).toBeVisible();
      await staff.goto('/admin/subscribers');
      await expect(staff.getByRole('table', { name: subscribersCopy.caption })).toBeVisible();
      await expect(staff.getByText(email)).toHaveCount(0);
      await staff.close();
    });

    test('sign up from the home page’s Stay Connected card', async ({ page }) => {
      test.setTimeout(120_000);
      const email = `home-card-${unique()}@example.org`;
      const card = page.getByRole('article', { name: 'Stay Connected' });
      // With JavaScript the form's code loads as the card nears the screen (a visitor scrolls
      // there first); a post before it has loaded is the browser's own, answered as without it.
      const openHome = async () => {
        await page.goto('/');
        if (!javaScriptEnabled) return;
        await waitForHydration(page);
        await card.scrollIntoViewIfNeeded();
        await page.waitForLoadState('networkidle');
      };
      await openHome();
      // A bad address: /subscribe's form answers with the message, what was typed kept.
      await card.getByLabel(mailingList.emailLabel).fill('not-an-address');
      await card.getByRole('button', { name: mailingList.submit }).click();
      await expect(page).toHaveURL((url) => url.pathname === mailingList.path);
      await expect(page.getByText(mailingList.invalidEmail).first()).toBeVisible();
      await expect(page.getByLabel(mailingList.emailLabel)).toHaveValue('not-an-address');

      await openHome();
      let reloaded = false;
      page.on('load', () => {
        reloaded = true;
      });
      await card.getByLabel(mailingList.emailLabel).fill(email);
      await card.getByLabel(mailingList.firstNameLabel).fill('Bilal');
      await card.getByRole('button', { name: mailingList.submit }).click();
      await expect(page).toHaveURL((url) => url.pathname === mailingList.sent.path);
      await expect(page.getByRole('status')).toHaveText(mailingList.sent.message);
      // With JavaScript, React Router's form: no new document. Without it, the browser's post.
      expect(reloaded).toBe(!javaScriptEnabled);
      const mail = await waitForMail(email, /confirm your subscription/i);
      expect(mail.raw).toMatch(/\/subscribe\/confirm\/[0-9a-f]{64}/);
    });
  });
}

test('a scanner that opens the links changes nothing; a used or forged link says so', async ({
  page,
  request,
}) => {
  const forged = `${mailingList.unsubscribe.pathPrefix}${'0'.repeat(64)}`;
  const opened = await request.get(forged);
  expect(opened.status()).toBe(200);
  expect(opened.headers()['cache-control']).toContain('no-store');
  expect(opened.headers()['referrer-policy']).toBe('same-origin');
  await page.goto(forged);
  await page.getByRole('button', { name: mailingList.unsubscribe.button }).click();
  await expect(page.getByText(mailingList.unsubscribe.invalid)).toBeVisible();
  const used = await request.post(`${mailingList.confirm.pathPrefix}${'f'.repeat(64)}`, {
    form: {},
  });
  expect(await used.text()).toContain(mailingList.confirm.invalidTitle);
});
