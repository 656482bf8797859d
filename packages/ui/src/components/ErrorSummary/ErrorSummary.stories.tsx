import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CheckboxGroup } from '../CheckboxGroup';
import { TextField } from '../TextField';
import { ErrorSummary } from './ErrorSummary';

const meta = {
  title: 'Forms/ErrorSummary',
  component: ErrorSummary,
  tags: ['autodocs'],
  args: {
    errors: [
      { fieldId: 'summary-email', message: 'Please enter a valid email address' },
      { fieldId: 'summary-skills', message: 'Please select at least one skill' },
    ],
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 480 }}>
      <ErrorSummary {...args} />
      <TextField
        label="Email"
        id="summary-email"
        errorMessage="Please enter a valid email address"
      />
      <CheckboxGroup
        label="Skills"
        id="summary-skills"
        options={[
          { value: 'Fundraising', label: 'Fundraising' },
          { value: 'Social Media', label: 'Social Media' },
        ]}
        errorMessage="Please select at least one skill"
      />
    </div>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** After a failed submit the summary takes focus; each link moves focus to its field. */
export const FocusedAndLinksMoveFocus: Story = {
  args: { focusKey: 1 },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('alert', { name: 'There is a problem' });
    await expect(summary).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: 'Please enter a valid email address' }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: 'Please select at least one skill' }));
    await expect(canvas.getByRole('checkbox', { name: 'Fundraising' })).toHaveFocus();
  },
};

export const KeyboardFollowsLink: Story = {
  args: { focusKey: 1 },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(
      canvas.getByRole('link', { name: 'Please enter a valid email address' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { errors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const LongMessagesNarrow: Story = {
  args: {
    errors: [
      {
        fieldId: 'summary-email',
        message:
          'Enter an email address in the correct format, like name@example.com, so that we can reply to your message',
      },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
};
