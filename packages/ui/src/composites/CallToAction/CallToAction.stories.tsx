import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CallToAction } from './CallToAction';

const onDonate = fn();

const meta = {
  title: 'Composites/CallToAction',
  component: CallToAction,
  tags: ['autodocs'],
  args: {
    title: 'Join Our Mission',
    description: 'Together we can bring hope to more families.',
    actions: [
      { label: 'Donate Now', onClick: onDonate },
      { label: 'Volunteer With Us', href: '/volunteer' },
    ],
  },
  decorators: [(Story) => <div onClickCapture={(event) => event.preventDefault()}>{Story()}</div>],
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A button with an action and a link. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Donate Now' }));
    await expect(onDonate).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Volunteer With Us' })).toHaveAttribute(
      'href',
      '/volunteer',
    );
  },
};

/** Buttons the spec gives no behaviour: plain buttons that do nothing. */
export const WithoutActions: Story = {
  args: {
    actions: [
      { label: 'Donate Now', href: null },
      { label: 'Volunteer With Us', href: null },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
