import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImageOff } from 'lucide';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    title: 'No media files yet',
    description: 'Upload images, videos or documents to use them in pages.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No media files yet' })).toBeVisible();
  },
};
export const WithIconAndAction: Story = {
  args: {
    icon: <Icon icon={ImageOff} size="xlarge" />,
    action: <Button href="#upload">Upload Media</Button>,
    headingLevel: 3,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'No media files yet' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Upload Media' })).toBeVisible();
  },
};
export const NoResults: Story = {
  args: {
    title: 'No files match “annual report”',
    description: 'Try another file name or alt text.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>],
};
