import {
  contactPage,
  contactSendFailed,
  submissionNotices,
  validationMessages,
} from '@charitykit/content';
import { scenarios } from '@charitykit/data/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { PublicSite } from './PublicSite';
import { renderPage, savedSettings, withSavedSettings } from './story-helpers';

/** The contact page (`/contact`) and its Send Us a Message form. */
const meta = {
  title: 'Pages/Contact',
  component: PublicSite,
  tags: ['page'],
  parameters: { page: true },
  args: { path: '/contact' },
  render: renderPage,
} satisfies Meta<typeof PublicSite>;

export default meta;
type Story = StoryObj<typeof meta>;

const contactForm = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('form', { name: contactPage.form.title }));

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      contactPage.hero.title,
    );
    await expect(canvas.getByRole('heading', { name: contactPage.form.title })).toBeVisible();
  },
};

/** Send Message on an empty form: the error summary takes focus and every field says why. */
export const FormErrors: Story = {
  play: async ({ canvasElement }) => {
    const form = contactForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Send Message' }));
    const summary = await form.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    const { contact } = validationMessages;
    for (const message of [
      contact.nameRequired,
      contact.emailRequired,
      contact.subjectRequired,
      contact.messageRequired,
    ]) {
      await expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    }
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      expect.stringContaining(contact.nameRequired),
    );
  },
};

const filled = {
  Name: 'Amina Yusuf',
  Email: 'amina@example.org',
  Subject: 'Volunteering at weekends',
  Message: 'I would like to help at your London food bank on Saturdays.',
};

async function fillAndSend(canvasElement: HTMLElement) {
  const form = contactForm(canvasElement);
  // Pasted rather than typed key by key: the same change events, a fraction of the time.
  for (const [label, text] of Object.entries(filled)) {
    await userEvent.click(form.getByRole('textbox', { name: label }));
    await userEvent.paste(text);
  }
  await userEvent.click(form.getByRole('button', { name: 'Send Message' }));
  return form;
}

/**
 * A valid message is logged, stored for staff (issue 24: a POST of contact_messages) and the
 * form is cleared; the notice under the form links the privacy policy.
 */
export const MessageSent: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.submitContact.populated());
  },
  play: async ({ canvasElement, canvas }) => {
    const log = spyOn(console, 'log');
    await expect(canvas.getByText(submissionNotices.contact.text, { exact: false })).toBeVisible();
    await expect(canvas.getByRole('link', { name: submissionNotices.privacyLink })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    const form = await fillAndSend(canvasElement);
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('Contact form submitted:', {
        name: filled.Name,
        email: filled.Email,
        subject: filled.Subject,
        message: filled.Message,
      }),
    );
    // The form clears once the message is stored: after the submission code has loaded (on
    // the first send) and the backend has answered, which a loaded machine can take seconds.
    for (const label of Object.keys(filled)) {
      await waitFor(() => expect(form.getByRole('textbox', { name: label })).toHaveValue(''), {
        timeout: 15_000,
      });
    }
    await expect(form.queryByRole('alert', { name: 'There is a problem' })).toBeNull();
  },
};

/** While the message is on its way the button is busy and says so. */
export const Sending: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.submitContact.loading());
  },
  play: async ({ canvasElement }) => {
    const form = await fillAndSend(canvasElement);
    await expect(await form.findByRole('button', { name: /Sending/ })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(filled.Name);
  },
};

/** The backend cannot be reached: a clear error, and every field keeps what was typed. */
export const SendFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.submitContact.networkError());
  },
  play: async ({ canvasElement }) => {
    const form = await fillAndSend(canvasElement);
    await expect(await form.findByText(contactSendFailed)).toBeVisible();
    for (const [label, text] of Object.entries(filled)) {
      await expect(form.getByRole('textbox', { name: label })).toHaveValue(text);
    }
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  },
};

/** The phone and e-mail staff saved in Settings, on the info cards and in the footer. */
export const LiveSettings: Story = {
  args: { settings: 'live' },
  beforeEach: ({ msw }) => withSavedSettings(msw),
  play: async ({ canvas }) => {
    const email = await canvas.findAllByRole('link', { name: savedSettings.contact_email });
    await expect(email[0]).toHaveAttribute('href', `mailto:${savedSettings.contact_email}`);
    await expect(
      canvas.getAllByRole('link', { name: savedSettings.contact_phone })[0],
    ).toHaveAttribute('href', `tel:${savedSettings.contact_phone.replace(/\s+/g, '')}`);
  },
};

// Issue 34: the page as the site server renders it after the form was posted without JavaScript
// (or before the page's script ran): what the route's action answered (`actionData`), or the
// sent page a stored message is redirected to. The server's HTML also focuses the summary or the
// message as the page loads (tests/e2e/public/forms-without-js.spec.ts checks that).

/** Posted with mistakes: every value kept, each message inline and in the summary at the top. */
export const PostedWithErrors: Story = {
  args: {
    actionData: {
      'routes/contact': {
        status: 'invalid',
        values: { name: 'A', email: 'amina at example.org', subject: '', message: filled.Message },
        errors: {
          name: validationMessages.contact.nameLength,
          email: validationMessages.contact.emailInvalid,
          subject: validationMessages.contact.subjectRequired,
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const form = contactForm(canvasElement);
    const summary = await form.findByRole('alert', { name: 'There is a problem' });
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      validationMessages.contact.nameLength,
      validationMessages.contact.emailInvalid,
      validationMessages.contact.subjectRequired,
    ]);
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('amina at example.org');
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(filled.Message);
    await expect(form.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription(
      expect.stringContaining(validationMessages.contact.subjectRequired),
    );
  },
};

/** Posted while the backend was down: the message says so and every word is still there. */
export const PostedBackendDown: Story = {
  args: {
    actionData: {
      'routes/contact': {
        status: 'failed',
        values: {
          name: filled.Name,
          email: filled.Email,
          subject: filled.Subject,
          message: filled.Message,
        },
        message: contactSendFailed,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const form = contactForm(canvasElement);
    await expect(form.getByText(contactSendFailed)).toBeVisible();
    for (const [label, text] of Object.entries(filled)) {
      await expect(form.getByRole('textbox', { name: label })).toHaveValue(text);
    }
  },
};

/** Stored: the browser lands on /contact/sent, the contact page with the thanks under the form. */
export const SentWithoutJavaScript: Story = {
  args: { path: contactPage.sent.path },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      contactPage.hero.title,
    );
    const form = contactForm(canvasElement);
    await expect(form.getByRole('status')).toHaveTextContent(contactPage.sent.message);
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  },
};
