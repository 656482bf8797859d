import { messages, validationMessages, volunteerPage } from '@charitykit/content';
import { toast } from '@charitykit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { PublicSite } from './PublicSite';
import { renderPage } from './story-helpers';

/** The volunteer application (`/volunteer`): hero statistics and the five-section form. */
const meta = {
  title: 'Pages/Volunteer',
  component: PublicSite,
  tags: ['page'],
  parameters: { page: true },
  args: { path: '/volunteer' },
  render: renderPage,
  // Toasts live in one store; a story starts with none left over from the last.
  beforeEach: () => toast.clear(),
} satisfies Meta<typeof PublicSite>;

export default meta;
type Story = StoryObj<typeof meta>;

const notifications = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Notifications' }));

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      volunteerPage.hero.title,
    );
    for (const title of volunteerPage.sectionTitles) {
      await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
    }
  },
};

/** Submit Application with nothing filled in: the first check's toast, in the spec's words. */
export const FormError: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() =>
      expect(
        notifications(canvasElement).getByText(validationMessages.volunteer.fullName),
      ).toBeVisible(),
    );
    await expect(canvas.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  },
};

/** A complete application: Submitting Application..., then the success toast and a reset form. */
export const Submitted: Story = {
  play: async ({ canvas, canvasElement }) => {
    const log = spyOn(console, 'log');
    // Pasted rather than typed key by key: the same change events, a fraction of the time.
    for (const [name, text] of [
      ['First Name', 'Amina'],
      ['Last Name', 'Yusuf'],
      ['Email Address', 'amina@example.org'],
      ['Phone Number', '07700 900123'],
    ]) {
      await userEvent.click(canvas.getByRole('textbox', { name }));
      await userEvent.paste(text);
    }
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Fundraising' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Education' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /agree to the terms/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /background check/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Application' }));
    await expect(canvas.getByRole('button', { name: 'Submitting Application...' })).toBeDisabled();
    // The spec's simulated wait is 2 s.
    await waitFor(
      () =>
        expect(notifications(canvasElement).getByText(messages.volunteerSubmitted)).toBeVisible(),
      { timeout: 6000 },
    );
    await expect(log).toHaveBeenCalledWith(
      'Volunteer application submitted:',
      expect.objectContaining({ firstName: 'Amina', skills: ['Fundraising'] }),
    );
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  },
};
