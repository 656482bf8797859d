import type { SiteIconName } from '@charitykit/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SiteIcon, siteIcons } from './SiteIcon';

const meta = {
  title: 'Composites/SiteIcon',
  component: SiteIcon,
  tags: ['autodocs'],
  args: { name: 'droplet' },
  argTypes: { name: { control: 'select', options: Object.keys(siteIcons) } },
} satisfies Meta<typeof SiteIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside text an icon is decorative: hidden from assistive technology. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Standing alone it needs a label. */
export const Labelled: Story = {
  args: { label: 'Clean water' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Clean water' })).toBeVisible();
  },
};

/** Every name the content may use has a drawn icon. */
export const AllNames: Story = {
  render: () => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 16, listStyle: 'none', padding: 0 }}>
      {(Object.keys(siteIcons) as SiteIconName[]).map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <SiteIcon name={name} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(Object.keys(siteIcons).length);
  },
};
