/**
 * The words of staff two-factor sign-in (issue 38, item 6): setting it up on Your profile, the
 * code asked after the password, the setting that requires it of admins, and the screen an admin
 * without it sees when it is required.
 */

/** A TOTP code as authenticator apps show it: six digits (spaces typed between groups allowed). */
export const TOTP_CODE_LENGTH = 6;

/** The code as typed, without the spaces an app shows between its groups of three. */
export function normaliseTotpCode(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** The code field's message, or null when the code is six digits. */
export function totpCodeError(typed: string): string | null {
  const code = normaliseTotpCode(typed);
  if (code === '') return twoFactorCopy.code.required;
  return /^\d{6}$/.test(code) ? null : twoFactorCopy.code.invalid;
}

export const twoFactorCopy = {
  code: {
    label: 'Code from your authenticator app',
    hint: 'The 6-digit code your app shows for this site. It changes every 30 seconds.',
    required: 'Enter the 6-digit code from your authenticator app',
    invalid: 'The code must be 6 digits',
  },
  profile: {
    section: 'Two-factor sign-in',
    description:
      'After your password, sign-in also asks for a code from an authenticator app on your phone, so a stolen password is not enough to get in.',
    on: 'On',
    off: 'Off',
    stateLabel: 'Two-factor sign-in',
    onSince: (date: string) => `Set up on ${date}.`,
    setUp: 'Set up two-factor sign-in',
    starting: 'Starting…',
    turnOff: 'Turn off two-factor sign-in',
    loadFailed: 'Your two-factor sign-in could not be checked.',
    turnedOn: 'Two-factor sign-in is on. Sign-in will ask for a code from your app.',
    turnedOff: 'Two-factor sign-in is off.',
    requiredForAdmins:
      'Two-factor sign-in is required for admins on this site, so it cannot be turned off while you are an admin.',
  },
  enrol: {
    step1:
      '1. Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password).',
    qrAlt: (secret: string) =>
      `QR code to add this site to an authenticator app. If you cannot scan it, enter the setup key instead: ${secret}`,
    cannotScan: 'Cannot scan it? Enter this setup key in the app instead:',
    secretLabel: 'Setup key',
    step2: '2. Enter the 6-digit code the app now shows, to check it works.',
    confirm: 'Confirm and turn on',
    confirming: 'Checking…',
    cancel: 'Cancel',
    cancelled: 'Two-factor sign-in was not set up.',
  },
  turnOffDialog: {
    title: 'Turn off two-factor sign-in?',
    description:
      'Sign-in will ask for your password only. Anyone who learns your password could then sign in as you.',
    confirm: 'Turn off',
    turningOff: 'Turning off…',
    cancel: 'Keep it on',
  },
  signIn: {
    title: 'Enter your code',
    heading: 'Two-factor sign-in',
    description: 'Open your authenticator app and enter the 6-digit code it shows for this site.',
    submit: 'Verify',
    submitting: 'Verifying...',
    wrongCode: 'That code is not right or has expired. Enter the code your app shows now.',
    signOut: 'Sign in as someone else',
  },
  required: {
    title: 'Set up two-factor sign-in',
    description:
      'This site requires admins to use two-factor sign-in. Set it up now to continue to the admin area.',
    signOut: 'Sign out',
  },
  setting: {
    section: 'Sign-in Security',
    label: 'Require two-factor sign-in for admins',
    hint: 'Admins without it are asked to set it up before they reach the admin area. Editors may still choose it on Your profile.',
    needsYours:
      'Set up two-factor sign-in on Your profile first: only an admin who uses it can require it of others.',
    saved: 'Sign-in security updated successfully',
    loadFailed: 'The sign-in security setting could not be loaded.',
  },
} as const;
