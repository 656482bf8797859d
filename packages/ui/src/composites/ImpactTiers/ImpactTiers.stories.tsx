import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ImpactTiers } from './ImpactTiers';

const meta = {
  title: 'Composites/ImpactTiers',
  component: ImpactTiers,
  tags: ['autodocs'],
  args: {
    tiers: [
      { amount: 25, description: 'Emergency food for a family of 5 for 3 days' },
      { amount: 50, description: 'Clean water for 10 families for a week' },
      { amount: 100, description: 'Medical care for 20 refugees' },
      { amount: 250, description: 'Temporary shelter for a displaced family' },
    ],
  },
} satisfies Meta<typeof ImpactTiers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Amounts in pounds, each with what it does. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(
      '£25Emergency food for a family of 5 for 3 days',
    );
  },
};
