import { QUICK_AMOUNTS } from '@charitykit/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DonationForm } from './DonationForm';

const message = 'Please enter a valid amount between £1 and £100,000';

const meta = {
  title: 'Composites/Forms/DonationForm',
  component: DonationForm,
  tags: ['autodocs'],
  args: {
    title: 'Make a Donation',
    description: 'Your gift brings food, water and care to families in need.',
    quickAmounts: QUICK_AMOUNTS.home,
    submitLabel: 'Donate Now',
    onDonate: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof DonationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's Make a Donation panel, before anything is chosen. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const amount = canvas.getByRole('spinbutton', { name: /Donation amount/ });
    await expect(amount).toHaveValue(null);
    await expect(amount).toHaveAttribute('min', '1');
    await expect(amount).toHaveAttribute('max', '100000');
    await expect(amount).toHaveAttribute('step', '1');
    for (const label of ['£25', '£50', '£100']) {
      await expect(canvas.getByRole('button', { name: label })).toBeVisible();
    }
  },
};

export const Filled: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('spinbutton'), '40');
    await expect(canvas.getByRole('spinbutton')).toHaveValue(40);
  },
};

/** The refugee-crisis appeal's box (decision 1): four quick amounts. */
export const RefugeeAppeal: Story = {
  args: { title: undefined, description: undefined, quickAmounts: QUICK_AMOUNTS.refugeeAppeal },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Quick amounts' });
    await expect(group).toHaveTextContent('£25£50£100£250');
  },
};

/** The conflict-zone appeal's box (decision 1). */
export const ConflictAppeal: Story = {
  args: { title: undefined, description: undefined, quickAmounts: QUICK_AMOUNTS.conflictAppeal },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Quick amounts' });
    await expect(group).toHaveTextContent('£30£75£150£300');
  },
};

function invalid(typed: string): Story {
  return {
    play: async ({ args, canvas }) => {
      const amount = canvas.getByRole('spinbutton');
      if (typed) await userEvent.type(amount, typed);
      await userEvent.click(canvas.getByRole('button', { name: 'Donate Now' }));
      await expect(amount).toHaveAttribute('aria-invalid', 'true');
      await expect(amount).toHaveAccessibleDescription(`Error: ${message}`);
      await expect(canvas.getByText(message)).toBeVisible();
      await expect(amount).toHaveFocus();
      await expect(args.onDonate).not.toHaveBeenCalled();
    },
  };
}

export const InvalidEmpty = invalid('');
export const InvalidZero = invalid('0');
export const InvalidFraction = invalid('1.5');
export const InvalidAboveCap = invalid('100001');

export const TypingClearsError: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Donate Now' }));
    await expect(canvas.getByText(message)).toBeVisible();
    await userEvent.type(canvas.getByRole('spinbutton'), '5');
    await expect(canvas.queryByText(message)).not.toBeInTheDocument();
  },
};

export const QuickAmountSetsValueAndClearsError: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Donate Now' }));
    await expect(canvas.getByText(message)).toBeVisible();
    const fifty = canvas.getByRole('button', { name: '£50' });
    await userEvent.click(fifty);
    await expect(canvas.getByRole('spinbutton')).toHaveValue(50);
    await expect(fifty).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByText(message)).not.toBeInTheDocument();
  },
};

export const ValidDonation: Story = {
  args: { successMessage: 'Thank you for your generosity.' },
  play: async ({ args, canvas }) => {
    const amount = canvas.getByRole('spinbutton');
    await userEvent.type(amount, '100000');
    await userEvent.click(canvas.getByRole('button', { name: 'Donate Now' }));
    await expect(args.onDonate).toHaveBeenCalledWith({ amount: 100000 });
    await expect(amount).toHaveValue(null);
    await expect(canvas.getByRole('status')).toHaveTextContent('Thank you for your generosity.');
  },
};

/** A 320 px wide screen: the quick amounts wrap and nothing overflows. */
export const NarrowViewport: Story = {
  args: { quickAmounts: QUICK_AMOUNTS.refugeeAppeal },
  decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector('form');
    await expect(form?.scrollWidth).toBeLessThanOrEqual(form?.clientWidth ?? 0);
  },
};
