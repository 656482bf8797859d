import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastRegion } from './Toast';
import { toast } from './toastStore';

function Demo() {
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', minHeight: 320 }}>
      <Button onClick={() => toast.success('Settings updated successfully')}>Save settings</Button>
      <Button
        variant="outline"
        onClick={() => toast.error('Something went wrong. Please try again.')}
      >
        Fail
      </Button>
      <Button
        variant="ghost"
        onClick={() =>
          toast.success(
            'Thank you! Your volunteer application has been submitted successfully. We will contact you soon.',
          )
        }
      >
        Long message
      </Button>
      <Button
        variant="ghost"
        onClick={() =>
          toast.success('Page deleted successfully', {
            action: { label: 'Undo', onAction: () => toast.success('Page restored') },
            duration: 12_000,
          })
        }
      >
        Delete with Undo
      </Button>
      <Button variant="ghost" onClick={() => toast.info('Quick note', { duration: 400 })}>
        Short-lived
      </Button>
      <ToastRegion />
    </div>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastRegion,
  tags: ['autodocs'],
  render: () => <Demo />,
  beforeEach: () => {
    toast.clear();
  },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** `toast.success()` puts the message in the polite live region, so it is announced. */
export const SuccessAnnounced: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    const status = canvas.getByRole('status');
    // waitFor: the toast fades in, and an element mid-fade is not yet "visible".
    await waitFor(() =>
      expect(within(status).getByText('Settings updated successfully')).toBeVisible(),
    );
  },
};

export const ErrorAnnounced: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    // waitFor: the toasts' code loads with the first toast.
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Something went wrong. Please try again.',
      ),
    );
  },
};

export const Dismissed: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Dismiss notification' }));
    await expect(canvas.queryByText('Settings updated successfully')).not.toBeInTheDocument();
  },
};

export const AutoDismissed: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Short-lived' }));
    await expect(await canvas.findByText('Quick note')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByText('Quick note')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

export const Stacked: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Long message' }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(3));
  },
};

/**
 * A button at the bottom of the screen (a dialog's, a sticky form footer's) keeps focus after it
 * raises a toast: the toasts move to the top edge rather than cover it (WCAG 2.2, 2.4.11).
 */
export const StepsAsideFromFocus: Story = {
  render: () => (
    <>
      <div style={{ position: 'fixed', insetInline: 0, bottom: 0, padding: 16, textAlign: 'end' }}>
        <Button onClick={() => toast.error('Failed to create page: slug already exists')}>
          Create Page
        </Button>
      </div>
      <ToastRegion />
    </>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Create Page' });
    await userEvent.click(button);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('slug already exists'));
    await expect(button).toHaveFocus();
    await waitFor(() => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      expect(hit && button.contains(hit)).toBe(true);
    });
    await expect(canvas.getByRole('region', { name: 'Notifications' })).toHaveAttribute(
      'data-edge',
      'top',
    );
  },
};

/** A toast with a button (Undo after a delete): pressing it runs the action and closes the toast. */
export const WithUndoAction: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete with Undo' }));
    const status = canvas.getByRole('status');
    const undo = await within(status).findByRole('button', { name: 'Undo' });
    await userEvent.click(undo);
    await waitFor(() => expect(within(status).getByText('Page restored')).toBeVisible());
    await expect(within(status).queryByText('Page deleted successfully')).not.toBeInTheDocument();
  },
};
