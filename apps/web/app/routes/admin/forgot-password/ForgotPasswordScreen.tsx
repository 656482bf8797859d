/**
 * /admin/forgot-password ("Forgot your password?"): e-mails a link to "Set a new password".
 * The answer is the same whether or not the address has an account.
 */
import {
  type ForgotPasswordValues,
  forgotPasswordDefaults,
  forgotPasswordSchema,
  teamCopy,
} from '@charitykit/content';
import { useRequestPasswordReset } from '@charitykit/data';
import { Alert, Button, FormField, TextField, TextLink, useZodForm } from '@charitykit/ui';
import { useState } from 'react';
import { AdminForm } from '../scaffold/AdminForm';
import { AuthCard } from '../scaffold/AuthCard';
import { useFailure } from '../scaffold/failure';

const copy = teamCopy.forgotPassword;

export function ForgotPasswordScreen() {
  const form = useZodForm(forgotPasswordSchema, { defaultValues: forgotPasswordDefaults });
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const { failure, attempt } = useFailure();
  const submit = async (values: ForgotPasswordValues) => {
    const done = await attempt(() =>
      request.mutateAsync({
        email: values.email,
        redirectTo: `${window.location.origin}/admin/reset-password`,
      }),
    );
    if (done) setSent(true);
  };
  return (
    <AuthCard title={copy.title} description={copy.description}>
      {sent ? (
        <Alert tone="success" announce="polite">
          {copy.sent}
        </Alert>
      ) : (
        <AdminForm
          form={form}
          failure={failure}
          onSubmit={submit}
          label={copy.title}
          id="forgot-password"
        >
          <FormField control={form.control} name="email">
            {(field) => (
              <TextField
                {...field}
                label={copy.email}
                type="email"
                autoComplete="email"
                inputMode="email"
                isRequired
              />
            )}
          </FormField>
          <Button
            type="submit"
            fullWidth
            busy={form.formState.isSubmitting}
            busyLabel={copy.submitting}
          >
            {copy.submit}
          </Button>
        </AdminForm>
      )}
      <TextLink href="/admin/auth">{copy.backToSignIn}</TextLink>
    </AuthCard>
  );
}
