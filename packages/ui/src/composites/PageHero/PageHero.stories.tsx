import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../components/Button';
import { SiteIcon } from '../SiteIcon';
import { StatGrid } from '../StatGrid';
import { PageHero } from './PageHero';

const meta = {
  title: 'Composites/PageHero',
  component: PageHero,
  tags: ['autodocs'],
  args: { title: 'About Us', description: 'Relief and lasting change for people in need.' },
} satisfies Meta<typeof PageHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  },
};

/** A programme page: its icon and colour. */
export const ProgrammeColour: Story = {
  args: {
    title: 'Clean Water Program',
    subtitle: 'Safe water changes everything',
    icon: <SiteIcon name="droplet" size="xlarge" />,
    colour: '#1D4ED8',
  },
};

/** An appeal: a badge and two buttons. */
export const AppealWithBadge: Story = {
  args: {
    badge: 'Urgent Crisis',
    title: 'Rohingya Refugee Crisis',
    colour: '#7f1d1d',
    actions: (
      <>
        <Button variant="secondary">Donate Now</Button>
        <Button variant="secondary">Learn More</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Urgent Crisis')).toBeVisible();
  },
};

/** With statistics under it (the volunteer page). */
export const WithStatistics: Story = {
  args: {
    title: 'Volunteer With Us',
    children: (
      <StatGrid
        tone="onDark"
        items={[
          { value: '5,000+', label: 'Active Volunteers' },
          { value: '25', label: 'Countries Served' },
          { value: '100,000+', label: 'Volunteer Hours' },
        ]}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('100,000+')).toBeVisible();
  },
};
