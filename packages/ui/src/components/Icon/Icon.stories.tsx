import type { Meta, StoryObj } from '@storybook/react-vite';
import { Droplets, GraduationCap, Heart, Leaf, Stethoscope, Utensils } from 'lucide-react';
import { expect } from 'storybook/test';
import { Icon, iconSizes } from './Icon';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  tags: ['autodocs'],
  args: { icon: Heart },
  argTypes: { size: { control: 'inline-radio', options: iconSizes }, icon: { control: false } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {};
export const Labelled: Story = {
  args: { label: 'Healthcare', icon: Stethoscope },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Healthcare' })).toBeInTheDocument();
  },
};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', color: '#1e6b5f' }}>
      {iconSizes.map((size) => (
        <Icon key={size} {...args} size={size} />
      ))}
    </div>
  ),
};
export const ProgrammeIcons: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, color: '#1e6b5f' }}>
      {[Utensils, Droplets, GraduationCap, Stethoscope, Leaf].map((glyph) => (
        <Icon key={glyph.displayName} icon={glyph} size="large" />
      ))}
    </div>
  ),
};
