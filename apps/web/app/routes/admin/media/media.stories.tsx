import { scenarios, supabaseHandlers } from '@charitykit/data/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type AdminStory, adminScreen, given, page } from '../stories/AdminStory';

const meta = {
  title: 'Admin/Media Library',
  ...adminScreen('/admin/media'),
  beforeEach({ msw }) {
    msw.use(...supabaseHandlers());
  },
} satisfies Meta<typeof AdminStory>;
export default meta;
type Story = StoryObj<typeof meta>;

async function firstItem() {
  const items = await page().findAllByTestId('media-item');
  const first = items[0];
  if (!first) throw new Error('no media items');
  return within(first);
}

export const Populated: Story = {
  play: async () => {
    const canvas = page();
    await expect((await canvas.findAllByTestId('media-item')).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'List view' }));
    await expect(canvas.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search media' }), 'zzzz-nothing');
    await expect(await canvas.findByText('No files match your search')).toBeVisible();
  },
};

export const Empty: Story = {
  ...given(scenarios.media.empty),
  play: async () => {
    await expect(await page().findByText('No media files yet')).toBeVisible();
  },
};

export const Loading: Story = {
  ...given(scenarios.media.loading),
  play: async () => {
    await expect(
      await page().findByRole('heading', { name: /Media Library/, level: 1 }),
    ).toBeVisible();
    await expect(page().queryAllByTestId('media-item')).toHaveLength(0);
  },
};

export const LoadError: Story = {
  ...given(() => scenarios.media.error('permission denied for table media_library')),
  play: async () => {
    await expect(await page().findByText('The media library could not be loaded.')).toBeVisible();
  },
};

export const EditSuccess: Story = {
  play: async () => {
    const item = await firstItem();
    await userEvent.click(item.getByRole('button', { name: /^Edit / }));
    const dialog = within(await page().findByRole('dialog', { name: 'Edit Media File' }));
    await expect(dialog.getByRole('textbox', { name: /File Name/ })).toHaveAttribute('readonly');
    await userEvent.clear(dialog.getByRole('textbox', { name: /Alt Text/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Alt Text/ }), 'Children at a well');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await expect(await page().findByText('Media file updated successfully')).toBeInTheDocument();
  },
};

export const EditFailure: Story = {
  ...given(() => scenarios.updateMedia.error('permission denied for table media_library')),
  play: async () => {
    const item = await firstItem();
    await userEvent.click(item.getByRole('button', { name: /^Edit / }));
    const dialog = within(await page().findByRole('dialog', { name: 'Edit Media File' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await expect(
      await page().findByText(
        'Failed to update media file: permission denied for table media_library',
      ),
    ).toBeInTheDocument();
  },
};

export const DeleteSuccess: Story = {
  play: async () => {
    const item = await firstItem();
    await userEvent.click(item.getByRole('button', { name: /^Delete / }));
    await expect(await page().findByText('Media file deleted successfully')).toBeInTheDocument();
  },
};

export const DeleteFailure: Story = {
  ...given(() => scenarios.deleteMedia.error('permission denied for table media_library')),
  play: async () => {
    const item = await firstItem();
    await userEvent.click(item.getByRole('button', { name: /^Delete / }));
    await expect(
      await page().findByText(
        'Failed to delete media file: permission denied for table media_library',
      ),
    ).toBeInTheDocument();
  },
};

/** The deleted toast's Undo restores the file at once (its stored file was never removed). */
export const DeleteAndUndo: Story = {
  play: async () => {
    const item = await firstItem();
    await userEvent.click(item.getByRole('button', { name: /^Delete / }));
    await userEvent.click(await page().findByRole('button', { name: 'Undo' }));
    await expect(await page().findByText('Media file restored')).toBeInTheDocument();
  },
};

export const Trash: Story = {
  args: { path: '/admin/media?view=trash' },
  play: async () => {
    const canvas = page();
    await expect(
      await canvas.findByRole('heading', { name: 'Media files in the Trash', level: 1 }),
    ).toBeVisible();
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Restore blurred-distribution.jpg' }),
    );
    await expect(await canvas.findByText('Media file restored')).toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Delete permanently blurred-distribution.jpg' }),
    );
    await expect(await canvas.findByText('Media file deleted permanently')).toBeInTheDocument();
  },
};

export const EmptyTrashAt320: Story = {
  args: { path: '/admin/media?view=trash' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  ...given(scenarios.mediaTrash.empty),
  play: async () => {
    await expect(await page().findByText('The trash is empty')).toBeVisible();
  },
};
