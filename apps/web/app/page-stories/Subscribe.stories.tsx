import { mailingList } from '@charitykit/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PublicSite } from './PublicSite';
import { renderPage } from './story-helpers';

/** Stay Connected's sign-up (`/subscribe`) and the pages its e-mail's links open (issue 37). */
const meta = {
  title: 'Pages/Subscribe',
  component: PublicSite,
  tags: ['page'],
  parameters: { page: true },
  args: { path: mailingList.path },
  render: renderPage,
} satisfies Meta<typeof PublicSite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form: e-mail, first name (optional), the consent wording and the privacy link. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: mailingList.title }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(mailingList.emailLabel) }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: mailingList.firstNameLabel })).toBeVisible();
    await expect(canvas.getByText(mailingList.consentText, { exact: false })).toBeVisible();
    await expect(canvas.getByRole('link', { name: mailingList.privacyLink })).toHaveAttribute(
      'href',
      mailingList.privacyHref,
    );
    await expect(canvas.getByRole('button', { name: mailingList.submit })).toBeVisible();
  },
};

/**
 * Stored: the browser lands on /subscribe/sent (post/redirect/get), which says the same "check
 * your email" for every address, in place of the form.
 */
export const Sent: Story = {
  args: { path: mailingList.sent.path },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: mailingList.title }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(mailingList.sent.message);
    await expect(canvas.queryByRole('button', { name: mailingList.submit })).toBeNull();
  },
};

/** The confirmation link's page: one button, nothing done by opening it. */
export const ConfirmLink: Story = {
  args: { path: `${mailingList.confirm.pathPrefix}${'a'.repeat(64)}` },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: mailingList.confirm.title }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: mailingList.confirm.button })).toBeVisible();
  },
};

/** The unsubscribe link's page: one button. */
export const UnsubscribeLink: Story = {
  args: { path: `${mailingList.unsubscribe.pathPrefix}${'b'.repeat(64)}` },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: mailingList.unsubscribe.title }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: mailingList.unsubscribe.button }),
    ).toBeVisible();
  },
};
