import { scenarios, supabaseHandlers } from '@charitykit/data/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type AdminStory, adminScreen, given, page } from '../stories/AdminStory';

/**
 * How long a play function waits for an answer from the mocked backend: sized for a loaded
 * 2-core machine, where a request through the MSW worker can take seconds (the default is 1 s).
 */
const NETWORK_WAIT = { timeout: 10_000 };

const meta = {
  title: 'Admin/Upload Media',
  ...adminScreen('/admin/upload'),
  beforeEach({ msw }) {
    msw.use(...supabaseHandlers());
  },
} satisfies Meta<typeof AdminStory>;
export default meta;
type Story = StoryObj<typeof meta>;

async function queueFiles() {
  const canvas = page();
  await canvas.findByRole('heading', { name: 'Upload Media', level: 1 });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, [
    new File(['%PDF-1.4 report'], 'annual-report.pdf', { type: 'application/pdf' }),
    new File(['hello'], 'notes.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    }),
  ]);
  return within(await canvas.findByRole('list', { name: 'Upload queue' }));
}

export const Empty: Story = {
  play: async () => {
    await expect(await page().findByText('No files in the queue')).toBeVisible();
    await expect(page().getByRole('button', { name: 'Upload All' })).toBeDisabled();
  },
};

export const Queued: Story = {
  play: async () => {
    const queue = await queueFiles();
    await expect(queue.getAllByText('Pending')).toHaveLength(2);
    await expect(queue.getByText('15 Bytes')).toBeVisible();
  },
};

export const UploadSuccess: Story = {
  play: async () => {
    const queue = await queueFiles();
    await userEvent.click(page().getByRole('button', { name: 'Upload All' }));
    await expect(
      await page().findByText('annual-report.pdf uploaded successfully'),
    ).toBeInTheDocument();
    await waitFor(() => expect(queue.queryAllByText('Uploaded')).toHaveLength(2), NETWORK_WAIT);
    await userEvent.click(page().getByRole('button', { name: 'Clear Completed' }));
    await expect(await page().findByText('No files in the queue')).toBeVisible();
  },
};

export const UploadFailure: Story = {
  ...given(() => scenarios.uploadMedia.error('mime type application/pdf is not supported')),
  play: async () => {
    const queue = await queueFiles();
    await userEvent.click(page().getByRole('button', { name: 'Upload All' }));
    await expect(
      await page().findByText(
        'Failed to upload annual-report.pdf: mime type application/pdf is not supported',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(queue.queryAllByText('Failed')).toHaveLength(2), NETWORK_WAIT);
  },
};

export const Uploading: Story = {
  ...given(scenarios.uploadMedia.loading),
  play: async () => {
    const queue = await queueFiles();
    await userEvent.click(page().getByRole('button', { name: 'Upload All' }));
    await expect(await queue.findByText('Uploading')).toBeVisible();
    await expect(queue.getByRole('button', { name: 'Remove annual-report.pdf' })).toBeDisabled();
  },
};
