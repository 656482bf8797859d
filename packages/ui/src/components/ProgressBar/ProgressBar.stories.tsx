import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: 'Raised so far', value: 63 },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RefugeeAppeal: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Raised so far' });
    await expect(bar).toHaveAttribute('aria-valuenow', '63');
    await expect(bar).toHaveAttribute('aria-valuetext', '63%');
  },
};
export const ConflictAppeal: Story = { args: { value: 62 } };
export const Empty: Story = { args: { label: 'Upload', value: 0 } };
export const Complete: Story = { args: { label: 'Upload', value: 100 } };
export const CustomValueText: Story = {
  args: { label: 'Raised', value: 125000, max: 200000, valueLabel: '£125,000 of £200,000' },
};
export const HiddenLabel: Story = {
  args: { label: 'Upload progress', value: 70, hideLabel: true },
  play: async ({ canvas }) => {
    // Still named for assistive technology, but the label is not drawn.
    const bar = canvas.getByRole('progressbar', { name: 'Upload progress' });
    await expect(bar).toBeInTheDocument();
    await expect(canvas.queryByText('Upload progress')).not.toBeVisible();
  },
};
export const Narrow: Story = {
  args: { label: 'Raised so far for the humanitarian emergency response', value: 62 },
  decorators: [(Story) => <div style={{ maxWidth: 220 }}>{Story()}</div>],
};
