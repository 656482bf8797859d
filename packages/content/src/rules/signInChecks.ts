// Zod-free on purpose: the sign-in screen is the back-office's first load and checks with this
// alone, so it ships neither zod nor react-hook-form. `signInSchema` (signIn.ts) wraps these
// same checks for code that wants a schema.
import { PASSWORD_MIN_LENGTH } from './constants';
import { validationMessages } from './messages';
import { EMAIL_PATTERN } from './patterns';
import type { FieldErrors } from './validate';

/** The admin sign-in form's two fields. */
export interface SignInValues {
  email: string;
  password: string;
}

export type SignInData = SignInValues;

export const signInDefaults: SignInValues = { email: '', password: '' };

/**
 * The values as checked and used: the e-mail trimmed (a pasted address often carries a space);
 * the password exactly as typed, since spaces may be part of it.
 */
export function cleanSignIn(values: SignInValues): SignInData {
  return { email: values.email.trim(), password: values.password };
}

const m = validationMessages.signIn;

/** The sign-in checks: one message per failing field, in the form's order. */
export function signInErrors(values: SignInValues): FieldErrors<SignInValues> {
  const { email, password } = cleanSignIn(values);
  const errors: FieldErrors<SignInValues> = {};
  if (!EMAIL_PATTERN.test(email)) errors.email = m.emailInvalid;
  if (password.length < PASSWORD_MIN_LENGTH) errors.password = m.passwordTooShort;
  return errors;
}
