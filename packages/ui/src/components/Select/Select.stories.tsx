import { volunteerAvailabilityOptions } from '@charitykit/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Select } from './Select';

const meta = {
  title: 'Forms/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    label: 'Availability',
    placeholder: 'Select availability',
    // This charity's choices; any list of { value, label } works.
    options: volunteerAvailabilityOptions,
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Availability' }),
      'Flexible schedule',
    );
    await expect(args.onChange).toHaveBeenCalledWith('flexible');
  },
};
export const WithDescription: Story = { args: { description: 'You can change this later.' } };
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = { args: { errorMessage: 'Select your availability' } };
export const Disabled: Story = { args: { isDisabled: true, value: 'weekends' } };
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 200 }}>{Story()}</div>],
};
