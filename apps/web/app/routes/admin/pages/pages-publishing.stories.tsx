import { fixturePages, scenarios, supabaseHandlers } from '@charitykit/data/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type AdminStory, adminScreen, given, page } from '../stories/AdminStory';

/** Issue 25 on the Pages screen: Preview on each row, navigation and schedule in the dialogs. */
const meta = {
  title: 'Admin/Pages/Publishing',
  ...adminScreen('/admin/pages'),
  beforeEach({ msw }) {
    msw.use(...supabaseHandlers());
  },
} satisfies Meta<typeof AdminStory>;
export default meta;
type Story = StoryObj<typeof meta>;

async function rowOf(title: string) {
  const row = (await page().findByRole('rowheader', { name: title })).closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return within(row);
}

async function openEdit(title: string) {
  await userEvent.click(await page().findByRole('button', { name: `Edit ${title}` }));
  return within(await page().findByRole('dialog', { name: 'Edit Page' }));
}

/** Every row has Preview, opening /preview/{id} in a new tab; placed live pages say where. */
export const PreviewOnEachRow: Story = {
  play: async () => {
    for (const fixture of fixturePages) {
      const row = await rowOf(fixture.title);
      await expect(row.getByRole('link', { name: 'Preview' })).toHaveAttribute(
        'href',
        `/preview/${fixture.id}`,
      );
    }
    await expect((await rowOf('Winter Appeal')).getByText('In header')).toBeVisible();
    await expect((await rowOf('Our Partners')).getByText('In footer')).toBeVisible();
    // A draft placed in the header is not in it until it is live.
    await expect((await rowOf('Annual Report Draft')).queryByText('In header')).toBeNull();
  },
};

/** A draft with a Publish at and an Unpublish at: when it goes live and ends, in UK time. */
export const Scheduled: Story = {
  ...given(() =>
    scenarios.pages.populated(
      fixturePages.map((row) =>
        row.slug === 'annual-report'
          ? { ...row, publish_at: '2099-07-01T08:00:00Z', unpublish_at: '2099-08-01T16:00:00Z' }
          : row,
      ),
    ),
  ),
  play: async () => {
    const row = await rowOf('Annual Report Draft');
    await expect(row.getByText('Goes live 1 Jul 2099, 09:00 UK time')).toBeVisible();
    await expect(row.getByText('Ends 1 Aug 2099, 17:00 UK time')).toBeVisible();
    await expect(row.getByText('In header')).toBeVisible();
    const dialog = await openEdit('Annual Report Draft');
    await expect(dialog.getByLabelText(/^Publish at/)).toHaveValue('2099-07-01T09:00');
    await expect(dialog.getByLabelText(/^Unpublish at/)).toHaveValue('2099-08-01T17:00');
  },
};

/** Edit Page shows the page's place; changing it and the order goes with Update Page. */
export const EditNavigation: Story = {
  play: async () => {
    const dialog = await openEdit('Winter Appeal');
    const placement = dialog.getByLabelText(/^Show in navigation/);
    await expect(placement).toHaveValue('header');
    await expect(
      within(placement)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not shown', 'Header', 'Footer']);
    await userEvent.selectOptions(placement, 'footer');
    const order = dialog.getByLabelText(/^Navigation order/);
    await userEvent.clear(order);
    await userEvent.type(order, '3');
    await userEvent.click(dialog.getByRole('button', { name: 'Update Page' }));
    await expect(await page().findByText('Page updated successfully')).toBeInTheDocument();
  },
};

/** An end before the start is refused with a message on Unpublish at. */
export const ScheduleRefused: Story = {
  play: async () => {
    const dialog = await openEdit('Annual Report Draft');
    await userEvent.type(dialog.getByLabelText(/^Publish at/), '2099-12-01T09:00');
    await userEvent.type(dialog.getByLabelText(/^Unpublish at/), '2099-11-01T09:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Update Page' }));
    await expect(
      (await dialog.findAllByText('Unpublish at must be after Publish at'))[0],
    ).toBeVisible();
  },
};

/** Create Page: not shown by default, no schedule. */
export const CreateDefaults: Story = {
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Create Page' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Create Page' }));
    await expect(dialog.getByLabelText(/^Show in navigation/)).toHaveValue('none');
    await expect(dialog.getByLabelText(/^Navigation order/)).toHaveValue(0);
    await expect(dialog.getByLabelText(/^Publish at/)).toHaveValue('');
    await expect(dialog.getByLabelText(/^Unpublish at/)).toHaveValue('');
  },
};
