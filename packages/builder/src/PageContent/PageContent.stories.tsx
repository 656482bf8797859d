import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ctaFixtures } from '../sections/cta/fixtures';
import { heroFixtures } from '../sections/hero/fixtures';
import { imageFixtures } from '../sections/image/fixtures';
import { textFixtures } from '../sections/text/fixtures';
import { storyImageHandlers } from '../stories/storyImages';
import { PageContent } from './PageContent';

/** A saved page as visitors see it: every section type in order (each type's own stories are in its folder). */
const meta = {
  title: 'Builder/Page content',
  component: PageContent,
  beforeEach({ msw }) {
    msw.use(...storyImageHandlers);
  },
} satisfies Meta<typeof PageContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownTypeIsSkipped: Story = {
  args: {
    content: {
      sections: [
        { type: 'carousel', title: 'Photo carousel', content: { slides: 3 } },
        textFixtures.filled,
      ],
    },
    title: 'Mixed page',
    onUnknownSection: () => {},
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Photo carousel')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Why it matters' })).toBeVisible();
  },
};

export const WholePage: Story = {
  args: {
    content: {
      sections: [
        heroFixtures.filled,
        textFixtures.filled,
        imageFixtures.filled,
        ctaFixtures.filled,
      ],
    },
    title: 'Winter Appeal',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading').map((h) => h.tagName)).toEqual([
      'H1',
      'H2',
      'H2',
      'H2',
    ]);
  },
};
