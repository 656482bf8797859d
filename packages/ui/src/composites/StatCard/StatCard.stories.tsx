import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from '../../components/Skeleton';
import { adminNavIcons } from '../admin/icons';
import { StatCard } from './StatCard';

const meta = {
  title: 'Admin/StatCard',
  component: StatCard,
  args: {
    title: 'Total Pages',
    value: 12,
    detail: '9 published, 3 draft',
    icon: adminNavIcons.pages,
    headingLevel: 2,
  },
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithValue: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Total Pages' });
    await expect(region).toHaveTextContent('12');
    await expect(region).toHaveTextContent('9 published, 3 draft');
  },
};

export const Loading: Story = {
  args: { value: <Skeleton width="3rem" />, detail: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Total Pages', level: 2 })).toBeVisible();
  },
};

export const TextValue: Story = {
  args: {
    title: 'Your Role',
    value: 'Editor',
    detail: 'Your access level',
    icon: adminNavIcons.settings,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your Role' })).toHaveTextContent('Editor');
  },
};
