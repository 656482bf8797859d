import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { UploadQueue } from './UploadQueue';

const meta = {
  title: 'Admin/UploadQueue',
  component: UploadQueue,
  args: {
    'aria-label': 'Upload queue',
    labels: {
      status: { pending: 'Pending', uploading: 'Uploading', success: 'Uploaded', error: 'Failed' },
      remove: (name) => `Remove ${name}`,
      progress: (name) => `Upload progress of ${name}`,
    },
    onRemove: fn(),
    items: [
      { id: 'a', name: 'well.jpg', sizeLabel: '1.5 MB', status: 'pending', progress: 0 },
      { id: 'b', name: 'appeal.mp4', sizeLabel: '12.4 MB', status: 'uploading', progress: 70 },
      { id: 'c', name: 'report.pdf', sizeLabel: '2.1 MB', status: 'success', progress: 100 },
      {
        id: 'd',
        name: 'script.pdf',
        sizeLabel: '49 Bytes',
        status: 'error',
        progress: 10,
        error: 'mime type application/pdf is not supported',
      },
    ],
  },
} satisfies Meta<typeof UploadQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryState: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('progressbar', { name: 'Upload progress of appeal.mp4' }),
    ).toHaveAttribute('aria-valuenow', '70');
    await expect(canvas.getByText('mime type application/pdf is not supported')).toBeVisible();
    // An item cannot be removed while it uploads.
    await expect(canvas.getByRole('button', { name: 'Remove appeal.mp4' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove well.jpg' }));
    await expect(args.onRemove).toHaveBeenCalledWith('a');
  },
};

export const Started: Story = {
  args: {
    items: [{ id: 'a', name: 'well.jpg', sizeLabel: '1.5 MB', status: 'uploading', progress: 10 }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
  },
};
