import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageContent } from '../../PageContent/PageContent';
import { storyImageHandlers } from '../../stories/storyImages';
import { imageFixtures } from './fixtures';

/** The image section as visitors see it, through <PageContent> (what `/{slug}` renders). */
const meta = {
  title: 'Builder/Sections/Image/Renderer',
  component: PageContent,
  beforeEach({ msw }) {
    msw.use(...storyImageHandlers);
  },
} satisfies Meta<typeof PageContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  args: { content: { sections: [imageFixtures.filled] }, title: 'Gallery' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'Tents in a snowy camp at dusk' }),
    ).toHaveAttribute('src', '/story-images/camp.svg');
  },
};

export const Empty: Story = {
  args: { content: { sections: [imageFixtures.empty] }, title: 'Gallery' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const WithUnsafeAddressIsNotShown: Story = {
  args: { content: { sections: [imageFixtures.invalid] }, title: 'Gallery' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
