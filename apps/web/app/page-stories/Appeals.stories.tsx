import { conflictAppeal, refugeeAppeal, validationMessages } from '@charitykit/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { PublicSite } from './PublicSite';
import { renderPage } from './story-helpers';

/** The two crisis-appeal pages and their donation form's states. */
const meta = {
  title: 'Pages/Appeals',
  component: PublicSite,
  tags: ['page'],
  parameters: { page: true },
  args: { path: '/rohingya-crisis' },
  render: renderPage,
} satisfies Meta<typeof PublicSite>;

export default meta;
type Story = StoryObj<typeof meta>;

const donationForm = (canvasElement: HTMLElement, title: string) =>
  within(within(canvasElement).getByRole('form', { name: title }));

/** The refugee-crisis appeal (decision 1): 125,000 pounds raised, the bar at 63%. */
export const RohingyaCrisis: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      refugeeAppeal.hero.title,
    );
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '63');
    const form = within(canvas.getByRole('form', { name: refugeeAppeal.donation.title }));
    for (const amount of [25, 50, 100, 250]) {
      await expect(form.getByRole('button', { name: `£${amount}` })).toBeVisible();
    }
  },
};

/** The conflict-zone appeal: 185,000 pounds, 62%, and the trust figures. */
export const GazaEmergency: Story = {
  args: { path: '/gaza-emergency' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      conflictAppeal.hero.title,
    );
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '62');
    await expect(canvas.getByText('48hrs')).toBeVisible();
  },
};

/** Donate Now with an amount out of range: the inline error in the spec's words. */
export const InvalidAmount: Story = {
  play: async ({ canvasElement }) => {
    const form = donationForm(canvasElement, refugeeAppeal.donation.title);
    await userEvent.type(form.getByRole('spinbutton'), '0');
    await userEvent.click(form.getByRole('button', { name: 'Donate Now' }));
    await expect(await form.findByText(validationMessages.donation.amountInvalid)).toBeVisible();
    await expect(form.getByRole('spinbutton')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A quick amount, then Donate Now: the amount is logged (no payment starts) and cleared. */
export const Donated: Story = {
  args: { path: '/gaza-emergency' },
  play: async ({ canvasElement }) => {
    const log = spyOn(console, 'log');
    const form = donationForm(canvasElement, conflictAppeal.donation.title);
    await userEvent.click(form.getByRole('button', { name: '£75' }));
    await expect(form.getByRole('spinbutton')).toHaveValue(75);
    await userEvent.click(form.getByRole('button', { name: 'Donate Now' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Donation submitted:', expect.anything()));
    await expect(form.getByRole('spinbutton')).toHaveValue(null);
    await expect(form.queryByText(validationMessages.donation.amountInvalid)).toBeNull();
  },
};
