import { programmes } from '@charitykit/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ProgrammeCarousel } from './ProgrammeCarousel';

const meta = {
  title: 'Composites/ProgrammeCarousel',
  component: ProgrammeCarousel,
  tags: ['autodocs'],
  args: {
    label: 'Our Impact Programs',
    learnMoreLabel: 'Learn More',
    items: programmes.map((p) => ({
      title: p.title,
      description: p.description,
      href: p.link,
      icon: p.icon,
      colour: p.colour,
    })),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }} onClickCapture={(event) => event.preventDefault()}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof ProgrammeCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const visibleTitles = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<HTMLElement>('li h3')]
    .filter((h) => h.offsetParent !== null)
    .map((h) => h.textContent);

/** Four cards per view on a wide screen. */
export const Wide: Story = {
  play: async ({ canvasElement }) => {
    await expect(visibleTitles(canvasElement)).toEqual([
      'Food Security',
      'Clean Water',
      'Education',
      'Healthcare',
    ]);
  },
};

/** Two per view on a medium screen, with arrows. */
export const Medium: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(visibleTitles(canvasElement)).toEqual(['Food Security', 'Clean Water']);
    await expect(canvas.getByRole('button', { name: 'Next programme' })).toBeVisible();
  },
};

/** One per view on a small screen; no arrows (arrow keys and swipes still scroll). */
export const Small: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(visibleTitles(canvasElement)).toEqual(['Food Security']);
    await expect(canvas.queryByRole('button', { name: 'Next programme' })).toBeNull();
  },
};

/** It loops: previous from the first card shows the last first. */
export const LoopsBothWays: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Previous programme' }));
    await expect(visibleTitles(canvasElement)[0]).toBe('Environment');
    await userEvent.click(canvas.getByRole('button', { name: 'Next programme' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next programme' }));
    await expect(visibleTitles(canvasElement)[0]).toBe('Clean Water');
  },
};

/** Left and right arrow keys scroll while focus is on a card, and focus stays in view. */
export const ArrowKeys: Story = {
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole('link', { name: /Learn More.*Food Security/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(visibleTitles(canvasElement)[0]).toBe('Clean Water');
    await waitFor(() => expect(document.activeElement?.closest('li')).not.toBeNull());
    await expect((document.activeElement as HTMLElement).offsetParent).not.toBeNull();
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(visibleTitles(canvasElement)[0]).toBe('Environment');
  },
};
