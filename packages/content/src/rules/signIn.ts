import { z } from 'zod';
import { cleanSignIn, type SignInData, signInErrors } from './signInChecks';

/**
 * The admin sign-in form as a zod schema, for react-hook-form and server code: it runs
 * `signInErrors` (the one statement of the rules) and gives the cleaned values.
 */
export const signInSchema = z
  .object({ email: z.string(), password: z.string() })
  .transform((values, ctx): SignInData => {
    const errors = signInErrors(values);
    for (const field of ['email', 'password'] as const) {
      const message = errors[field];
      if (message)
        ctx.issues.push({ code: 'custom', message, path: [field], input: values[field] });
    }
    return ctx.issues.length > 0 ? z.NEVER : cleanSignIn(values);
  });
