import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn } from 'storybook/test';
import { NativeDateField, type NativeDateFieldProps } from './NativeDateField';

function Controlled(args: NativeDateFieldProps) {
  const [value, setValue] = useState(args.value);
  return (
    <NativeDateField
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/NativeDateField',
  component: NativeDateField,
  tags: ['autodocs'],
  args: { label: 'Date of Birth', value: '', onChange: fn(), autoComplete: 'bday' },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof NativeDateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The browser's own date input: the value is the ISO date the forms' schemas take. */
export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Date of Birth');
    await expect(input).toHaveAttribute('type', 'date');
    fireEvent.change(input, { target: { value: '1990-05-17' } });
    await expect(args.onChange).toHaveBeenLastCalledWith('1990-05-17');
    await expect(input).toHaveValue('1990-05-17');
  },
};

export const WithValue: Story = {
  args: { value: '1990-05-17' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Date of Birth')).toHaveValue('1990-05-17');
  },
};

export const WithHintAndLimits: Story = {
  args: { description: 'You must be 18 or over.', max: '2008-01-01' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Date of Birth');
    await expect(input).toHaveAttribute('max', '2008-01-01');
    await expect(input).toHaveAccessibleDescription('You must be 18 or over.');
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Enter a date in the past' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Date of Birth');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Error: Enter a date in the past');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    // The asterisk is visual only; assistive technology hears "required" from the input.
    await expect(canvas.getByLabelText(/Date of Birth/)).toBeRequired();
  },
};

/** A date and a time of day (`datetime-local`), e.g. when a page is published. */
export const WithTime: Story = {
  args: { label: 'Publish at', withTime: true, min: '2026-01-01T00:00', autoComplete: 'off' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Publish at');
    await expect(input).toHaveAttribute('type', 'datetime-local');
    fireEvent.change(input, { target: { value: '2026-03-01T09:30' } });
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-01T09:30');
    await expect(input).toHaveValue('2026-03-01T09:30');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: '1990-05-17' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Date of Birth')).toBeDisabled();
  },
};
