import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  inviteDefaults,
  inviteSchema,
  newPasswordSchema,
} from './team';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('the team forms', () => {
  it('invites an editor by default, with a trimmed e-mail', () => {
    expect(inviteDefaults.role).toBe('editor');
    const parsed = inviteSchema.parse({ ...inviteDefaults, email: ' sam@example.org ' });
    expect(parsed).toEqual({ email: 'sam@example.org', fullName: '', role: 'editor' });
  });

  it('refuses an empty or malformed e-mail with the form’s words', () => {
    expect(messagesOf(inviteSchema.safeParse({ ...inviteDefaults }))).toContain(
      'Enter an e-mail address',
    );
    expect(messagesOf(forgotPasswordSchema.safeParse({ email: 'sam@' }))).toEqual([
      'Enter an e-mail address in the correct format, like name@example.org',
    ]);
  });

  it('asks for 8 characters, typed twice alike', () => {
    expect(
      messagesOf(newPasswordSchema.safeParse({ password: 'short', confirm: 'short' })),
    ).toEqual(['Password must be at least 8 characters']);
    expect(
      messagesOf(newPasswordSchema.safeParse({ password: 'long-enough', confirm: 'different' })),
    ).toEqual(['The passwords do not match']);
    expect(
      newPasswordSchema.safeParse({ password: 'long-enough', confirm: 'long-enough' }).success,
    ).toBe(true);
  });

  it('asks for the current password again when changing it', () => {
    expect(
      messagesOf(
        changePasswordSchema.safeParse({
          current: '',
          password: 'long-enough',
          confirm: 'long-enough',
        }),
      ),
    ).toEqual(['Enter your current password']);
  });
});
