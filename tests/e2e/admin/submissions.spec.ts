/**
 * What visitors send reaches the charity (issue 24), in the browser against the started
 * product: a visitor sends a contact message and a volunteer application; the charity is
 * e-mailed a notice (through the run's SMTP server, tests/e2e/mail.ts); staff read both in the
 * Submissions inbox, export them as CSV and erase them by e-mail address. And with the backend
 * unreachable while a visitor submits, nothing they typed is lost.
 */
import { readFileSync } from 'node:fs';
import { contactSendFailed, submissionsCopy } from '@charitykit/content';
import type { Browser, Page } from '@playwright/test';
import { backendClient, serviceRoleKey } from '../backend';
import { test } from '../csp';
import { waitForMail } from '../mail';
import { waitForHydration } from '../public/fixtures';
import { expect, signInAsAdmin, unique } from './helpers';

/** Where the e2e run sends notices (SUBMISSION_NOTICE_TO in playwright.config.ts). */
const NOTICE_TO = 'inbox@charitykit.local';

interface Visitor {
  first: string;
  last: string;
  email: string;
}

async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

function contactForm(page: Page) {
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  return {
    form,
    name: form.getByRole('textbox', { name: /Name/ }),
    email: form.getByRole('textbox', { name: /Email/ }),
    subject: form.getByRole('textbox', { name: /Subject/ }),
    message: form.getByRole('textbox', { name: /Message/ }),
    send: form.getByRole('button', { name: 'Send Message' }),
  };
}

async function fillContact(page: Page, who: Visitor) {
  const f = contactForm(page);
  await f.name.fill(`${who.first} ${who.last}`);
  await f.email.fill(who.email);
  await f.subject.fill('Helping at the food bank');
  await f.message.fill(`Could I help on Saturdays? Reference ${who.last}.`);
  return f;
}

function volunteerForm(page: Page) {
  const form = page.getByRole('form', { name: 'Volunteer Application' });
  return {
    form,
    first: form.getByRole('textbox', { name: /First Name/ }),
    last: form.getByRole('textbox', { name: /Last Name/ }),
    email: form.getByRole('textbox', { name: /Email Address/ }),
    phone: form.getByRole('textbox', { name: /^Phone Number/ }),
    skill: form.getByRole('checkbox', { name: 'Teaching/Education' }),
    interest: form.getByRole('checkbox', { name: 'Food Security' }),
    terms: form.getByRole('checkbox', { name: /terms and conditions/ }),
    background: form.getByRole('checkbox', { name: /background check/ }),
    submit: form.getByRole('button', { name: 'Submit Application' }),
  };
}

async function fillVolunteer(page: Page, who: Visitor) {
  const f = volunteerForm(page);
  await f.first.fill(who.first);
  await f.last.fill(who.last);
  await f.email.fill(who.email);
  await f.phone.fill('07700 900123');
  await f.form.getByText('Teaching/Education', { exact: true }).click();
  await f.form.getByText('Food Security', { exact: true }).click();
  await f.form.getByText(/I agree to the terms and conditions/).click();
  await f.form.getByText(/background check/).click();
  return f;
}

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

async function downloadText(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: submissionsCopy.export }).click(),
  ]);
  const file = await download.path();
  return readFileSync(file, 'utf8');
}

test('a visitor sends a contact message and a volunteer application; staff are e-mailed, read both, export them and erase them by e-mail', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const id = unique();
  const who: Visitor = { first: 'Zara', last: `Okoro${id}`, email: `zara.${id}@example.org` };
  const fullName = `${who.first} ${who.last}`;

  // The visitor, signed out, in a browser of their own.
  const visit = await visitorPage(browser);
  await visit.goto('/contact');
  await waitForHydration(visit);
  const contact = await fillContact(visit, who);
  await contact.send.click();
  await expect(contact.name).toHaveValue('');
  await expect(contact.message).toHaveValue('');

  await visit.goto('/volunteer');
  await waitForHydration(visit);
  const volunteer = await fillVolunteer(visit, who);
  await volunteer.submit.click();
  await expect(notifications(visit).getByRole('status')).toContainText(
    'Thank you! Your volunteer application has been submitted successfully. We will contact you soon.',
  );
  await expect(volunteer.first).toHaveValue('');
  await visit.context().close();

  // The charity's notice names both, and links the inbox.
  const notice = await waitForMail(NOTICE_TO, /^New on /, 60_000, `${fullName} <${who.email}>`);
  expect(notice.raw).toContain(`${fullName} <${who.email}>: Helping at the food bank`);
  expect(notice.raw).toMatch(/\/admin\/submissions/);

  // Staff read the message…
  await signInAsAdmin(page, '/admin/submissions');
  await expect(page.getByRole('heading', { level: 1, name: submissionsCopy.title })).toBeVisible();
  await page.getByRole('searchbox', { name: submissionsCopy.search }).fill(who.email);
  const row = page.getByRole('row').filter({ hasText: who.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('New');
  await row.getByRole('button', { name: submissionsCopy.open(fullName) }).click();
  const detail = page.getByRole('dialog', { name: submissionsCopy.detailTitle(fullName) });
  await expect(detail).toContainText(`Could I help on Saturdays? Reference ${who.last}.`);
  await expect(detail).toContainText('We use your name and email only to reply to your message.');
  await detail.getByRole('button', { name: submissionsCopy.close }).first().click();
  await expect(detail).toBeHidden();
  await expect(row).toContainText('Read');

  // …export what is listed…
  const contactCsv = await downloadText(page);
  expect(contactCsv).toContain(who.email);
  expect(contactCsv).toContain('Helping at the food bank');
  expect(contactCsv.trim().split('\n')).toHaveLength(2); // the header and this one message

  // …and the application.
  await page.getByRole('link', { name: submissionsCopy.volunteerTab }).click();
  await expect(page).toHaveURL(/kind=volunteer/);
  await page.getByRole('searchbox', { name: submissionsCopy.search }).fill(who.email);
  const application = page.getByRole('row').filter({ hasText: who.email });
  await expect(application).toHaveCount(1);
  await expect(application).toContainText('Teaching/Education');
  await application.getByRole('button', { name: submissionsCopy.open(fullName) }).click();
  const applicationDetail = page.getByRole('dialog', {
    name: submissionsCopy.detailTitle(fullName),
  });
  await expect(applicationDetail).toContainText('07700 900123');
  await expect(applicationDetail).toContainText('Food Security');
  await page.keyboard.press('Escape');
  await expect(applicationDetail).toBeHidden();
  const volunteerCsv = await downloadText(page);
  expect(volunteerCsv).toContain(who.email);
  expect(volunteerCsv).toContain('07700 900123');

  // An erasure request: everything held about the address goes, from both lists.
  await page.getByRole('button', { name: submissionsCopy.erase }).click();
  const erase = page.getByRole('dialog', { name: submissionsCopy.eraseTitle });
  await erase
    .getByRole('textbox', { name: submissionsCopy.eraseEmail })
    .fill(who.email.toUpperCase());
  await erase.getByRole('button', { name: submissionsCopy.eraseSubmit }).click();
  await expect(page.getByRole('status').filter({ hasText: 'records deleted' })).toContainText(
    submissionsCopy.erased(who.email.toUpperCase(), 1, 1, 0),
  );
  await expect(application).toHaveCount(0);
  const service = backendClient(serviceRoleKey());
  for (const table of ['contact_messages', 'volunteer_applications'] as const) {
    const { count } = await service
      .from(table)
      .select('id', { count: 'exact', head: true })
      .ilike('email', who.email);
    expect(count).toBe(0);
  }
});

test('with the backend unreachable while a visitor submits, every field keeps its value, and sending again works', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const id = unique();
  const who: Visitor = { first: 'Omar', last: `Haddad${id}`, email: `omar.${id}@example.org` };

  // The contact form: a clear message, nothing cleared.
  await page.goto('/contact');
  await waitForHydration(page);
  await page.route('**/rest/v1/contact_messages**', (route) => route.abort('connectionrefused'));
  const contact = await fillContact(page, who);
  await contact.send.click();
  await expect(contact.form.getByText(contactSendFailed)).toBeVisible();
  await expect(contact.name).toHaveValue(`${who.first} ${who.last}`);
  await expect(contact.email).toHaveValue(who.email);
  await expect(contact.subject).toHaveValue('Helping at the food bank');
  await expect(contact.message).toHaveValue(`Could I help on Saturdays? Reference ${who.last}.`);
  await page.unroute('**/rest/v1/contact_messages**');
  await contact.send.click();
  await expect(contact.name).toHaveValue('');

  // The volunteer form: the spec's error toast, every field and box as it was.
  await page.goto('/volunteer');
  await waitForHydration(page);
  await page.route('**/rest/v1/volunteer_applications**', (route) =>
    route.abort('connectionrefused'),
  );
  const volunteer = await fillVolunteer(page, who);
  await volunteer.submit.click();
  await expect(notifications(page).getByRole('alert')).toContainText(
    'Something went wrong. Please try again.',
  );
  await expect(volunteer.submit).toBeEnabled();
  await expect(volunteer.first).toHaveValue(who.first);
  await expect(volunteer.last).toHaveValue(who.last);
  await expect(volunteer.email).toHaveValue(who.email);
  await expect(volunteer.phone).toHaveValue('07700 900123');
  for (const box of [volunteer.skill, volunteer.interest, volunteer.terms, volunteer.background]) {
    await expect(box).toBeChecked();
  }
  await page.unroute('**/rest/v1/volunteer_applications**');
  await volunteer.submit.click();
  await expect(notifications(page).getByRole('status')).toContainText(
    'Thank you! Your volunteer application has been submitted successfully.',
  );

  const service = backendClient(serviceRoleKey());
  for (const table of ['contact_messages', 'volunteer_applications'] as const) {
    const { count } = await service
      .from(table)
      .select('id', { count: 'exact', head: true })
      .eq('email', who.email);
    expect(count).toBe(1);
  }
});
