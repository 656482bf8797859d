/**
 * generate_link types `email_change_current` and `email_change_new` (auth.admin.generateLink),
 * as GoTrue's adminGenerateLink makes them: the user's pending change to `new_email` is
 * stored, and the code and link for one side of it handed back, nothing sent. The current
 * address's link exists only with `double_confirm_changes`, as GoTrue refuses it otherwise.
 */
import { type AuthDeps, optionalString, validEmail } from './context.js';
import { authError, emailExists, validationFailed } from './errors.js';
import { type Issued, issue } from './one-time.js';
import { findUserByEmail, findUserById, type UserRow } from './users.js';

export type EmailChangeLinkType = 'email_change_current' | 'email_change_new';

/** The user with the change pending, and the code and link of the side asked for. */
export async function emailChangeLink(
  deps: AuthDeps,
  body: Record<string, unknown>,
  email: string,
  type: EmailChangeLinkType,
): Promise<{ user: UserRow; link: Issued }> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw authError(404, 'user_not_found', 'User with this email not found');
  if (type === 'email_change_current' && !deps.config.email.doubleConfirmChanges) {
    throw validationFailed('Enable secure email change to generate link for current email');
  }
  const newEmail = validEmail(optionalString(body.new_email, 'new_email'));
  const holder = await findUserByEmail(deps.db, newEmail);
  if (holder && holder.id !== user.id) throw emailExists();
  const link = await deps.db.transaction(async (tx) => {
    await tx.query(
      `update auth.users set email_change = $2, email_change_sent_at = now(),
              email_change_confirm_status = 0, updated_at = now()
        where id = $1`,
      [user.id, newEmail],
    );
    return issue(tx, deps.oneTime, {
      userId: user.id,
      address: type === 'email_change_current' ? email : newEmail,
      type:
        type === 'email_change_current' ? 'email_change_token_current' : 'email_change_token_new',
    });
  });
  return { user: (await findUserById(deps.db, user.id)) ?? user, link };
}
