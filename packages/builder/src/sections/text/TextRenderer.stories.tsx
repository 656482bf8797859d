import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageContent } from '../../PageContent/PageContent';
import { textFixtures } from './fixtures';

/** The text block as visitors see it, through <PageContent> (what `/{slug}` renders). */
const meta = {
  title: 'Builder/Sections/Text/Renderer',
  component: PageContent,
} satisfies Meta<typeof PageContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  args: { content: { sections: [textFixtures.filled] }, title: 'Our Work' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Why it matters' })).toBeVisible();
    await expect(canvas.getByText(/A warm kit keeps a child safe/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { content: { sections: [textFixtures.empty] }, title: 'Our Work' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(0);
  },
};

export const WithMarkupShownAsText: Story = {
  args: {
    content: {
      sections: [
        { type: 'text', title: '<i>Hello</i>', content: { text: '<script>alert(1)</script>' } },
      ],
    },
    title: 'Safety',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<script>alert(1)</script>')).toBeVisible();
    await expect(canvasElement.querySelector('i, script')).toBeNull();
  },
};
