import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonGroup } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLine: Story = {};
export const Paragraph: Story = { args: { lines: 4 } };
export const Rectangle: Story = { args: { shape: 'rectangle', height: 160 } };
export const Circle: Story = { args: { shape: 'circle', width: 48, height: 48 } };
export const LoadingCard: Story = {
  render: () => (
    <SkeletonGroup label="Loading media">
      <div style={{ display: 'grid', gap: 8 }}>
        <Skeleton shape="rectangle" height={120} />
        <Skeleton lines={2} />
      </div>
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading media');
  },
};
