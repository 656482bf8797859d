import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stat } from './Stat';

const meta = {
  title: 'Primitives/Stat',
  component: Stat,
  tags: ['autodocs'],
  args: { value: '1M+', label: 'Refugees Displaced' },
} satisfies Meta<typeof Stat>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figure is read before what it counts. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toContain('1M+Refugees Displaced');
  },
};
export const WithDescription: Story = {
  args: {
    value: '48hrs',
    label: 'Average response',
    description: 'From alert to aid on the ground',
  },
};
export const Centered: Story = {
  args: { value: '24/7', label: 'Emergency Teams', align: 'center' },
};
export const Row: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
        gap: 16,
      }}
    >
      <Stat value="1M+" label="Refugees Displaced" />
      <Stat value="600K+" label="Children Affected" />
      <Stat value="85%" label="Food Insecurity" />
      <Stat value="24/7" label="Emergency Teams" />
    </div>
  ),
};
