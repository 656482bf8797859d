import { fixtureUsers, scenarios, supabaseHandlers } from '@charitykit/data/msw';
import { mediaQuery } from '@charitykit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type AdminStory, adminScreen, given, page } from '../stories/AdminStory';

const meta = {
  title: 'Admin/Layout',
  ...adminScreen('/admin', { signedIn: true, reload: fn() }),
  beforeEach({ msw }) {
    msw.use(...supabaseHandlers());
    window.localStorage.removeItem('charitykit.admin.sidebarCollapsed');
  },
} satisfies Meta<typeof AdminStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  ...given(() => scenarios.adminUser.loading()),
  play: async () => {
    await expect(await page().findByText('Loading the admin area…')).toBeInTheDocument();
  },
};

export const SignedOutRedirects: Story = {
  args: { path: '/admin/pages', signedIn: false },
  play: async () => {
    await expect(await page().findByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
  },
};

/**
 * The navigation at whatever width the story is shown: the collapsible sidebar from the desktop
 * breakpoint up, the Menu drawer below it (which closes when a link is chosen).
 */
export const WithProfile: Story = {
  play: async () => {
    const canvas = page();
    await expect(await canvas.findByText('Welcome back, Amina Khan')).toBeVisible();
    const wide = window.matchMedia(mediaQuery.desktop).matches;
    const openNav = async () => {
      if (!wide) await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
      return within(await canvas.findByRole('navigation', { name: 'Admin' }));
    };
    let nav = await openNav();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(nav.getByRole('link', { name: 'Pages' }));
    if (!wide) {
      await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
      nav = await openNav();
    }
    await expect(nav.getByRole('link', { name: 'Pages' })).toHaveAttribute('aria-current', 'page');
    if (!wide) return;
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse sidebar' }));
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await expect(window.localStorage.getItem('charitykit.admin.sidebarCollapsed')).toBe('true');
  },
};

export const ProfileCreated: Story = {
  ...given(() => [
    ...scenarios.signIn.populated(fixtureUsers.newcomer),
    ...scenarios.adminUser.empty(),
    ...scenarios.createProfile.populated(),
  ]),
  play: async ({ args }) => {
    const canvas = page();
    await expect(
      await canvas.findByText('Admin profile created successfully!'),
    ).toBeInTheDocument();
    await expect(await canvas.findByText('Your profile is ready. Reloading…')).toBeVisible();
    // The reload follows one second later (spec section 9).
    await waitFor(() => expect(args.reload).toHaveBeenCalledTimes(1), { timeout: 3000 });
  },
};

export const ProfileSetupFailed: Story = {
  ...given(() => [
    ...scenarios.signIn.populated(fixtureUsers.newcomer),
    ...scenarios.adminUser.empty(),
    ...scenarios.createProfile.error('new row violates row-level security policy', {
      status: 403,
      code: '42501',
    }),
  ]),
  play: async ({ args }) => {
    const canvas = page();
    await expect(await canvas.findByText('Setup Failed')).toBeVisible();
    await expect(
      (await canvas.findAllByText(/new row violates row-level security policy/))[0],
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry Setup' }));
    await expect(args.reload).toHaveBeenCalled();
  },
};

export const ProfileSetupNetworkError: Story = {
  ...given(() => [
    ...scenarios.signIn.populated(fixtureUsers.newcomer),
    ...scenarios.adminUser.empty(),
    ...scenarios.createProfile.networkError(),
  ]),
  play: async () => {
    const canvas = page();
    await expect(await canvas.findByText('Setup Failed')).toBeVisible();
    await expect(
      (await canvas.findAllByText('Failed to create admin profile due to network error'))[0],
    ).toBeVisible();
  },
};
