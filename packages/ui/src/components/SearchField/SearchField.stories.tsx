import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  args: {
    label: 'Search media',
    description: 'Searches file names and alt text.',
    placeholder: 'e.g. water well',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { defaultValue: 'annual report' } };

export const TypeSubmitAndClear: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search media' });
    await userEvent.type(input, 'logo');
    await expect(args.onChange).toHaveBeenLastCalledWith('logo');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('logo');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const EscapeClears: Story = {
  args: { defaultValue: 'logo' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox');
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
export const Invalid: Story = { args: { errorMessage: 'Search must be under 100 characters' } };
