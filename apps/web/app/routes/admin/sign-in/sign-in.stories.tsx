import { scenarios, supabaseHandlers } from '@charitykit/data/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type AdminStory, adminScreen, given, page } from '../stories/AdminStory';

const meta = {
  title: 'Admin/Sign in',
  ...adminScreen('/admin/auth', { signedIn: false }),
  beforeEach({ msw }) {
    msw.use(...supabaseHandlers());
  },
} satisfies Meta<typeof AdminStory>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(email: string, password: string) {
  const canvas = page();
  await userEvent.type(await canvas.findByLabelText(/Email/), email);
  await userEvent.type(canvas.getByLabelText(/Password/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
}

export const Empty: Story = {
  play: async () => {
    const canvas = page();
    await expect(await canvas.findByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
    await expect(canvas.getByLabelText(/Email/)).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByLabelText(/Password/)).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
  },
};

export const InvalidInput: Story = {
  play: async () => {
    await fill('not-an-address', '123');
    const canvas = page();
    await expect((await canvas.findAllByText('Invalid email address'))[0]).toBeVisible();
    await expect(canvas.getAllByText('Password must be at least 6 characters')[0]).toBeVisible();
  },
};

export const WrongPassword: Story = {
  ...given(() => [
    ...scenarios.signIn.error('Invalid login credentials', { code: 'invalid_credentials' }),
  ]),
  play: async () => {
    await fill('amina.khan@hoperelief.org.uk', 'wrong-password');
    const region = within(await page().findByRole('region', { name: 'Notifications' }));
    await expect(await region.findByText('Invalid login credentials')).toBeInTheDocument();
  },
};

export const Throttled: Story = {
  ...given(() => [
    ...scenarios.signIn.error('Too many sign-in attempts. Please wait a minute.', {
      status: 429,
      code: 'over_request_rate_limit',
    }),
  ]),
  play: async () => {
    await fill('amina.khan@hoperelief.org.uk', 'some-password');
    await expect(
      (await page().findAllByText('Too many sign-in attempts. Please wait a minute.'))[0],
    ).toBeVisible();
  },
};

export const NetworkFailure: Story = {
  ...given(scenarios.signIn.networkError),
  play: async () => {
    await fill('amina.khan@hoperelief.org.uk', 'some-password');
    await expect(
      (
        await page().findAllByText(
          'Connection failed. Please check if you can access the internet and try again.',
        )
      )[0],
    ).toBeVisible();
  },
};

export const Submitting: Story = {
  ...given(scenarios.signIn.loading),
  play: async () => {
    await fill('amina.khan@hoperelief.org.uk', 'some-password');
    await expect(await page().findByRole('button', { name: 'Signing In...' })).toBeDisabled();
  },
};

export const Success: Story = {
  play: async () => {
    await fill('amina.khan@hoperelief.org.uk', 'right-password');
    const canvas = page();
    await expect(await canvas.findByText('Signed in successfully!')).toBeInTheDocument();
    await expect(await canvas.findByText('Welcome back, Amina Khan')).toBeVisible();
  },
};
