/**
 * The public forms with HTML alone (issue 34), against the started product: with JavaScript off,
 * and with it on but the submit pressed before the page's scripts have run (held back), the
 * contact form and the volunteer application post to the site server, which checks them with
 * the browser's rules and stores them for staff. Valid: stored, the thanks page, and no address
 * ever carries what was typed; a reload sends nothing again. Invalid: 400, every value kept, the
 * messages inline and in an error summary that has focus, and "Error: " in the title.
 * (Sent while the backend is down: tests/e2e/form-posts.spec.ts, with a backend of its own.)
 */
import {
  contactPage,
  submissionNotices,
  validationMessages,
  volunteerPage,
} from '@charitykit/content';
import type { Page } from '@playwright/test';
import { backendClient, serviceRoleKey } from '../backend';
import { expect, test, waitForHydration } from './fixtures';
import {
  contactForm,
  expectNoDetailsIn,
  fillContact,
  fillVolunteer,
  holdScripts,
  hydrated,
  newVisitor,
  postBy,
  visitedAddresses,
  volunteerForm,
} from './form-journeys';

const summaryOf = (page: Page) => page.getByRole('alert', { name: 'There is a problem' });

let service: ReturnType<typeof backendClient> | undefined;

/** The rows stored for the visitor's e-mail address in `table`. */
async function stored(table: 'contact_messages' | 'volunteer_applications', email: string) {
  // The key is read through the backend's CLI once per worker: seconds on a loaded machine.
  service ??= backendClient(serviceRoleKey());
  const { data, error } = await service.from(table).select('*').eq('email', email);
  if (error) throw error;
  return data as Record<string, unknown>[];
}

/** How a journey presses submit: JavaScript off, or on but before the page has hydrated. */
interface Mode {
  name: string;
  javaScriptEnabled: boolean;
  /** Opens the form's page; resolves with a function that lets the page's scripts run. */
  open(page: Page, path: string): Promise<() => void>;
}

const modes: Mode[] = [
  {
    name: 'with JavaScript off',
    javaScriptEnabled: false,
    async open(page, path) {
      await page.goto(path);
      return () => undefined;
    },
  },
  {
    name: 'with JavaScript on, submitted before the page has hydrated',
    javaScriptEnabled: true,
    async open(page, path) {
      const scripts = await holdScripts(page);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await scripts.firstHeld;
      expect(await hydrated(page)).toBe(false);
      return () => scripts.release();
    },
  },
];

for (const mode of modes) {
  test.describe(mode.name, () => {
    test.use({ javaScriptEnabled: mode.javaScriptEnabled });
    // Several page loads and a backend read each; a loaded CI machine takes its time.
    test.describe.configure({ timeout: 120_000 });

    /** After the post's answer, lets the scripts run and checks the page hydrated cleanly. */
    async function settle(page: Page, release: () => void, log: { errors: () => string[] }) {
      release();
      if (!mode.javaScriptEnabled) return;
      await waitForHydration(page);
      expect(await hydrated(page)).toBe(true);
      // A page the server rendered from a post hydrates without a mismatch. (The browser notes
      // the document's own 400 or 503 status: that answer is the point.)
      const documentStatus =
        /^Failed to load resource: the server responded with a status of (400|503)\b/;
      expect(log.errors().filter((text) => !documentStatus.test(text))).toEqual([]);
    }

    test('the contact form, sent valid: stored, the thanks page, no details in any address, a reload sends nothing', async ({
      page,
      log,
    }) => {
      const who = newVisitor('contact');
      const addresses = visitedAddresses(page);
      const release = await mode.open(page, '/contact');
      const form = await fillContact(page, who);
      const answer = await postBy(page, () => form.send.click());
      expect(answer.status()).toBe(303);
      expect(answer.headers()['cache-control']).toBe('private, no-store');
      await expect(page).toHaveURL(new RegExp(`${contactPage.sent.path}$`));
      await settle(page, release, log);

      const thanks = page.getByText(contactPage.sent.message);
      await expect(thanks).toBeVisible();
      if (!mode.javaScriptEnabled) await expect(thanks).toBeFocused();
      await expect(page).toHaveTitle(new RegExp(`^${contactPage.sent.title}: Contact Us \\|`));
      await expect(contactForm(page).name).toHaveValue('');

      const rows = await stored('contact_messages', who.email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        name: `${who.first} ${who.last}`,
        subject: who.subject,
        message: who.message,
        consent_text: submissionNotices.contact.text,
        status: 'new',
      });

      await page.reload();
      await expect(page.getByText(contactPage.sent.message)).toBeVisible();
      expect(await stored('contact_messages', who.email)).toHaveLength(1);
      expectNoDetailsIn(addresses, who);
    });

    test('the contact form, sent invalid: 400, every value kept, the messages inline and in a focused error summary', async ({
      page,
      log,
    }) => {
      const who = newVisitor('contact-invalid');
      const addresses = visitedAddresses(page);
      const release = await mode.open(page, '/contact');
      const form = contactForm(page);
      await form.name.fill('Z');
      await form.email.fill(who.email.replace('@', ' at '));
      await form.message.fill(who.message);
      const answer = await postBy(page, () => form.send.click());
      expect(answer.status()).toBe(400);
      expect(answer.headers()['cache-control']).toBe('private, no-store');
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page).toHaveTitle(`Error: ${contactPage.meta.title} | Hope Relief UK`);

      const m = validationMessages.contact;
      const summary = summaryOf(page);
      if (!mode.javaScriptEnabled) await expect(summary).toBeFocused();
      await expect(summary.getByRole('link')).toHaveText([
        m.nameLength,
        m.emailInvalid,
        m.subjectRequired,
      ]);
      await expect(form.name).toHaveValue('Z');
      await expect(form.email).toHaveValue(who.email.replace('@', ' at '));
      await expect(form.message).toHaveValue(who.message);
      await expect(form.subject).toHaveAccessibleDescription(`Error: ${m.subjectRequired}`);
      // Each summary link leads to its field.
      const link = summary.getByRole('link', { name: m.subjectRequired });
      expect(await link.getAttribute('href')).toBe(`#${await form.subject.getAttribute('id')}`);
      await settle(page, release, log);
      expect(await stored('contact_messages', who.email)).toEqual([]);

      // Corrected and sent again (with JavaScript the page now runs: the browser's own path).
      await form.name.fill(`${who.first} ${who.last}`);
      await form.email.fill(who.email);
      await form.subject.fill(who.subject);
      if (mode.javaScriptEnabled) {
        await form.send.click();
        await expect(form.name).toHaveValue('');
      } else {
        expect((await postBy(page, () => form.send.click())).status()).toBe(303);
        await expect(page.getByText(contactPage.sent.message)).toBeVisible();
      }
      await expect.poll(async () => (await stored('contact_messages', who.email)).length).toBe(1);
      expectNoDetailsIn(addresses, who);
    });

    test('the volunteer application, sent valid: stored with every choice, the success message, no details in any address', async ({
      page,
      log,
    }) => {
      const who = newVisitor('volunteer');
      const addresses = visitedAddresses(page);
      const release = await mode.open(page, '/volunteer');
      const form = await fillVolunteer(page, who);
      const answer = await postBy(page, () => form.submit.click());
      expect(answer.status()).toBe(303);
      await expect(page).toHaveURL(new RegExp(`${volunteerPage.sent.path}$`));
      await settle(page, release, log);

      const thanks = page.getByText(volunteerPage.sent.message);
      await expect(thanks).toBeVisible();
      if (!mode.javaScriptEnabled) await expect(thanks).toBeFocused();
      await expect(page).toHaveTitle(
        new RegExp(`^${volunteerPage.sent.title}: ${volunteerPage.meta.title} \\|`),
      );
      await expect(volunteerForm(page).first).toHaveValue('');

      const rows = await stored('volunteer_applications', who.email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        first_name: who.first,
        last_name: who.last,
        phone: who.phone,
        city: 'Leeds',
        date_of_birth: '1990-04-01',
        skills: ['Teaching/Education'],
        interests: ['Food Security'],
        availability: 'weekends',
        agree_terms: true,
        agree_background: true,
        consent_text: submissionNotices.volunteer.text,
      });
      expectNoDetailsIn(addresses, who);
    });

    test('the volunteer application, sent invalid: 400, every check in the summary at the top, every value and box kept', async ({
      page,
      log,
    }) => {
      const who = newVisitor('volunteer-invalid');
      const addresses = visitedAddresses(page);
      const release = await mode.open(page, '/volunteer');
      const form = volunteerForm(page);
      await form.first.fill(who.first);
      await form.email.fill(who.email);
      await form.city.fill('Leeds');
      await form.form.getByText('Teaching/Education', { exact: true }).click();
      await form.form.getByText(/background check/).click();
      const answer = await postBy(page, () => form.submit.click());
      expect(answer.status()).toBe(400);
      await expect(page).toHaveTitle(`Error: ${volunteerPage.meta.title} | Hope Relief UK`);

      const v = validationMessages.volunteer;
      const summary = summaryOf(page);
      if (!mode.javaScriptEnabled) await expect(summary).toBeFocused();
      // The toasts' messages, all at once, in the checks' order.
      await expect(summary.getByRole('link')).toHaveText([
        v.fullName,
        v.phone,
        v.interests,
        v.agreements,
      ]);
      // At the top of the form: before its first field.
      const summaryTop = (await summary.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
      expect(summaryTop).toBeLessThan((await form.first.boundingBox())?.y ?? 0);
      await expect(form.first).toHaveValue(who.first);
      await expect(form.email).toHaveValue(who.email);
      await expect(form.city).toHaveValue('Leeds');
      await expect(form.skill).toBeChecked();
      await expect(form.background).toBeChecked();
      await expect(form.terms).not.toBeChecked();
      await expect(form.last).toHaveAccessibleDescription(`Error: ${v.fullName}`);
      await settle(page, release, log);
      expect(await stored('volunteer_applications', who.email)).toEqual([]);
      expectNoDetailsIn(addresses, who);
    });
  });
}
