/**
 * The user behind generate_link `signup` (and `magiclink` for an address with no account,
 * which GoTrue's GenerateLink turns into a signup link with a generated password), as GoTrue
 * makes it: a new unconfirmed user with the given password, or the existing unconfirmed one
 * with its metadata updated; a confirmed address is GoTrue's `email_exists`. Sign-ups being
 * off does not stop it: the admin API is not a sign-up, in GoTrue as here.
 */

import type { AuthDeps } from '../context.js';
import { emailExists, userNotFound, validationFailed } from '../errors.js';
import { validatePassword } from '../passwords.js';
import { createUser, findUserByEmail, findUserById, type UserRow, updateUser } from '../users.js';

export async function signupLinkUser(
  deps: AuthDeps,
  email: string,
  password: string | undefined,
  data: Record<string, unknown> | undefined,
  generatedPassword = false,
): Promise<UserRow> {
  const existing = await findUserByEmail(deps.db, email);
  if (existing) {
    if (existing.email_confirmed_at) throw emailExists();
    if (data) await updateUser(deps.db, existing.id, { userMetadata: data });
  } else if (!generatedPassword) {
    if (!password) throw validationFailed('Signup requires a valid password');
    validatePassword(password, deps.config.password);
  }
  const user =
    existing ??
    (await createUser(deps.db, {
      email,
      // A magic link's stand-in password is one nobody knows: none is stored at all.
      password: generatedPassword ? undefined : password,
      emailConfirm: false,
      userMetadata: data ?? {},
    }));
  await deps.db.query('update auth.users set confirmation_sent_at = now() where id = $1', [
    user.id,
  ]);
  const fresh = await findUserById(deps.db, user.id);
  if (!fresh) throw userNotFound();
  return fresh;
}
