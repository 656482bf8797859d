import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RaisedCard } from './RaisedCard';

const meta = {
  title: 'Composites/RaisedCard',
  component: RaisedCard,
  tags: ['autodocs'],
  args: {
    label: 'Raised so far',
    amount: 125000,
    percent: 63,
    caption: 'Progress towards our appeal target',
  },
} satisfies Meta<typeof RaisedCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fixed figures, shown as given: £125,000 and a bar at 63%. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('£125,000')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Progress towards our appeal target' });
    await expect(bar).toHaveAttribute('aria-valuenow', '63');
  },
};

export const Conflict: Story = { args: { amount: 185000, percent: 62 } };
