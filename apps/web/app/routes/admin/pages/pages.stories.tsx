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
  title: 'Admin/Pages',
  ...adminScreen('/admin/pages'),
  beforeEach({ msw }) {
    msw.use(...supabaseHandlers());
  },
} satisfies Meta<typeof AdminStory>;
export default meta;
type Story = StoryObj<typeof meta>;

async function createPage(title: string) {
  const canvas = page();
  await userEvent.click(await canvas.findByRole('button', { name: 'Create Page' }));
  const dialog = within(await canvas.findByRole('dialog', { name: 'Create Page' }));
  await userEvent.type(dialog.getByRole('textbox', { name: /^Title/ }), title);
  await userEvent.click(dialog.getByRole('button', { name: 'Create Page' }));
  return dialog;
}

export const Populated: Story = {
  play: async () => {
    const canvas = page();
    const row = (await canvas.findByRole('rowheader', { name: 'Winter Appeal' })).closest('tr');
    if (!row) throw new Error('no row');
    await expect(within(row).getByText('Published')).toBeVisible();
    await expect(within(row).getByText('Landing Page')).toBeVisible();
    await expect(
      within(row).getByRole('link', { name: 'Open Winter Appeal in a new tab' }),
    ).toHaveAttribute('href', '/winter-appeal');
  },
};

export const Empty: Story = {
  ...given(scenarios.pages.empty),
  play: async () => {
    await expect(await page().findByText('No pages yet')).toBeVisible();
  },
};

export const Loading: Story = {
  ...given(scenarios.pages.loading),
  play: async () => {
    await expect(await page().findByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();
    await expect(page().queryByRole('table')).toBeNull();
  },
};

export const LoadError: Story = {
  ...given(() => scenarios.pages.error('permission denied for table pages', { status: 401 })),
  play: async () => {
    await expect(await page().findByText('The pages could not be loaded.')).toBeVisible();
    await expect(page().getByText('permission denied for table pages')).toBeVisible();
  },
};

export const CreateSuccess: Story = {
  play: async () => {
    await createPage('Spring Appeal');
    await expect(await page().findByText('Page created successfully')).toBeInTheDocument();
  },
};

export const CreateRefusedSlug: Story = {
  ...given(() => [
    ...scenarios.createPage.error(
      'duplicate key value violates unique constraint "pages_slug_key"',
      {
        status: 409,
        code: '23505',
      },
    ),
  ]),
  play: async () => {
    const dialog = await createPage('Winter Appeal');
    await expect(
      await page().findByText(
        'Failed to create page: duplicate key value violates unique constraint "pages_slug_key"',
      ),
    ).toBeInTheDocument();
    await expect(dialog.getByRole('textbox', { name: /^Title/ })).toHaveValue('Winter Appeal');
    await expect(dialog.getByRole('textbox', { name: /^Slug/ })).toHaveValue('winter-appeal');
  },
};

export const EditSuccess: Story = {
  play: async () => {
    const canvas = page();
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Winter Appeal' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit Page' }));
    await userEvent.selectOptions(dialog.getByLabelText('Status'), 'archived');
    await userEvent.click(dialog.getByRole('button', { name: 'Update Page' }));
    await expect(await canvas.findByText('Page updated successfully')).toBeInTheDocument();
  },
};

/** Edit Page: the page's share image, chosen from the media library, goes with the update. */
export const EditShareImage: Story = {
  ...given(() => scenarios.media.populated()),
  play: async () => {
    const canvas = page();
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Winter Appeal' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit Page' }));
    const field = dialog.getByRole('textbox', { name: /Share Image/ });
    await expect(field).toHaveValue('');
    await userEvent.click(dialog.getByRole('button', { name: 'Choose from Media Library' }));
    const picker = await canvas.findByRole(
      'dialog',
      { name: 'Choose an image' },
      { timeout: 8000 },
    );
    const choice = await within(picker).findByRole(
      'button',
      { name: /water-point-opening\.jpg/ },
      NETWORK_WAIT,
    );
    await waitFor(() => expect(choice).toBeVisible(), NETWORK_WAIT);
    await userEvent.click(choice);
    await waitFor(() =>
      expect(canvas.queryByRole('dialog', { name: 'Choose an image' })).not.toBeInTheDocument(),
    );
    await expect((field as HTMLInputElement).value).toContain(
      '/storage/v1/object/public/media/uploads/',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Update Page' }));
    await expect(await canvas.findByText('Page updated successfully')).toBeInTheDocument();
  },
};

export const EditShareImageRefused: Story = {
  play: async () => {
    const canvas = page();
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Winter Appeal' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit Page' }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Share Image/ }),
      'javascript:alert(1)',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Update Page' }));
    await expect(
      (await dialog.findAllByText('Please choose an image from the media library'))[0],
    ).toBeVisible();
  },
};

export const EditFailure: Story = {
  ...given(() => scenarios.updatePage.error('new row violates row-level security policy')),
  play: async () => {
    const canvas = page();
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Winter Appeal' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit Page' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Update Page' }));
    await expect(
      await canvas.findByText('Failed to update page: new row violates row-level security policy'),
    ).toBeInTheDocument();
  },
};

export const DeleteSuccess: Story = {
  play: async () => {
    const canvas = page();
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Winter Appeal' }));
    await expect(await canvas.findByText('Page deleted successfully')).toBeInTheDocument();
  },
};

export const DeleteFailure: Story = {
  ...given(() => scenarios.deletePage.error('permission denied for table pages', { status: 403 })),
  play: async () => {
    const canvas = page();
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Winter Appeal' }));
    await expect(
      await canvas.findByText('Failed to delete page: permission denied for table pages'),
    ).toBeInTheDocument();
  },
};

/** Delete still asks nothing (spec); the toast's Undo brings the page back at once. */
export const DeleteAndUndo: Story = {
  play: async () => {
    const canvas = page();
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Winter Appeal' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Undo' }));
    await expect(await canvas.findByText('Page restored')).toBeInTheDocument();
  },
};

export const Trash: Story = {
  args: { path: '/admin/pages?view=trash' },
  play: async () => {
    const canvas = page();
    await expect(
      await canvas.findByRole('heading', { name: 'Pages in the Trash', level: 1 }),
    ).toBeVisible();
    const row = (await canvas.findByRole('rowheader', { name: 'Spring Appeal 2024' })).closest(
      'tr',
    );
    if (!row) throw new Error('no row');
    await expect(within(row).getByText(/by Tom Price$/)).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: 'Restore Spring Appeal 2024' }));
    await expect(await canvas.findByText('Page restored')).toBeInTheDocument();
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Delete permanently Old Volunteering Page' }),
    );
    await expect(await canvas.findByText('Page deleted permanently')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to pages' })).toHaveAttribute(
      'href',
      '/admin/pages',
    );
  },
};

export const EmptyTrash: Story = {
  args: { path: '/admin/pages?view=trash' },
  ...given(scenarios.pageTrash.empty),
  play: async () => {
    await expect(await page().findByText('The trash is empty')).toBeVisible();
  },
};

export const TrashAt320: Story = {
  args: { path: '/admin/pages?view=trash' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const canvas = page();
    await expect(
      await canvas.findByRole('rowheader', { name: 'Spring Appeal 2024' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to pages' })).toBeVisible();
  },
};

export const TrashLoadFailed: Story = {
  args: { path: '/admin/pages?view=trash' },
  ...given(() => scenarios.pageTrash.error('permission denied for table pages_trash')),
  play: async () => {
    await expect(await page().findByText('The trash could not be loaded.')).toBeVisible();
  },
};

async function updateIntoConflict() {
  const canvas = page();
  await userEvent.click(await canvas.findByRole('button', { name: 'Edit Winter Appeal' }));
  const dialog = within(await canvas.findByRole('dialog', { name: 'Edit Page' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Update Page' }));
  await expect(
    await dialog.findByText(
      /^Tom Price saved this page at 11:12 on 3 June 2024, after you opened it\./,
    ),
  ).toBeVisible();
  return dialog;
}

/** Someone else saved the page after Edit Page opened: saving over it is a choice. */
export const EditConflictSaveOver: Story = {
  ...given(() => scenarios.pageConflict.populated()),
  play: async () => {
    const dialog = await updateIntoConflict();
    await userEvent.click(dialog.getByRole('button', { name: 'Save over it' }));
    await expect(await page().findByText('Page updated successfully')).toBeInTheDocument();
  },
};

/** …or reloading their version, which refills the dialog with it. At 320 px. */
export const EditConflictReloadAt320: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  ...given(() => scenarios.pageConflict.populated()),
  play: async () => {
    const dialog = await updateIntoConflict();
    await userEvent.click(dialog.getByRole('button', { name: 'Reload their version' }));
    const fresh = within(await page().findByRole('dialog', { name: 'Edit Page' }));
    await waitFor(() =>
      expect(fresh.getByRole('textbox', { name: 'Meta Title' })).toHaveValue('Winter Appeal 2024'),
    );
    await expect(fresh.queryByText(/^Tom Price saved this page/)).not.toBeInTheDocument();
  },
};
