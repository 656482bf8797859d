import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgrammeCard } from './ProgrammeCard';

const meta = {
  title: 'Composites/ProgrammeCard',
  component: ProgrammeCard,
  tags: ['autodocs'],
  args: {
    title: 'Clean Water',
    description: 'Wells, filters and sanitation for safe drinking water.',
    href: '/programs/water',
    linkLabel: 'Learn More',
    icon: 'droplet',
    colour: '#1D4ED8',
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ProgrammeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The carousel card: its link names the programme for screen readers. */
export const Compact: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Learn More.*Clean Water/ })).toHaveAttribute(
      'href',
      '/programs/water',
    );
  },
};

/** The overview card: both descriptions and the impact line. */
export const Full: Story = {
  args: {
    linkLabel: 'Get Involved',
    fullDescription: 'We drill wells, install filters and build sanitation facilities.',
    impact: 'Clean water for over 100,000 people',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Clean water for over 100,000 people')).toBeVisible();
  },
};
