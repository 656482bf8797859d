import type { Meta, StoryObj } from '@storybook/react-vite';
import { TriangleAlert } from 'lucide';
import { expect } from 'storybook/test';
import { Icon } from '../Icon';
import { Badge, badgeVariants } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'published' },
  argTypes: { variant: { control: 'inline-radio', options: badgeVariants } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The status is said in words, so it does not rely on colour. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('published')).toBeVisible();
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'draft' } };
export const Outline: Story = { args: { variant: 'outline', children: 'archived' } };
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {badgeVariants.map((variant) => (
        <Badge key={variant} variant={variant}>
          {variant}
        </Badge>
      ))}
    </div>
  ),
};
export const WithIcon: Story = {
  args: {
    variant: 'accent',
    children: 'Urgent crisis',
    icon: <Icon icon={TriangleAlert} size="small" />,
  },
};
