import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageSection } from './PageSection';

const meta = {
  title: 'Composites/PageSection',
  component: PageSection,
  tags: ['autodocs'],
  args: {
    title: 'Get Involved',
    description: 'There are many ways to make a difference.',
    children: <p>Section content.</p>,
  },
} satisfies Meta<typeof PageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its heading names the section. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Get Involved' })).toBeVisible();
  },
};

export const Muted: Story = { args: { tone: 'muted', align: 'left' } };

export const Untitled: Story = { args: { title: undefined, description: undefined } };
