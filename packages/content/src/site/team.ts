/**
 * The words of team accounts (issue 26): the Team screen, invitations, password reset and
 * Your profile. The quoted labels of the issue are written here exactly as it quotes them.
 */

export const teamCopy = {
  team: {
    title: 'Team',
    description: 'Who can sign in to the admin area, and what they may do.',
    tableCaption: 'Team members',
    columns: {
      name: 'Name',
      email: 'E-mail',
      role: 'Role',
      lastSignIn: 'Last sign-in',
      actions: 'Actions',
    },
    never: 'Never',
    pending: 'Invitation pending',
    you: '(you)',
    loadFailed: 'The team could not be loaded.',
    empty: 'Nobody else yet',
    emptyDescription: 'Invite a colleague to help run the site.',
    invite: 'Invite',
    changeRole: 'Change role',
    removeAccess: 'Remove access',
    resetLink: 'Reset link',
    actionsFor: (name: string) => `Actions for ${name}`,
    lastAdmin: 'The last admin cannot be demoted or removed.',
  },
  inviteDialog: {
    title: 'Invite',
    email: 'E-mail',
    fullName: 'Name',
    fullNameHint: 'Optional: how the colleague is shown in the team list.',
    role: 'Role',
    submit: 'Invite',
    submitting: 'Inviting…',
    cancel: 'Cancel',
    sent: (email: string) => `Invitation sent to ${email}.`,
    linkTitle: 'Invitation link',
    linkDescription:
      'No e-mail is set up on this server, so send this link to your colleague yourself. It works once and expires in 1 hour; it is not shown again.',
    resetLinkTitle: 'Password reset link',
    resetSent: (email: string) => `A password reset link has been e-mailed to ${email}.`,
    resetLinkDescription: (name: string) =>
      `Send this link to ${name}. It works once and expires in 1 hour; it is not shown again.`,
    copy: 'Copy link',
    copied: 'Link copied',
    done: 'Done',
    emailRequired: 'Enter an e-mail address',
    emailInvalid: 'Enter an e-mail address in the correct format, like name@example.org',
  },
  roleDialog: {
    title: 'Change role',
    description: (name: string) => `Choose what ${name} may do.`,
    role: 'Role',
    save: 'Save role',
    saving: 'Saving…',
    cancel: 'Cancel',
    saved: (name: string, role: string) => `${name} is now an ${role.toLowerCase()}.`,
    roleHelp: {
      admin: 'Admins also manage the team and the site settings.',
      editor: 'Editors manage pages and media.',
    },
  },
  /** Before a reset link for another admin is shown (no e-mail set up). */
  confirmPasswordDialog: {
    title: 'Confirm your password',
    description: (name: string) =>
      `The link signs whoever follows it in as ${name}, an admin. Enter your own password to make it.`,
    password: 'Your password',
    passwordRequired: 'Enter your password',
    submit: 'Make reset link',
    submitting: 'Checking…',
    cancel: 'Cancel',
  },
  removeDialog: {
    title: 'Remove access',
    description: (name: string) =>
      `${name} will be signed out everywhere at once and can no longer sign in. The pages they wrote stay.`,
    confirm: 'Remove access',
    removing: 'Removing…',
    cancel: 'Cancel',
    removed: (name: string) => `${name} no longer has access.`,
  },
  setPassword: {
    title: 'Set your password',
    description: 'Choose a password to finish setting up your account.',
    password: 'New password',
    confirm: 'Confirm password',
    submit: 'Set password',
    submitting: 'Saving…',
    checking: 'Checking your link…',
  },
  resetPassword: {
    title: 'Set a new password',
    description: 'Choose a new password for your account.',
    submit: 'Save new password',
    saved: 'Your new password is saved.',
  },
  expiredLink: {
    title: 'This link has expired',
    description:
      'Links work once and for 1 hour. Ask an admin for a new invitation, or request a new password reset link.',
    forgot: 'Request a new link',
  },
  forgotPassword: {
    title: 'Forgot your password?',
    description:
      'Enter your staff e-mail address and we will send you a link to set a new password.',
    email: 'Email',
    submit: 'Send reset link',
    submitting: 'Sending…',
    sent: 'If that address has an account, a link to set a new password is on its way. It works once and expires in 1 hour.',
    backToSignIn: 'Back to sign in',
  },
  profile: {
    title: 'Your profile',
    description: 'Your name as colleagues see it, your password and where you are signed in.',
    nameSection: 'Name',
    fullName: 'Full name',
    saveName: 'Save name',
    nameSaved: 'Your name is saved.',
    passwordSection: 'Password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    savePassword: 'Change password',
    passwordSaved:
      'Your password is changed. You stay signed in here; other devices are signed out.',
    sessionsSection: 'Sessions',
    sessionsDescription: 'Signs you out on every device and browser, this one included.',
    signOutEverywhere: 'Sign out everywhere',
    email: 'E-mail',
    role: 'Role',
  },
  passwordRules: {
    tooShort: 'Password must be at least 8 characters',
    mismatch: 'The passwords do not match',
    nameRequired: 'Enter your name',
    currentRequired: 'Enter your current password',
  },
} as const;
