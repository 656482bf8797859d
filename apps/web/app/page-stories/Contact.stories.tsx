import { contactPage, validationMessages } from '@charitykit/content';
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

/** A valid message is logged (nothing is sent, decision 4) and the form is cleared. */
export const MessageSent: Story = {
  play: async ({ canvasElement }) => {
    const log = spyOn(console, 'log');
    const form = contactForm(canvasElement);
    // Pasted rather than typed key by key: the same change events, a fraction of the time.
    for (const [label, text] of Object.entries(filled)) {
      await userEvent.click(form.getByRole('textbox', { name: label }));
      await userEvent.paste(text);
    }
    await userEvent.click(form.getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('Contact form submitted:', {
        name: filled.Name,
        email: filled.Email,
        subject: filled.Subject,
        message: filled.Message,
      }),
    );
    for (const label of Object.keys(filled)) {
      await expect(form.getByRole('textbox', { name: label })).toHaveValue('');
    }
    await expect(form.queryByRole('alert', { name: 'There is a problem' })).toBeNull();
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
