import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FileDropZone } from './FileDropZone';

const meta = {
  title: 'Forms/FileDropZone',
  component: FileDropZone,
  tags: ['autodocs'],
  args: {
    onFiles: fn(),
    onRejected: fn(),
    accept: ['image/*', 'video/*', '.pdf', '.doc', '.docx'],
    hint: 'Images, videos, PDF and Word documents. You can choose several at once.',
  },
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PickFiles: Story = {
  play: async ({ args, canvasElement, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeEnabled();
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    const photo = new File(['x'], 'well.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, [photo]);
    await expect(args.onFiles).toHaveBeenCalledWith([photo]);
  },
};

export const KeyboardReachesPicker: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toHaveFocus();
  },
};

export const SingleFile: Story = {
  args: { allowsMultiple: false, accept: ['image/*'], hint: 'One image.' },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
};
