import type { Meta, StoryObj } from '@storybook/react-vite';
import { Droplets, GraduationCap, Heart, Leaf, Stethoscope, Utensils } from 'lucide';
import { HandHeart as HandHeartComponent } from 'lucide-react';
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

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg?.querySelectorAll('path').length).toBeGreaterThan(0);
  },
};
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
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('svg')].map(
      (svg) => svg.getBoundingClientRect().width,
    );
    await expect(widths).toEqual([16, 20, 24, 40]);
  },
};
export const ProgrammeIcons: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, color: '#1e6b5f' }}>
      {Object.entries({ Utensils, Droplets, GraduationCap, Stethoscope, Leaf }).map(
        ([name, drawing]) => (
          <Icon key={name} icon={drawing} size="large" />
        ),
      )}
    </div>
  ),
};
/** An icon component (a lucide-react icon), as apps written for earlier versions pass. */
export const ComponentIcon: Story = {
  args: { icon: HandHeartComponent, label: 'Donate', size: 'large' },
  play: async ({ canvas }) => {
    const svg = canvas.getByRole('img', { name: 'Donate' });
    await expect(svg).toHaveAttribute('focusable', 'false');
    await expect(svg.querySelectorAll('path').length).toBeGreaterThan(0);
  },
};
