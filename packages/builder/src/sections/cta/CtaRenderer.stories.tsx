import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageContent } from '../../PageContent/PageContent';
import { ctaFixtures } from './fixtures';

/** The call to action as visitors see it, through <PageContent> (what `/{slug}` renders). */
const meta = {
  title: 'Builder/Sections/Call to Action/Renderer',
  component: PageContent,
} satisfies Meta<typeof PageContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  args: { content: { sections: [ctaFixtures.filled] }, title: 'Support us' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Give now' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

export const Empty: Story = {
  args: { content: { sections: [ctaFixtures.empty] }, title: 'Support us' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const WithUnsafeLinkHasNoLink: Story = {
  args: { content: { sections: [ctaFixtures.invalid] }, title: 'Support us' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Give' })).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};
