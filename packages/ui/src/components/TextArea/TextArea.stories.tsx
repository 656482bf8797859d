import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Message', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Hi{Enter}there');
    await expect(args.onChange).toHaveBeenLastCalledWith('Hi\nthere');
  },
};
export const SixRows: Story = {
  args: { label: 'Content', rows: 6, description: 'Plain text; line breaks are kept.' },
};
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = { args: { errorMessage: 'Message must be at least 10 characters' } };
export const Disabled: Story = {
  args: { isDisabled: true, value: 'This message can no longer be edited.' },
};
/** Read-only: focusable and announced, but the text cannot change. */
export const ReadOnly: Story = {
  args: { label: 'Your message', isReadOnly: true, defaultValue: 'Sent on 3 March.' },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Your message' });
    await userEvent.type(box, 'x');
    await expect(box).toHaveValue('Sent on 3 March.');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
export const LongTextNarrow: Story = {
  args: {
    label: 'Why do you want to volunteer with us, and what would you like to get out of it?',
    value:
      'I have worked in logistics for ten years and would like to use those skills to help get supplies where they are needed most during emergencies.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
};
