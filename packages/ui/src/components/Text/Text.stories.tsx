import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text, textSizes, textTones } from './Text';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  tags: ['autodocs'],
  args: { children: 'Every donation helps families rebuild their lives.' },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'inline-radio', options: textTones },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paragraph unless told to be inline (`as="span"`). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Every donation/).tagName).toBe('P');
  },
};

export const Inline: Story = {
  args: { as: 'span' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Every donation/).tagName).toBe('SPAN');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          {size}: {args.children}
        </Text>
      ))}
    </div>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          {tone}: {args.children}
        </Text>
      ))}
    </div>
  ),
};

export const LongTextNarrow: Story = {
  args: {
    children:
      'Supercalifragilisticexpialidocious-length-words-and-very-long-sentences must wrap without overflowing the column on a narrow phone screen.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
};
