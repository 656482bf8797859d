import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { ColorField, type ColorFieldProps } from './ColorField';

function Controlled(args: ColorFieldProps) {
  const [value, setValue] = useState(args.value ?? '');
  return <ColorField {...args} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Forms/ColorField',
  component: ColorField,
  tags: ['autodocs'],
  args: {
    label: 'Primary colour',
    value: '#2A9F8E',
    description: 'Used for buttons and headings.',
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ColorField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TypingMovesPicker: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByRole('textbox', { name: 'Primary colour' });
    await userEvent.clear(text);
    await userEvent.type(text, '#ff6b6b');
    await expect(canvas.getByLabelText('Primary colour picker')).toHaveValue('#ff6b6b');
  },
};

export const Invalid: Story = {
  args: { value: '#12', errorMessage: 'Enter a colour like #2A9F8E' },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const Empty: Story = { args: { value: '', isRequired: true } };
