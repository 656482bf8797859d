import { conflictAppeal, refugeeAppeal, validationMessages } from '@charitykit/content';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const amountMessage = validationMessages.donation.amountInvalid;

async function donationJourney(
  page: Page,
  formName: string,
  quickAmounts: readonly number[],
  log: { messages: { type: string; text: string }[] },
) {
  const form = page.getByRole('form', { name: formName });
  const amount = form.getByRole('spinbutton');
  const submit = form.getByRole('button', { name: 'Donate Now' });

  // Empty, zero, fractional and over the cap: the inline message.
  for (const value of ['', '0', '1.5', '100001']) {
    await amount.fill(value);
    await submit.click();
    await expect(form.getByText(amountMessage)).toBeVisible();
  }
  // Typing clears it.
  await amount.fill('2');
  await expect(form.getByText(amountMessage)).toBeHidden();

  // A quick amount sets the amount and clears an error.
  await amount.fill('0');
  await submit.click();
  await expect(form.getByText(amountMessage)).toBeVisible();
  for (const pounds of quickAmounts) {
    await expect(form.getByRole('button', { name: `£${pounds}`, exact: true })).toBeVisible();
  }
  const first = quickAmounts[0] ?? 0;
  await form.getByRole('button', { name: `£${first}`, exact: true }).click();
  await expect(amount).toHaveValue(String(first));
  await expect(form.getByText(amountMessage)).toBeHidden();

  // A valid amount is only logged, and the field cleared.
  const requests: string[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('images.unsplash.com')) requests.push(request.url());
  });
  await amount.fill('40');
  await submit.click();
  await expect(amount).toHaveValue('');
  await expect
    .poll(() => log.messages.find((m) => m.type === 'log' && m.text.includes('Donation'))?.text)
    .toContain('40');
  expect(requests.filter((url) => !url.includes('/assets/'))).toEqual([]);
}

test('home: the Make a Donation panel (extra-wide) checks the amount and logs a valid one', async ({
  page,
  log,
}) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto('/');
  await waitForHydration(page);
  await donationJourney(page, 'Make a Donation', [25, 50, 100], log);
  expect(log.errors()).toEqual([]);
});

for (const appeal of [refugeeAppeal, conflictAppeal]) {
  test(`${appeal.path}: the donation form checks the amount and logs a valid one`, async ({
    page,
    log,
  }) => {
    await page.goto(appeal.path);
    await waitForHydration(page);
    await donationJourney(page, appeal.donation.title, appeal.donation.quickAmounts, log);
    expect(log.errors()).toEqual([]);
  });

  test(`${appeal.path}: Donate Now in the hero goes to the form`, async ({ page }) => {
    await page.goto(appeal.path);
    await waitForHydration(page);
    await page.locator('section').first().getByRole('link', { name: 'Donate Now' }).click();
    await expect(page).toHaveURL(/#donate$/);
    await expect(page.getByRole('form', { name: appeal.donation.title })).toBeInViewport();
  });
}

test('contact: per-field messages for invalid input, cleared by typing; a valid message is logged and cleared', async ({
  page,
  log,
}) => {
  const m = validationMessages.contact;
  await page.goto('/contact');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  const name = form.getByRole('textbox', { name: /Name/ });
  const email = form.getByRole('textbox', { name: /Email/ });
  const subject = form.getByRole('textbox', { name: /Subject/ });
  const message = form.getByRole('textbox', { name: /Message/ });
  const send = form.getByRole('button', { name: 'Send Message' });

  await send.click();
  for (const text of [m.nameRequired, m.emailRequired, m.subjectRequired, m.messageRequired]) {
    await expect(form.getByText(text).first()).toBeVisible();
  }

  await name.fill('A');
  await email.fill('not an email');
  await subject.fill('Hi');
  await message.fill('Too short');
  await send.click();
  for (const text of [m.nameLength, m.emailInvalid, m.subjectLength, m.messageLength]) {
    await expect(form.getByText(text).first()).toBeVisible();
  }

  await name.fill('Amina Khan');
  await expect(form.getByText(m.nameLength)).toHaveCount(0);

  await email.fill('amina@example.org');
  await subject.fill('Volunteering');
  await message.fill('I would like to help at your next food drive.');
  await send.click();
  await expect(name).toHaveValue('');
  await expect(message).toHaveValue('');
  await expect
    .poll(
      () => log.messages.find((msg) => msg.type === 'log' && msg.text.includes('Contact'))?.text,
    )
    .toBeDefined();
  const logged = log.messages.find((msg) => msg.type === 'log' && msg.text.includes('Contact'));
  expect(logged?.text).toContain('amina@example.org');
  expect(log.errors()).toEqual([]);
});

test('volunteer: the six checks in order as error toasts, then the simulated submit, success toast and reset', async ({
  page,
  log,
}) => {
  test.setTimeout(60_000);
  const v = validationMessages.volunteer;
  await page.goto('/volunteer');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Volunteer Application' });
  for (const title of [
    'Personal Information',
    'Skills & Interests',
    'Experience & Motivation',
    'Emergency Contact',
    'Terms & Conditions',
  ]) {
    await expect(form.getByText(title, { exact: true }).first()).toBeVisible();
  }
  const submit = form.getByRole('button', { name: 'Submit Application' });
  const expectToast = async (text: string) => {
    // The toast region's assertive live region (the form also repeats it inline).
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByRole('alert'),
    ).toContainText(text);
  };

  await submit.click();
  await expectToast(v.fullName);
  await form.getByRole('textbox', { name: /First Name/ }).fill('Amina');
  await form.getByRole('textbox', { name: /Last Name/ }).fill('Khan');
  await submit.click();
  await expectToast(v.email);
  await form.getByRole('textbox', { name: /Email Address/ }).fill('amina@example.org');
  await submit.click();
  await expectToast(v.phone);
  await form.getByRole('textbox', { name: /^Phone Number/ }).fill('07700 900123');
  await submit.click();
  await expectToast(v.skills);
  await form.getByText('Teaching/Education', { exact: true }).click();
  await submit.click();
  await expectToast(v.interests);
  await form.getByText('Food Security', { exact: true }).click();
  await submit.click();
  await expectToast(v.agreements);
  await form.getByText(/I agree to the terms and conditions/).click();
  await form.getByText(/background check/).click();

  await submit.click();
  const busy = form.getByRole('button', { name: 'Submitting Application...' });
  await expect(busy).toBeDisabled();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByRole('status'),
  ).toContainText(
    'Thank you! Your volunteer application has been submitted successfully. We will contact you soon.',
    { timeout: 10_000 },
  );
  await expect(form.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  await expect(form.getByRole('textbox', { name: /First Name/ })).toHaveValue('');
  await expect(form.getByRole('checkbox', { name: 'Teaching/Education' })).not.toBeChecked();
  await expect(form.getByRole('checkbox', { name: /terms and conditions/ })).not.toBeChecked();
  expect(
    log.messages.some((m) => m.type === 'log' && m.text.includes('Volunteer application')),
  ).toBe(true);
  expect(log.errors()).toEqual([]);
});
