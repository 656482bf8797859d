/**
 * The forms of team accounts (issue 26): invite, set a password (invitation, reset and your
 * profile), forgotten password and your name. Messages from site/team.ts.
 */
import { z } from 'zod';
import { teamCopy } from '../site/team';

const rules = teamCopy.passwordRules;

/** The auth server's minimum (config.toml minimum_password_length). */
export const NEW_PASSWORD_MIN_LENGTH = 8;
const invite = teamCopy.inviteDialog;

const email = z
  .string()
  .trim()
  .min(1, { error: invite.emailRequired })
  .pipe(z.email({ error: invite.emailInvalid }));

export const inviteSchema = z.object({
  email,
  fullName: z.string().trim().max(200),
  role: z.enum(['admin', 'editor']),
});
export type InviteValues = z.input<typeof inviteSchema>;
/** Editor by default: admins are made deliberately. */
export const inviteDefaults: InviteValues = { email: '', fullName: '', role: 'editor' };

/** Your own password, to confirm a reset link for another admin. */
export const confirmPasswordSchema = z.object({
  password: z.string().min(1, { error: teamCopy.confirmPasswordDialog.passwordRequired }),
});
export type ConfirmPasswordValues = z.input<typeof confirmPasswordSchema>;
export const confirmPasswordDefaults: ConfirmPasswordValues = { password: '' };

const newPassword = z.string().min(NEW_PASSWORD_MIN_LENGTH, { error: rules.tooShort });

/** A new password typed twice ("Set your password", "Set a new password"). */
export const newPasswordSchema = z
  .object({ password: newPassword, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { error: rules.mismatch, path: ['confirm'] });
export type NewPasswordValues = z.input<typeof newPasswordSchema>;
export const newPasswordDefaults: NewPasswordValues = { password: '', confirm: '' };

/** Your profile's password change: the current password is asked again. */
export const changePasswordSchema = z
  .object({
    current: z.string().min(1, { error: rules.currentRequired }),
    password: newPassword,
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { error: rules.mismatch, path: ['confirm'] });
export type ChangePasswordValues = z.input<typeof changePasswordSchema>;
export const changePasswordDefaults: ChangePasswordValues = {
  current: '',
  password: '',
  confirm: '',
};

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;
export const forgotPasswordDefaults: ForgotPasswordValues = { email: '' };

export const profileNameSchema = z.object({
  fullName: z.string().trim().min(1, { error: rules.nameRequired }).max(200),
});
export type ProfileNameValues = z.input<typeof profileNameSchema>;
