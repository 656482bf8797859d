import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';
import { validationMessages } from './messages';

const m = validationMessages.signIn;

/**
 * The admin sign-in form. The e-mail is trimmed (a pasted address often carries a space);
 * the password is taken exactly as typed, since spaces may be part of it.
 */
export const signInSchema = z.object({
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: m.emailInvalid })),
  password: z.string().min(PASSWORD_MIN_LENGTH, { error: m.passwordTooShort }),
});

export type SignInValues = z.input<typeof signInSchema>;
export type SignInData = z.output<typeof signInSchema>;

export const signInDefaults: SignInValues = { email: '', password: '' };
