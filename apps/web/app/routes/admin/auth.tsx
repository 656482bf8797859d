import { adminCopy, messages, signInDefaults, signInSchema } from '@charitykit/content';
import { useAuth } from '@charitykit/data';
import {
  Alert,
  Button,
  Card,
  Form,
  FormField,
  Heading,
  Stack,
  Text,
  TextField,
  TextLink,
  toast,
  useZodForm,
} from '@charitykit/ui';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { AdminLoading } from './shared/AdminLoading';
import * as styles from './shared/admin.css';
import { IDLE_PARAM, REDIRECT_PARAM, safeAdminRedirect } from './shared/redirect';

const copy = adminCopy.signIn;

export function meta() {
  return [{ title: copy.title }, { name: 'robots', content: 'noindex' }];
}

/**
 * /admin/auth: e-mail and password, "Signing In..." while busy, the spec's messages on failure.
 * Once signed in (now or already) the person goes where they wanted, or to the dashboard.
 */
export default function SignInScreen() {
  const { user, loading, signIn } = useAuth();
  const [params] = useSearchParams();
  const target = safeAdminRedirect(params.get(REDIRECT_PARAM));
  const form = useZodForm(signInSchema, { defaultValues: signInDefaults });
  const [failure, setFailure] = useState<string | null>(null);
  const submitting = form.formState.isSubmitting;

  if (user && !loading) return <Navigate to={target} replace />;
  if (loading && !submitting && !form.formState.isSubmitSuccessful) return <AdminLoading />;

  const onSubmit = async (values: { email: string; password: string }) => {
    setFailure(null);
    const { error } = await signIn(values.email, values.password);
    if (error) {
      const message = messages.signInError(error.message);
      setFailure(message);
      toast.error(message);
      return;
    }
    toast.success(messages.signedIn);
  };

  return (
    <div className={styles.centered}>
      <main className={styles.authCard}>
        <Card variant="elevated" padding="large">
          <Stack>
            <Stack gap="xxsmall">
              <Heading level={1} size="xlarge">
                {copy.heading}
              </Heading>
              <Text tone="muted">{copy.description}</Text>
            </Stack>
            {params.has(IDLE_PARAM) && !failure ? (
              <Alert tone="info">{adminCopy.idle.signedOut}</Alert>
            ) : null}
            {failure ? <Alert tone="danger">{failure}</Alert> : null}
            <Form
              form={form}
              summaryTitle={adminCopy.errorSummaryTitle}
              onSubmit={onSubmit}
              aria-label={copy.heading}
              id="sign-in"
            >
              <FormField control={form.control} name="email">
                {(field) => (
                  <TextField
                    {...field}
                    label={copy.email}
                    type="email"
                    autoComplete="username"
                    inputMode="email"
                    isRequired
                  />
                )}
              </FormField>
              <FormField control={form.control} name="password">
                {(field) => (
                  <TextField
                    {...field}
                    label={copy.password}
                    type="password"
                    autoComplete="current-password"
                    isRequired
                  />
                )}
              </FormField>
              <Button type="submit" fullWidth busy={submitting} busyLabel={copy.submitting}>
                {copy.submit}
              </Button>
            </Form>
            <TextLink href="/">{copy.backToSite}</TextLink>
          </Stack>
        </Card>
      </main>
    </div>
  );
}
