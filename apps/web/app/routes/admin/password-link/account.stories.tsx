import { scenarios, supabaseHandlers } from '@charitykit/data/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type AdminStory, adminScreen, given, page } from '../stories/AdminStory';

/** Team accounts' own screens (issue 26): where links land, the forgotten password, profile. */
const meta = {
  title: 'Admin/Account',
  ...adminScreen('/admin/set-password'),
  beforeEach({ msw }) {
    msw.use(...supabaseHandlers());
  },
} satisfies Meta<typeof AdminStory>;
export default meta;
type Story = StoryObj<typeof meta>;

async function typeNewPassword(password: string, confirm = password) {
  await userEvent.type(await page().findByLabelText(/^New password/), password);
  await userEvent.type(page().getByLabelText(/^Confirm password/), confirm);
}

/** An invitation's link: "Set your password", then the admin area. */
export const SetYourPassword: Story = {
  play: async () => {
    await expect(await page().findByRole('heading', { name: 'Set your password' })).toBeVisible();
    await typeNewPassword('a-good-password');
    await userEvent.click(page().getByRole('button', { name: 'Set password' }));
    await expect(await page().findByText(/^Welcome back, /)).toBeVisible();
  },
};

export const PasswordsDiffer: Story = {
  play: async () => {
    await typeNewPassword('a-good-password', 'another-password');
    await userEvent.click(page().getByRole('button', { name: 'Set password' }));
    await expect((await page().findAllByText('The passwords do not match'))[0]).toBeVisible();
  },
};

export const PasswordRefused: Story = {
  ...given(() =>
    scenarios.updateUser.error('Password should be at least 8 characters.', {
      status: 422,
      code: 'weak_password',
    }),
  ),
  play: async () => {
    await typeNewPassword('a-good-password');
    await userEvent.click(page().getByRole('button', { name: 'Set password' }));
    await expect(
      await page().findByText('Password should be at least 8 characters.'),
    ).toBeVisible();
  },
};

/** A used or expired link. */
export const ExpiredLink: Story = {
  args: {
    signedIn: false,
    landedWith:
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
  },
  play: async () => {
    await expect(
      await page().findByRole('heading', { name: 'This link has expired' }),
    ).toBeVisible();
    await expect(page().getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/admin/forgot-password',
    );
  },
};

/** A reset link: "Set a new password". */
export const SetANewPassword: Story = {
  args: { path: '/admin/reset-password' },
  play: async () => {
    await expect(await page().findByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await typeNewPassword('a-good-password');
    await userEvent.click(page().getByRole('button', { name: 'Save new password' }));
    await expect(await page().findByText('Your new password is saved.')).toBeInTheDocument();
  },
};

export const ForgotYourPassword: Story = {
  args: { path: '/admin/forgot-password', signedIn: false },
  play: async () => {
    await expect(
      await page().findByRole('heading', { name: 'Forgot your password?' }),
    ).toBeVisible();
    await userEvent.type(page().getByLabelText(/^Email/), 'anyone@example.org');
    await userEvent.click(page().getByRole('button', { name: 'Send reset link' }));
    await expect(await page().findByText(/If that address has an account/)).toBeVisible();
  },
};

export const ForgotRateLimited: Story = {
  args: { path: '/admin/forgot-password', signedIn: false },
  ...given(() =>
    scenarios.recover.error('For security purposes, you can only request this after 42 seconds.', {
      status: 429,
      code: 'over_email_send_rate_limit',
    }),
  ),
  play: async () => {
    await userEvent.type(await page().findByLabelText(/^Email/), 'anyone@example.org');
    await userEvent.click(page().getByRole('button', { name: 'Send reset link' }));
    await expect(
      await page().findByText('For security purposes, you can only request this after 42 seconds.'),
    ).toBeVisible();
  },
};

/** The sign-in screen leads to it. */
export const SignInOffersReset: Story = {
  args: { path: '/admin/auth', signedIn: false },
  play: async () => {
    await userEvent.click(await page().findByRole('link', { name: 'Forgot your password?' }));
    await expect(
      await page().findByRole('heading', { name: 'Forgot your password?' }),
    ).toBeVisible();
  },
};

export const YourProfile: Story = {
  args: { path: '/admin/profile' },
  play: async () => {
    await expect(
      await page().findByRole('heading', { name: 'Your profile', level: 1 }),
    ).toBeVisible();
    const name = page().getByRole('form', { name: 'Name' });
    await expect(within(name).getByLabelText(/^Full name/)).toHaveValue('Amina Khan');
    await userEvent.type(within(name).getByLabelText(/^Full name/), ' K');
    await userEvent.click(within(name).getByRole('button', { name: 'Save name' }));
    await expect(
      await page().findByText('Your name is saved.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  },
};

/** The current password is asked again; a wrong one is refused by the auth server. */
export const ChangePasswordWrongCurrent: Story = {
  args: { path: '/admin/profile' },
  ...given(() =>
    scenarios.updateUser.error('Current password does not match.', {
      status: 400,
      code: 'current_password_mismatch',
    }),
  ),
  play: async () => {
    const form = within(await page().findByRole('form', { name: 'Password' }));
    await userEvent.type(form.getByLabelText(/^Current password/), 'not-my-password');
    await userEvent.type(form.getByLabelText(/^New password/), 'a-new-password');
    await userEvent.type(form.getByLabelText(/^Confirm new password/), 'a-new-password');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    await expect(await page().findByText('Current password does not match.')).toBeVisible();
  },
};

export const ChangePassword: Story = {
  args: { path: '/admin/profile' },
  play: async () => {
    const form = within(await page().findByRole('form', { name: 'Password' }));
    await userEvent.type(form.getByLabelText(/^Current password/), 'my-old-password');
    await userEvent.type(form.getByLabelText(/^New password/), 'a-new-password');
    await userEvent.type(form.getByLabelText(/^Confirm new password/), 'a-new-password');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    await expect(await page().findByText(/Your password is changed/)).toBeInTheDocument();
  },
};

export const SignOutEverywhere: Story = {
  args: { path: '/admin/profile' },
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Sign out everywhere' }));
    await expect(await page().findByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
  },
};
