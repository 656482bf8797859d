import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DateField } from './DateField';

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  tags: ['autodocs'],
  args: { label: 'Date of birth', description: 'For example, 27 03 1990', onChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('spinbutton', { name: /^day/ }));
    await userEvent.keyboard('27031990');
    await expect(args.onChange).toHaveBeenLastCalledWith('1990-03-27');
  },
};
export const WithValue: Story = { args: { value: '1990-03-27' } };
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = { args: { errorMessage: 'Enter your date of birth' } };
export const Disabled: Story = { args: { isDisabled: true, value: '1990-03-27' } };
export const UsLocale: Story = { args: { locale: 'en-US', description: 'Month, day, year' } };
