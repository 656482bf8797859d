import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageContent } from '../../PageContent/PageContent';
import { heroFixtures } from './fixtures';

/** The hero as visitors see it, through <PageContent> (what `/{slug}` renders). */
const meta = {
  title: 'Builder/Sections/Hero/Renderer',
  component: PageContent,
} satisfies Meta<typeof PageContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  args: { content: { sections: [heroFixtures.filled] }, title: 'Winter Appeal' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Winter Appeal' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Donate now' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { content: { sections: [heroFixtures.empty] }, title: 'Untitled page' },
  play: async ({ canvas }) => {
    // An empty hero cannot be the h1, so the page title is.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Untitled page' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
