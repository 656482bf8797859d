import { describe, expect, it } from 'vitest';
import { signInSchema } from './signIn';
import { signInDefaults } from './signInChecks';
import { validateForm } from './validate';

describe('admin sign-in', () => {
  it.each([
    { email: 'admin@charity.org', password: '123456', errors: {} },
    { email: '  admin@charity.org ', password: 'secret!', errors: {} },
    {
      email: 'admin@charity.org',
      password: '12345',
      errors: { password: 'Password must be at least 6 characters' },
    },
    {
      email: 'admin@charity.org',
      password: '',
      errors: { password: 'Password must be at least 6 characters' },
    },
    { email: 'admin', password: '123456', errors: { email: 'Invalid email address' } },
    { email: 'admin@charity', password: '123456', errors: { email: 'Invalid email address' } },
    { email: 'ad min@charity.org', password: '123456', errors: { email: 'Invalid email address' } },
    {
      email: '',
      password: '',
      errors: {
        email: 'Invalid email address',
        password: 'Password must be at least 6 characters',
      },
    },
  ])('given $email / "$password", then the errors are $errors', ({ email, password, errors }) => {
    expect(validateForm(signInSchema, { email, password }).errors).toEqual(errors);
  });

  it('keeps the password exactly as typed and trims the e-mail', () => {
    expect(signInSchema.parse({ email: ' a@b.org ', password: ' pass word ' })).toEqual({
      email: 'a@b.org',
      password: ' pass word ',
    });
  });

  it('starts empty', () => {
    expect(signInDefaults).toEqual({ email: '', password: '' });
  });
});
