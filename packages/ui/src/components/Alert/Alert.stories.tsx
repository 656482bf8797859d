import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Alert, alertTones } from './Alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: { title: 'Setup Failed', children: 'Failed to create admin profile due to network error' },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: { title: 'Getting started', children: 'Create a page, then add sections to it.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Getting started')).toBeVisible();
    // Not a live region: it is read where it stands, never interrupting.
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
export const Success: Story = {
  args: { tone: 'success', title: 'Settings updated successfully', children: undefined },
};
export const Warning: Story = {
  args: { tone: 'warning', title: 'Image dimensions could not be read' },
};
export const Danger: Story = {
  args: { tone: 'danger', announce: 'assertive' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Setup FailedFailed to create admin profile due to network error',
    );
  },
};
export const LongTextNarrow: Story = {
  args: {
    tone: 'danger',
    children:
      'Connection failed. Please check if you can access the internet and try again. If the problem continues, contact the person who manages this website.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
};
