import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from './Stack';

const Box = ({ label }: { label: string }) => (
  <div style={{ background: '#e8f5ec', padding: 12, border: '1px solid #c9d3d1' }}>{label}</div>
);

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: {
    children: ['One', 'Two', 'Three'].map((label) => <Box key={label} label={label} />),
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {};
export const Horizontal: Story = { args: { direction: 'row', gap: 'small', align: 'center' } };
export const ResponsiveDirection: Story = {
  args: {
    direction: { mobile: 'column', tablet: 'row' },
    gap: { mobile: 'small', desktop: 'large' },
  },
};
export const Wrapping: Story = {
  args: {
    direction: 'row',
    wrap: true,
    gap: 'xsmall',
    children: Array.from({ length: 12 }, (_, i) => `Item ${i + 1}`).map((label) => (
      <Box key={label} label={label} />
    )),
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};
