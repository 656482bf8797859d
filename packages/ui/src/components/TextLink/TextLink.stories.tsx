import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextLink, textLinkVariants } from './TextLink';

const meta = {
  title: 'Primitives/TextLink',
  component: TextLink,
  tags: ['autodocs'],
  args: { href: '#programs', children: 'Learn More' },
  argTypes: { variant: { control: 'inline-radio', options: textLinkVariants } },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Learn More' })).toHaveFocus();
  },
};

export const External: Story = {
  args: { href: 'https://example.org', external: true, children: 'Read the annual report' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Read the annual report (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
  },
};

export const Subtle: Story = { args: { variant: 'subtle' } };

export const Inverse: Story = {
  args: { variant: 'inverse' },
  decorators: [
    (Story) => (
      <div style={{ background: '#1a237e', color: '#fff', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
};

export const InText: Story = {
  render: (args) => (
    <p style={{ maxWidth: 320 }}>
      We publish our accounts every year.{' '}
      <TextLink {...args}>Read how every pound is spent</TextLink> and how we choose the programmes
      we support.
    </p>
  ),
};
