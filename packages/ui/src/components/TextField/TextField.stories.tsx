import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField, type TextFieldProps } from './TextField';

function SanitisedField(args: TextFieldProps) {
  const [value, setValue] = useState('');
  return (
    <TextField {...args} value={value} onChange={(next) => setValue(next.replace(/[<>]/g, ''))} />
  );
}

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Full name', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Amina');
    await expect(args.onChange).toHaveBeenLastCalledWith('Amina');
  },
};

export const WithDescription: Story = {
  args: { label: 'Email', type: 'email', description: 'We only use it to reply to you.' },
};

export const Required: Story = { args: { isRequired: true } };

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox')).toHaveFocus();
  },
};

export const Invalid: Story = {
  args: { label: 'Email', value: 'amina@', errorMessage: 'Please enter a valid email address' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Error: Please enter a valid email address');
  },
};

export const Disabled: Story = { args: { isDisabled: true, value: 'Amina Yusuf' } };

/** Read-only: focusable and announced, but the text cannot change (e.g. a reference number). */
export const ReadOnly: Story = {
  args: { label: 'Reference', isReadOnly: true, defaultValue: 'FORM-2024-0042' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Reference' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('FORM-2024-0042');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The public forms clean text as it is typed: trimmed, < and > removed. */
export const ControlledSanitised: Story = {
  render: (args) => <SanitisedField {...args} />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '<b>Hello</b>');
    await expect(input).toHaveValue('bHello/b');
  },
};

export const LongTextNarrow: Story = {
  args: {
    label: 'Name and relationship of the person we should contact in an emergency',
    description:
      'For example, a parent, partner or close friend who knows you well and can be reached quickly.',
    errorMessage:
      'Enter the name of your emergency contact so we can reach someone if you are unwell',
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
};
