import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Text } from '../../components/Text';
import { AdminPage } from './AdminPage';

const meta = {
  title: 'Admin/AdminPage',
  component: AdminPage,
  args: {
    title: 'Pages',
    description: 'Create and manage the pages of the site.',
    children: <Text>The table of pages goes here.</Text>,
  },
} satisfies Meta<typeof AdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleAndDescription: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
    await expect(canvas.getByText('Create and manage the pages of the site.')).toBeVisible();
  },
};

const create = fn();

export const WithAction: Story = {
  args: { actions: <Button onClick={create}>Create Page</Button> },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Page' }));
    await expect(create).toHaveBeenCalledOnce();
  },
};

export const WithCountInTitle: Story = {
  args: {
    title: (
      <>
        Media Library <Badge variant="secondary">12 files</Badge>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Media Library 12 files',
    );
  },
};

export const TitleOnly: Story = {
  args: { description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  },
};
