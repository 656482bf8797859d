import { scenarios, supabaseHandlers } from '@charitykit/data/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type AdminStory, adminScreen, given, page } from '../stories/AdminStory';

const meta = {
  title: 'Admin/Dashboard',
  ...adminScreen('/admin'),
  beforeEach({ msw }) {
    msw.use(...supabaseHandlers());
  },
} satisfies Meta<typeof AdminStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async () => {
    const canvas = page();
    const pages = await canvas.findByRole('region', { name: 'Total Pages' });
    await expect(await within(pages).findByText(/published, .* draft/)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Your Role' })).toHaveTextContent('Admin');
    await expect(
      canvas.getByRole('link', { name: /^Page Builder Build page content/ }),
    ).toHaveAttribute('href', '/admin/builder');
    await expect(canvas.getByRole('heading', { name: 'Getting Started' })).toBeVisible();
  },
};

export const Empty: Story = {
  ...given(scenarios.dashboardCounts.empty),
  play: async () => {
    const canvas = page();
    await expect(await canvas.findByText('0 published, 0 draft')).toBeVisible();
    await expect(canvas.getByText('0 images, 0 videos')).toBeVisible();
  },
};

export const Loading: Story = {
  ...given(scenarios.dashboardCounts.loading),
  play: async () => {
    const canvas = page();
    await expect(await canvas.findByRole('region', { name: 'Total Pages' })).toBeVisible();
    await expect(canvas.queryByText(/published, .* draft/)).toBeNull();
  },
};

export const LoadError: Story = {
  ...given(() => scenarios.dashboardCounts.error('permission denied for table pages')),
  play: async () => {
    await expect(await page().findByText('The counts could not be loaded.')).toBeVisible();
  },
};
