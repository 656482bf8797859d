import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ThemePreview } from './ThemePreview';

const meta = {
  title: 'Admin/ThemePreview',
  component: ThemePreview,
  args: {
    title: 'Preview',
    colors: [
      { label: 'Primary Color', value: '#2A9F8E' },
      { label: 'Secondary Color', value: '#B7DE2D' },
      { label: 'Accent Color', value: '#FF6B6B' },
    ],
    buttonLabel: (label) => `${label} button`,
    linkText: 'A link in the primary colour',
    warning: (label, ratio) =>
      `${label}: no text colour reaches the WCAG AA contrast of 4.5:1 on this colour (best ${ratio}:1).`,
  },
} satisfies Meta<typeof ThemePreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultColours: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Primary Color button')).toHaveStyle({
      backgroundColor: 'rgb(42, 159, 142)',
    });
    await expect(canvas.queryByText(/no text colour reaches/)).toBeNull();
  },
};

export const WeakContrast: Story = {
  args: {
    colors: [
      { label: 'Primary Color', value: '#2A9F8E' },
      { label: 'Secondary Color', value: '#777777' },
      { label: 'Accent Color', value: '#FF6B6B' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/^Secondary Color: no text colour reaches .* \(best 4\.48:1\)/),
    ).toBeVisible();
  },
};

export const IncompleteColour: Story = {
  args: {
    colors: [
      { label: 'Primary Color', value: '#2A9' },
      { label: 'Secondary Color', value: '#B7DE2D' },
      { label: 'Accent Color', value: '#FF6B' },
    ],
  },
  play: async ({ canvas }) => {
    // Half-typed colours are left out rather than drawn wrongly.
    await expect(canvas.queryByText('Accent Color button')).toBeNull();
    await expect(canvas.getByText('Secondary Color button')).toBeVisible();
  },
};
