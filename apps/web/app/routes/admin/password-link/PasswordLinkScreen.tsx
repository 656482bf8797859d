/**
 * Where a one-time link lands (issue 26): "Set your password" after an invitation, "Set a new
 * password" after a reset. The auth server redirects here with the session in the address's
 * fragment (GoTrue's implicit flow), which supabase-js picks up; a used or expired link
 * arrives as `#error_code=otp_expired` and shows "This link has expired".
 */
import {
  type NewPasswordValues,
  newPasswordDefaults,
  newPasswordSchema,
  teamCopy,
} from '@charitykit/content';
import { useAuth, useSetPassword } from '@charitykit/data';
import { Alert, Button, FormField, Stack, TextLink, toast, useZodForm } from '@charitykit/ui';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { passwordInput } from '../fields/passwordInput';
import { AdminForm } from '../scaffold/AdminForm';
import { AuthCard } from '../scaffold/AuthCard';
import { useFailure } from '../scaffold/failure';

/** The fragment the page was opened with, read before supabase-js clears it. */
export function linkErrorIn(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get('error_code') ?? params.get('error');
}

export interface PasswordLinkScreenProps {
  mode: 'invite' | 'recovery';
  /** The address's fragment when the page was opened. */
  landedWith: string;
}

export function PasswordLinkScreen({ mode, landedWith }: PasswordLinkScreenProps) {
  const { user, loading } = useAuth();
  const [linkError] = useState(() => linkErrorIn(landedWith));
  const heading = mode === 'invite' ? teamCopy.setPassword.title : teamCopy.resetPassword.title;
  const description =
    mode === 'invite' ? teamCopy.setPassword.description : teamCopy.resetPassword.description;

  if (linkError || (!loading && !user)) {
    return (
      <AuthCard title={teamCopy.expiredLink.title}>
        <ExpiredLink />
      </AuthCard>
    );
  }
  let body: ReactNode;
  if (loading || !user) {
    body = <p role="status">{teamCopy.setPassword.checking}</p>;
  } else {
    body = <NewPasswordForm mode={mode} heading={heading} />;
  }
  return (
    <AuthCard title={heading} description={description}>
      {body}
    </AuthCard>
  );
}

function ExpiredLink() {
  return (
    <Stack>
      <Alert tone="danger" announce="assertive">
        {teamCopy.expiredLink.description}
      </Alert>
      <TextLink href="/admin/forgot-password">{teamCopy.expiredLink.forgot}</TextLink>
      <TextLink href="/admin/auth">{teamCopy.forgotPassword.backToSignIn}</TextLink>
    </Stack>
  );
}

function NewPasswordForm({ mode, heading }: { mode: 'invite' | 'recovery'; heading: string }) {
  const form = useZodForm(newPasswordSchema, { defaultValues: newPasswordDefaults });
  const setPassword = useSetPassword();
  const navigate = useNavigate();
  const { failure, attempt } = useFailure();
  const submit = async (values: NewPasswordValues) => {
    const done = await attempt(() => setPassword.mutateAsync({ password: values.password }));
    if (!done) return;
    if (mode === 'recovery') toast.success(teamCopy.resetPassword.saved);
    navigate('/admin', { replace: true });
  };
  return (
    <AdminForm form={form} failure={failure} onSubmit={submit} label={heading} id="new-password">
      <FormField control={form.control} name="password">
        {passwordInput(teamCopy.setPassword.password, 'new-password')}
      </FormField>
      <FormField control={form.control} name="confirm">
        {passwordInput(teamCopy.setPassword.confirm, 'new-password')}
      </FormField>
      <Button
        type="submit"
        fullWidth
        busy={form.formState.isSubmitting}
        busyLabel={teamCopy.setPassword.submitting}
      >
        {mode === 'invite' ? teamCopy.setPassword.submit : teamCopy.resetPassword.submit}
      </Button>
    </AdminForm>
  );
}
