import {
  STORY_TOTP_CODE,
  STORY_TOTP_SECRET,
  scenarios,
  supabaseHandlers,
  totpAccount,
} from '@charitykit/data/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type AdminStory, adminScreen, given, page } from '../stories/AdminStory';

/**
 * Staff two-factor sign-in (issue 38): setting it up on Your profile, turning it off, the code
 * after the password, the Settings rule, and the setup an admin must do when it is required.
 */
const meta = {
  title: 'Admin/Two-factor sign-in',
  ...adminScreen('/admin/profile'),
  beforeEach({ msw }) {
    msw.use(...supabaseHandlers());
  },
} satisfies Meta<typeof AdminStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The back-office frame and the two-factor code load on first use: a busy machine is slow. */
const WAIT = { timeout: 10_000 };

const codeField = async () =>
  page().findByRole('textbox', { name: /^Code from your authenticator app/ }, WAIT);

async function typeCode(code: string, button: string) {
  const field = await codeField();
  await userEvent.clear(field);
  await userEvent.type(field, code);
  await userEvent.click(page().getByRole('button', { name: button }));
}

/** Your profile, nothing set up: the state says Off. */
export const ProfileOff: Story = {
  ...given(() => totpAccount({ verified: false })),
  play: async () => {
    const canvas = page();
    await expect(
      await canvas.findByRole('heading', { name: 'Two-factor sign-in' }, WAIT),
    ).toBeVisible();
    await expect(await canvas.findByText('Off', { exact: true }, WAIT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
  },
};

/** Setting it up: the QR code with its text alternative, the key as text, then the code. */
export const SetUp: Story = {
  ...given(() => totpAccount({ verified: false })),
  play: async () => {
    const canvas = page();
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Set up two-factor sign-in' }, WAIT),
    );
    const qr = await canvas.findByRole('img', { name: /QR code to add this site/ });
    await expect(qr.getAttribute('alt')?.replace(/\s/g, '')).toContain(STORY_TOTP_SECRET);
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    const field = await codeField();
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await typeCode(STORY_TOTP_CODE, 'Confirm and turn on');
    const region = within(await canvas.findByRole('region', { name: 'Notifications' }));
    await expect(
      await region.findByText(
        'Two-factor sign-in is on. Sign-in will ask for a code from your app.',
      ),
    ).toBeInTheDocument();
    await expect(await canvas.findByText('On', { exact: true }, WAIT)).toBeVisible();
  },
};

/** A code that is not six digits is checked before anything is sent. */
export const SetUpInvalidCode: Story = {
  ...given(() => totpAccount({ verified: false })),
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Set up two-factor sign-in' }));
    await typeCode('12ab', 'Confirm and turn on');
    await expect((await page().findAllByText('The code must be 6 digits'))[0]).toBeVisible();
  },
};

/** A wrong code while setting up: the app is not added, the message says why. */
export const SetUpWrongCode: Story = {
  ...given(() => totpAccount({ verified: false })),
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Set up two-factor sign-in' }));
    await typeCode('654321', 'Confirm and turn on');
    await expect(
      (
        await page().findAllByText(
          'That code is not right or has expired. Enter the code your app shows now.',
          { selector: 'form *' },
          WAIT,
        )
      )[0],
    ).toBeVisible();
    await expect(page().getByText('Off', { exact: true })).toBeVisible();
  },
};

/** Cancelling the setup removes the unconfirmed app and says so. */
export const SetUpCancelled: Story = {
  ...given(() => totpAccount({ verified: false })),
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Set up two-factor sign-in' }));
    await userEvent.click(await page().findByRole('button', { name: 'Cancel' }, WAIT));
    const said = await page().findByText('Two-factor sign-in was not set up.', {}, WAIT);
    await expect(said).toHaveAttribute('role', 'status');
    // Focus returns once the cancelled setup has gone (a busy machine may take a moment).
    const setUp = await page().findByRole('button', { name: 'Set up two-factor sign-in' }, WAIT);
    await waitFor(() => expect(setUp).toHaveFocus(), WAIT);
  },
};

/** On, and turned off again after a confirmation. */
export const ProfileOnTurnOff: Story = {
  ...given(() => totpAccount({ verified: true, signedIn: 'aal2' })),
  play: async () => {
    const canvas = page();
    await expect(await canvas.findByText('On', { exact: true }, WAIT)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    const dialog = within(
      await canvas.findByRole('dialog', { name: 'Turn off two-factor sign-in?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Turn off' }));
    await expect(await canvas.findByText('Two-factor sign-in is off.')).toBeInTheDocument();
    await expect(await canvas.findByText('Off', { exact: true }, WAIT)).toBeVisible();
  },
};

/** Required of admins: an admin cannot turn it off. */
export const ProfileOnRequired: Story = {
  ...given(() => [
    ...totpAccount({ verified: true, signedIn: 'aal2' }),
    ...scenarios.staffSecurity.populated(true),
  ]),
  play: async () => {
    const canvas = page();
    await expect(
      await canvas.findByText(
        /required for admins on this site, so it cannot be turned off/,
        {},
        WAIT,
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Turn off two-factor sign-in' })).toBeNull();
  },
};

/** After the password, a person with an app set up is asked for its code. */
export const SignInAsksForCode: Story = {
  args: { path: '/admin/pages' },
  ...given(() => totpAccount({ verified: true, signedIn: 'aal1' })),
  play: async () => {
    const canvas = page();
    await expect(
      await canvas.findByRole('heading', { name: 'Two-factor sign-in', level: 1 }, WAIT),
    ).toBeVisible();
    await expect(canvas.queryByText(/^Welcome back, /)).toBeNull();
    await typeCode('000000', 'Verify');
    // The field's own error (the summary and a toast say it too).
    await expect(
      (
        await canvas.findAllByText(
          'That code is not right or has expired. Enter the code your app shows now.',
          { selector: 'form *' },
        )
      )[0],
    ).toBeVisible();
    await typeCode(STORY_TOTP_CODE, 'Verify');
    await expect(
      await canvas.findByRole('heading', { name: 'Pages', level: 1 }, WAIT),
    ).toBeVisible();
  },
};

/** The code step while the code is being checked. */
export const SignInVerifying: Story = {
  args: { path: '/admin/two-factor' },
  ...given(() => [
    ...totpAccount({ verified: true, signedIn: 'aal1' }),
    ...scenarios.verifyTotp.loading(),
  ]),
  play: async () => {
    await typeCode(STORY_TOTP_CODE, 'Verify');
    await expect(await page().findByRole('button', { name: 'Verifying...' })).toBeDisabled();
  },
};

/** Settings: an admin who uses two-factor sign-in requires it of every admin. */
export const SettingRequire: Story = {
  args: { path: '/admin/settings' },
  ...given(() => totpAccount({ verified: true, signedIn: 'aal2' })),
  play: async () => {
    const canvas = page();
    const card = within(
      (await canvas.findByRole('heading', { name: 'Sign-in Security' }, WAIT)).closest(
        'section',
      ) as HTMLElement,
    );
    const box = await card.findByRole(
      'checkbox',
      { name: 'Require two-factor sign-in for admins' },
      WAIT,
    );
    await expect(box).toBeEnabled();
    await userEvent.click(box);
    await userEvent.click(card.getByRole('button', { name: 'Save Changes' }));
    await expect(
      await canvas.findByText('Sign-in security updated successfully'),
    ).toBeInTheDocument();
  },
};

/** Settings: an admin without it may not require it of others. */
export const SettingNeedsYours: Story = {
  args: { path: '/admin/settings' },
  play: async () => {
    const canvas = page();
    const box = await canvas.findByRole(
      'checkbox',
      { name: 'Require two-factor sign-in for admins' },
      WAIT,
    );
    await expect(box).toBeDisabled();
    await expect(canvas.getByText(/only an admin who uses it can require it/)).toBeVisible();
  },
};

/** Required of admins: an admin without it sets it up before reaching the back-office. */
export const RequiredEnrolment: Story = {
  args: { path: '/admin/pages' },
  ...given(() => [...totpAccount({ verified: false }), ...scenarios.staffSecurity.populated(true)]),
  play: async () => {
    const canvas = page();
    await expect(
      await canvas.findByRole('heading', { name: 'Set up two-factor sign-in', level: 1 }, WAIT),
    ).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Admin' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Set up two-factor sign-in' }));
    await typeCode(STORY_TOTP_CODE, 'Confirm and turn on');
    await expect(
      await canvas.findByRole('heading', { name: 'Pages', level: 1 }, WAIT),
    ).toBeVisible();
  },
};
