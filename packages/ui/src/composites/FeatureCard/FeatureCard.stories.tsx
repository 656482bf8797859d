import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../components/Button';
import { FeatureCard } from './FeatureCard';

const meta = {
  title: 'Composites/FeatureCard',
  component: FeatureCard,
  tags: ['autodocs'],
  args: { title: 'Compassion', icon: 'heart', children: 'We treat every person with dignity.' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof FeatureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Compassion' })).toBeVisible();
  },
};

export const CentredWithAction: Story = {
  args: {
    title: 'Volunteer',
    icon: 'hand-heart',
    align: 'center',
    children: 'Give your time and skills.',
    action: <Button href="/volunteer">Become a Volunteer</Button>,
  },
};

export const WithoutIcon: Story = { args: { icon: undefined, title: 'Media & Press' } };
