import { volunteerAvailabilityOptions } from '@charitykit/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    label: 'Availability',
    // This charity's choices; any list of { value, label } works.
    options: volunteerAvailabilityOptions,
    onChange: fn(),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Flexible schedule' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('flexible');
  },
};
export const Keyboard: Story = {
  args: { defaultValue: 'weekends' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Weekends only' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Weekdays only' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('weekdays');
  },
};
export const Horizontal: Story = {
  args: {
    label: 'Status',
    orientation: 'horizontal',
    options: [
      { value: 'draft', label: 'Draft' },
      { value: 'published', label: 'Published' },
      { value: 'archived', label: 'Archived' },
    ],
    defaultValue: 'draft',
  },
};
export const WithDescription: Story = { args: { description: 'Choose the one that fits best.' } };
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = { args: { errorMessage: 'Select your availability' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'flexible' } };
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 200 }}>{Story()}</div>],
};
