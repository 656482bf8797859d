import type { Meta, StoryObj } from '@storybook/react-vite';
import { Grid } from './Grid';

const programmes = [
  'Food',
  'Water',
  'Education',
  'Healthcare',
  'Empowerment',
  'Orphan care',
  'Emergency',
  'Environment',
];

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  tags: ['autodocs'],
  args: {
    columns: { mobile: 1, tablet: 2, desktop: 4 },
    children: programmes.map((name) => (
      <div key={name} style={{ background: '#f3f7f6', padding: 16, border: '1px solid #c9d3d1' }}>
        {name}
      </div>
    )),
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Responsive: Story = {};
export const ThreeColumns: Story = { args: { columns: 3, gap: 'small' } };
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};
