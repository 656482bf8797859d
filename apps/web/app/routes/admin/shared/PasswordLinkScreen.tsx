/**
 * Where a one-time link lands (issue 26): "Set your password" after an invitation, "Set a new
 * password" after a reset. The auth server redirects here with the session in the address's
 * fragment (GoTrue's implicit flow), which supabase-js picks up; a used or expired link
 * arrives as `#error_code=otp_expired` and shows "This link has expired".
 */
import {
  adminCopy,
  type NewPasswordValues,
  newPasswordDefaults,
  newPasswordSchema,
  teamCopy,
} from '@charitykit/content';
import { useAuth, useSetPassword } from '@charitykit/data';
import {
  Alert,
  Button,
  Card,
  Form,
  FormField,
  Heading,
  Stack,
  Text,
  TextLink,
  toast,
  useZodForm,
} from '@charitykit/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import * as styles from './admin.css';
import { passwordInput } from './passwordInput';

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

  let body: React.ReactNode;
  if (linkError || (!loading && !user)) {
    body = <ExpiredLink />;
  } else if (loading || !user) {
    body = <p role="status">{teamCopy.setPassword.checking}</p>;
  } else {
    body = <NewPasswordForm mode={mode} heading={heading} />;
  }
  return (
    <div className={styles.centered}>
      <main className={styles.authCard}>
        <Card variant="elevated" padding="large">
          <Stack>
            <Stack gap="xxsmall">
              <Heading level={1} size="xlarge">
                {linkError || (!loading && !user) ? teamCopy.expiredLink.title : heading}
              </Heading>
              {linkError || (!loading && !user) ? null : <Text tone="muted">{description}</Text>}
            </Stack>
            {body}
          </Stack>
        </Card>
      </main>
    </div>
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
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (values: NewPasswordValues) => {
    setFailure(null);
    try {
      await setPassword.mutateAsync({ password: values.password });
      if (mode === 'recovery') toast.success(teamCopy.resetPassword.saved);
      navigate('/admin', { replace: true });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Stack>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <Form
        form={form}
        summaryTitle={adminCopy.errorSummaryTitle}
        onSubmit={submit}
        aria-label={heading}
        id="new-password"
      >
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
      </Form>
    </Stack>
  );
}
