import { supabaseHandlers } from '@charitykit/data/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { type AdminStory, adminScreen, page } from '../stories/AdminStory';
import { LAST_ACTIVITY_KEY } from './idle';

/**
 * The idle sign-out (issue 21) with a short limit: the warning comes 2.5 s after the last input
 * and the sign-out 3.5 s later (in the product: 8 hours, the warning 5 minutes before).
 */
const meta = {
  title: 'Admin/Idle Sign-out',
  ...adminScreen('/admin', { signedIn: true, idleTimeoutMs: 6000, idleWarningMs: 3500 }),
  beforeEach({ msw }) {
    msw.use(...supabaseHandlers());
    window.localStorage.removeItem(LAST_ACTIVITY_KEY);
  },
} satisfies Meta<typeof AdminStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sized for a loaded machine: the warning is due seconds after the screen renders. */
const WARNING_WAIT = { timeout: 15_000 };

export const Warning: Story = {
  play: async () => {
    const canvas = page();
    await expect(
      await canvas.findByText('Welcome back, Amina Khan', {}, WARNING_WAIT),
    ).toBeVisible();
    const dialog = await canvas.findByRole(
      'dialog',
      { name: 'Are you still there?' },
      WARNING_WAIT,
    );
    await expect(dialog).toHaveAccessibleDescription(/you will be signed out in 1 minute/);
    // It takes focus, so a screen reader announces it, and the keyboard is inside it.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  },
};

export const StaySignedInByKeyboard: Story = {
  play: async () => {
    const canvas = page();
    const dialog = await canvas.findByRole(
      'dialog',
      { name: 'Are you still there?' },
      WARNING_WAIT,
    );
    const stay = canvas.getByRole('button', { name: 'Stay signed in' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Tab until "Stay signed in" has focus, then press Enter.
    for (let i = 0; i < 5 && document.activeElement !== stay; i += 1) await userEvent.tab();
    await expect(stay).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByText('Welcome back, Amina Khan')).toBeVisible();
  },
};

export const SignedOutWhenIgnored: Story = {
  args: { idleTimeoutMs: 3000, idleWarningMs: 2000 },
  play: async () => {
    const canvas = page();
    await expect(
      await canvas.findByText(
        'You were signed out because the admin area was not used for a while.',
        {},
        WARNING_WAIT,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
  },
};

export const SignOutNow: Story = {
  play: async () => {
    const canvas = page();
    await canvas.findByRole('dialog', { name: 'Are you still there?' }, WARNING_WAIT);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out now' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Admin Sign In' }, WARNING_WAIT),
    ).toBeVisible();
    // Signed out on purpose: the sign-in page does not blame idleness.
    await expect(
      canvas.queryByText('You were signed out because the admin area was not used for a while.'),
    ).not.toBeInTheDocument();
  },
};
