import type { TeamMember } from '@charitykit/data';
import {
  fixtureAdminUsers,
  fixtureTeam,
  STORY_PASSWORD,
  scenarios,
  supabaseHandlers,
} from '@charitykit/data/msw';
import { mediaQuery } from '@charitykit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type AdminStory, adminScreen, given, page } from '../stories/AdminStory';

/** The admin navigation at the story's width: behind the Menu button on narrow screens. */
async function adminNav() {
  if (!window.matchMedia(mediaQuery.desktop).matches) {
    await userEvent.click(await page().findByRole('button', { name: 'Menu' }));
  }
  return within(await page().findByRole('navigation', { name: 'Admin' }));
}

const meta = {
  title: 'Admin/Team',
  ...adminScreen('/admin/team'),
  beforeEach({ msw }) {
    msw.use(...supabaseHandlers());
  },
} satisfies Meta<typeof AdminStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = async (name: string | RegExp) => {
  const header = await page().findByRole('rowheader', { name }, { timeout: 8000 });
  const row = header.closest('tr');
  if (!row) throw new Error('no row');
  return within(row);
};

const many: TeamMember[] = [
  ...fixtureTeam,
  ...Array.from({ length: 24 }, (_, i) => ({
    user_id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    full_name: `Volunteer Coordinator ${i + 1}`,
    email: `coordinator.${i + 1}@hoperelief.org.uk`,
    role: 'editor' as const,
    last_sign_in_at: i % 3 === 0 ? null : '2024-05-20T10:00:00.000Z',
    invited_at: '2024-04-01T10:00:00.000Z',
    pending: i % 3 === 0,
    created_at: '2024-04-01T10:00:00.000Z',
  })),
];

/** Each member's name, e-mail, role and last sign-in; a pending invitation is marked. */
export const Members: Story = {
  play: async () => {
    const amina = await rowOf(/Amina Khan/);
    await expect(amina.getByText('amina.khan@hoperelief.org.uk')).toBeVisible();
    await expect(amina.getByText('Admin')).toBeVisible();
    const sara = await rowOf('Sara Ali');
    await expect(sara.getByText('Invitation pending')).toBeVisible();
    await expect(sara.getByText('Never')).toBeVisible();
    await expect((await adminNav()).getByRole('link', { name: 'Team' })).toBeVisible();
  },
};

export const ManyMembers: Story = {
  ...given(() => scenarios.teamMembers.populated(many)),
  play: async () => {
    await rowOf('Volunteer Coordinator 24');
    await expect(page().getAllByRole('row')).toHaveLength(many.length + 1);
  },
};

/** Only the admin: nobody else yet, and the last admin can be neither demoted nor removed. */
export const EmptyTeam: Story = {
  ...given(() => scenarios.teamMembers.empty()),
  play: async () => {
    await expect(await page().findByText('Nobody else yet', {}, { timeout: 8000 })).toBeVisible();
    const me = await rowOf(/Amina Khan/);
    await expect(me.getByRole('button', { name: 'Change role' })).toBeDisabled();
    await expect(me.getByRole('button', { name: 'Remove access' })).toBeDisabled();
    await expect(page().getByText('The last admin cannot be demoted or removed.')).toBeVisible();
  },
};

export const Loading: Story = {
  ...given(() => scenarios.teamMembers.loading()),
  play: async () => {
    await expect(await page().findByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
    await expect(page().queryByRole('table')).toBeNull();
  },
};

export const LoadError: Story = {
  ...given(() =>
    scenarios.teamMembers.error('Only admins can see the team', { status: 403, code: '42501' }),
  ),
  play: async () => {
    await expect(await page().findByText('The team could not be loaded.')).toBeVisible();
    await expect(page().getByText('Only admins can see the team')).toBeVisible();
  },
};

/** An editor has no Team screen: the address leads back to the dashboard, no Team link. */
export const EditorHasNoTeam: Story = {
  ...given(() => scenarios.adminUser.populated(fixtureAdminUsers.editor)),
  play: async () => {
    const nav = await adminNav();
    await expect(await nav.findByRole('link', { name: 'Your profile' })).toBeVisible();
    await expect(nav.queryByRole('link', { name: 'Team' })).toBeNull();
    await expect(page().queryByRole('heading', { name: 'Team', level: 1 })).toBeNull();
  },
};

async function invite(email: string) {
  await userEvent.click(await page().findByRole('button', { name: 'Invite' }));
  const dialog = within(await page().findByRole('dialog', { name: 'Invite' }));
  await expect(dialog.getByLabelText('Role')).toHaveValue('editor');
  await userEvent.type(dialog.getByRole('textbox', { name: /^E-mail/ }), email);
  await userEvent.click(dialog.getByRole('button', { name: 'Invite' }));
  return dialog;
}

/** With e-mail set up, the invitation is sent. */
export const InviteSent: Story = {
  play: async () => {
    await invite('new.colleague@hoperelief.org.uk');
    await expect(
      await page().findByText('Invitation sent to new.colleague@hoperelief.org.uk.'),
    ).toBeInTheDocument();
  },
};

/** Without e-mail, the admin gets the one-time Invitation link to copy. */
export const InvitationLink: Story = {
  ...given(() => scenarios.teamAction.empty()),
  play: async () => {
    await invite('new.colleague@hoperelief.org.uk');
    const dialog = within(await page().findByRole('dialog', { name: 'Invitation link' }));
    const field = dialog.getByRole('textbox', { name: 'Invitation link' }) as HTMLInputElement;
    await expect(field.value).toContain('/auth/v1/verify?token=');
    // The dialog fades in.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible());
  },
};

export const InviteRefused: Story = {
  ...given(() =>
    scenarios.teamAction.error('tom.price@hoperelief.org.uk is already a member of the team.', {
      status: 409,
    }),
  ),
  play: async () => {
    const dialog = await invite('tom.price@hoperelief.org.uk');
    const refusal = await dialog.findByText(
      'tom.price@hoperelief.org.uk is already a member of the team.',
    );
    await waitFor(() => expect(refusal).toBeVisible());
  },
};

export const InviteInvalidEmail: Story = {
  play: async () => {
    await invite('not-an-address');
    await expect(
      (
        await page().findAllByText(
          'Enter an e-mail address in the correct format, like name@example.org',
        )
      )[0],
    ).toBeVisible();
  },
};

export const ChangeRole: Story = {
  play: async () => {
    const tom = await rowOf('Tom Price');
    await userEvent.click(tom.getByRole('button', { name: 'Change role' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Change role' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Admin' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Change role' }));
    await expect(await page().findByText('Tom Price is now an admin.')).toBeInTheDocument();
  },
};

export const ChangeRoleRefused: Story = {
  ...given(() =>
    scenarios.changeRole.error('The last admin cannot be demoted or removed', { status: 400 }),
  ),
  play: async () => {
    const priya = await rowOf('Priya Shah');
    await userEvent.click(priya.getByRole('button', { name: 'Change role' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Change role' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Editor' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Change role' }));
    const refusal = await dialog.findByText('The last admin cannot be demoted or removed');
    await waitFor(() => expect(refusal).toBeVisible());
  },
};

export const RemoveAccess: Story = {
  play: async () => {
    const tom = await rowOf('Tom Price');
    await userEvent.click(tom.getByRole('button', { name: 'Remove access' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Remove access' }));
    // The dialog fades in.
    await waitFor(() => expect(dialog.getByText(/The pages they wrote stay/)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Remove access' }));
    await expect(await page().findByText('Tom Price no longer has access.')).toBeInTheDocument();
  },
};

export const RemoveRefused: Story = {
  ...given(() => scenarios.teamAction.error('Only admins can manage the team.', { status: 403 })),
  play: async () => {
    const tom = await rowOf('Tom Price');
    await userEvent.click(tom.getByRole('button', { name: 'Remove access' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Remove access' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove access' }));
    const refusal = await dialog.findByText('Only admins can manage the team.');
    await waitFor(() => expect(refusal).toBeVisible());
  },
};

/** With e-mail set up, the reset link goes to its owner: the admin only hears it was sent. */
export const ResetLinkEmailed: Story = {
  play: async () => {
    const priya = await rowOf('Priya Shah');
    await userEvent.click(priya.getByRole('button', { name: 'Reset link' }));
    await expect(
      await page().findByText(
        'A password reset link has been e-mailed to priya.shah@hoperelief.org.uk.',
      ),
    ).toBeInTheDocument();
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/** Without e-mail, an editor's reset link is shown once to copy. */
export const ResetLink: Story = {
  ...given(() => scenarios.teamAction.empty()),
  play: async () => {
    const tom = await rowOf('Tom Price');
    await userEvent.click(tom.getByRole('button', { name: 'Reset link' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Password reset link' }));
    await waitFor(() =>
      expect(
        (dialog.getByRole('textbox', { name: 'Password reset link' }) as HTMLInputElement).value,
      ).toContain('type=recovery'),
    );
  },
};

/**
 * Without e-mail, another admin's reset link needs the admin's own password first: a wrong one
 * is refused in the dialog, the right one shows the link.
 */
export const ResetLinkForAdmin: Story = {
  ...given(() => scenarios.teamAction.empty()),
  play: async () => {
    const priya = await rowOf('Priya Shah');
    await userEvent.click(priya.getByRole('button', { name: 'Reset link' }));
    const confirm = within(
      await page().findByRole('dialog', { name: 'Confirm your password' }, { timeout: 8000 }),
    );
    await waitFor(() =>
      expect(confirm.getByText(/signs whoever follows it in as Priya Shah/)).toBeVisible(),
    );
    await userEvent.click(confirm.getByRole('button', { name: 'Make reset link' }));
    // In the error summary and under the field.
    await expect(
      (await confirm.findAllByText('Enter your password', {}, { timeout: 8000 })).length,
    ).toBeGreaterThan(0);
    await userEvent.type(confirm.getByLabelText(/Your password/), 'not-my-password');
    await userEvent.click(confirm.getByRole('button', { name: 'Make reset link' }));
    await expect(
      await confirm.findByText('That is not your password.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    await userEvent.clear(confirm.getByLabelText(/Your password/));
    await userEvent.type(confirm.getByLabelText(/Your password/), STORY_PASSWORD);
    await userEvent.click(confirm.getByRole('button', { name: 'Make reset link' }));
    const dialog = within(
      await page().findByRole('dialog', { name: 'Password reset link' }, { timeout: 8000 }),
    );
    await waitFor(() =>
      expect(
        (dialog.getByRole('textbox', { name: 'Password reset link' }) as HTMLInputElement).value,
      ).toContain('type=recovery'),
    );
  },
};
