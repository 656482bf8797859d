import { adminCopy } from '@charitykit/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { adminNavIcons } from '../admin/icons';
import { AdminShell, type AdminShellProps } from './AdminShell';

const items = [
  { href: '/admin', label: 'Dashboard', icon: adminNavIcons.dashboard },
  { href: '/admin/pages', label: 'Pages', icon: adminNavIcons.pages },
  { href: '/admin/builder', label: 'Page Builder', icon: adminNavIcons.builder },
  { href: '/admin/media', label: 'Media Library', icon: adminNavIcons.media },
  { href: '/admin/upload', label: 'Upload Media', icon: adminNavIcons.upload },
  { href: '/admin/settings', label: 'Settings', icon: adminNavIcons.settings },
];

function Stateful(args: AdminShellProps) {
  const [collapsed, setCollapsed] = useState(args.collapsed);
  return <AdminShell {...args} collapsed={collapsed} onCollapsedChange={setCollapsed} />;
}

const meta = {
  title: 'Admin/AdminShell',
  component: AdminShell,
  args: {
    brand: 'Admin',
    items,
    currentPath: '/admin/pages',
    collapsed: false,
    onCollapsedChange: fn(),
    user: { name: 'Amina Khan', role: 'Admin' },
    onSignOut: fn(),
    header: <p style={{ margin: 0, fontWeight: 700 }}>Welcome back, Amina Khan</p>,
    labels: adminCopy.layout,
    children: <h1>Pages</h1>,
  },
  render: (args) => <Stateful {...args} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AdminShell>;
export default meta;
type Story = StoryObj<typeof meta>;

// The sidebar shows from 1024 px (the drawer below that); the story tests run at 414 px, so the
// plays read the sidebar with hidden elements included and click it the way a script would.
export const Expanded: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Admin', hidden: true });
    await expect(within(nav).getByRole('link', { name: 'Pages', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      within(nav).getByRole('link', { name: 'Dashboard', hidden: true }),
    ).not.toHaveAttribute('aria-current');
    fireEvent.click(canvas.getByRole('button', { name: 'Sign Out', hidden: true }));
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};

export const Collapsed: Story = {
  args: { collapsed: true },
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvas }) => {
    const expand = canvas.getByRole('button', { name: 'Expand sidebar', hidden: true });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    // Labels stay as accessible names while hidden.
    await expect(
      canvas.getAllByRole('link', { name: 'Media Library', hidden: true })[0],
    ).toBeInTheDocument();
    fireEvent.click(expand);
    await expect(
      canvas.getByRole('button', { name: 'Collapse sidebar', hidden: true }),
    ).toHaveAttribute('aria-expanded', 'true');
  },
};

export const NarrowDrawer: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Menu' }));
    const drawer = await page.findByRole('dialog', { name: 'Admin' });
    await expect(within(drawer).getByRole('link', { name: 'Pages' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('dialog')).toBeNull();
  },
};
