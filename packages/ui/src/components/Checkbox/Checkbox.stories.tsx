import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { children: 'I agree to the terms and conditions', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I agree to the terms and conditions' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};
export const Checked: Story = { args: { defaultSelected: true } };
export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'Select all files' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Select all files' });
    await expect(box).toBePartiallyChecked();
  },
};
export const KeyboardSpace: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};
export const WithDescription: Story = {
  args: {
    children: 'I consent to a background check',
    description: 'Required for work with children.',
  },
};
export const Invalid: Story = {
  args: { errorMessage: 'You must agree to the terms and background check' },
};
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-required', 'true');
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const DisabledChecked: Story = { args: { isDisabled: true, defaultSelected: true } };
export const LongLabelNarrow: Story = {
  args: {
    children:
      'I confirm that the information I have given is true and complete, and I agree to the terms of volunteering and the code of conduct.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 260 }}>{Story()}</div>],
};
