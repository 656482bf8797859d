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
    // The article is named by its title (issue 36: IBM's aria_article_label_unique).
    await expect(canvas.getByRole('article', { name: 'Compassion' })).toBeVisible();
  },
};

/** Cards side by side, as the home and about pages show them: each article has its own name. */
export const Row: Story = {
  render: () => (
    <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 16 }}>
      {(['Transparent', 'Global Reach', 'Proven Impact'] as const).map((title) => (
        <li key={title}>
          <FeatureCard title={title} icon="heart">
            A line about {title.toLowerCase()}.
          </FeatureCard>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const articles = canvas.getAllByRole('article');
    await expect(articles).toHaveLength(3);
    for (const title of ['Transparent', 'Global Reach', 'Proven Impact']) {
      await expect(canvas.getByRole('article', { name: title })).toBeVisible();
    }
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
