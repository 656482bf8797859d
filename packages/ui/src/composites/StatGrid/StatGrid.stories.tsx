import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatGrid } from './StatGrid';

const meta = {
  title: 'Composites/StatGrid',
  component: StatGrid,
  tags: ['autodocs'],
  args: {
    items: [
      { value: '500,000+', label: 'Meals' },
      { value: '50,000+', label: 'Families' },
      { value: '25', label: 'Countries' },
    ],
  },
} satisfies Meta<typeof StatGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three figures, each read as value then label. */
export const Three: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      '500,000+ Meals',
      '50,000+ Families',
      '25 Countries',
    ]);
  },
};

export const Four: Story = {
  args: {
    items: [
      { value: '2.3M', label: 'Need Aid' },
      { value: '1.1M', label: 'Children' },
      { value: '70%', label: 'Hospitals Non-Functional' },
      { value: '90%', label: 'Food Insecurity' },
    ],
  },
};

export const OnDark: Story = {
  args: { tone: 'onDark' },
  decorators: [(Story) => <div style={{ background: '#12302b', padding: 16 }}>{Story()}</div>],
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: {
    items: [
      { value: '48hrs', label: 'Average Response' },
      { value: '95%', label: 'Funds Reach Beneficiaries' },
      { value: '200K+', label: 'Lives Impacted' },
      { value: '24/7', label: 'Emergency Support' },
    ],
  },
};
