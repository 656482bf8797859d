import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageContent } from '../PageContent/PageContent';
import { storyImageHandlers } from '../stories/storyImages';
import { invalidSections, sampleSections, unknownSection } from './fixtures';

/** Each section type as visitors see it, through <PageContent> (what `/{slug}` renders). */
const meta = {
  title: 'Builder/Section renderers',
  component: PageContent,
  beforeEach({ msw }) {
    msw.use(...storyImageHandlers);
  },
} satisfies Meta<typeof PageContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HeroFilled: Story = {
  args: { content: { sections: [sampleSections.hero.filled] }, title: 'Winter Appeal' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Winter Appeal' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Donate now' })).toBeVisible();
  },
};

export const HeroEmpty: Story = {
  args: { content: { sections: [sampleSections.hero.empty] }, title: 'Untitled page' },
  play: async ({ canvas }) => {
    // An empty hero cannot be the h1, so the page title is.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Untitled page' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const TextFilled: Story = {
  args: { content: { sections: [sampleSections.text.filled] }, title: 'Our Work' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Why it matters' })).toBeVisible();
    await expect(canvas.getByText(/A warm kit keeps a child safe/)).toBeVisible();
  },
};

export const TextEmpty: Story = {
  args: { content: { sections: [sampleSections.text.empty] }, title: 'Our Work' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(0);
  },
};

export const TextWithMarkupShownAsText: Story = {
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

export const ImageFilled: Story = {
  args: { content: { sections: [sampleSections.image.filled] }, title: 'Gallery' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'Tents in a snowy camp at dusk' }),
    ).toHaveAttribute('src', '/story-images/camp.svg');
  },
};

export const ImageEmpty: Story = {
  args: { content: { sections: [sampleSections.image.empty] }, title: 'Gallery' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const ImageWithUnsafeAddressIsNotShown: Story = {
  args: { content: { sections: [invalidSections.image] }, title: 'Gallery' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const CallToActionFilled: Story = {
  args: { content: { sections: [sampleSections.cta.filled] }, title: 'Support us' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Give now' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

export const CallToActionEmpty: Story = {
  args: { content: { sections: [sampleSections.cta.empty] }, title: 'Support us' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const CallToActionWithUnsafeLinkHasNoLink: Story = {
  args: { content: { sections: [invalidSections.cta] }, title: 'Support us' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Give' })).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const UnknownTypeIsSkipped: Story = {
  args: {
    content: { sections: [unknownSection, sampleSections.text.filled] },
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
        sampleSections.hero.filled,
        sampleSections.text.filled,
        sampleSections.image.filled,
        sampleSections.cta.filled,
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
