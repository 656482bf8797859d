/**
 * /admin/forgot-password ("Forgot your password?"): e-mails a link to "Set a new password".
 * The answer is the same whether or not the address has an account.
 */
import {
  adminCopy,
  type ForgotPasswordValues,
  forgotPasswordDefaults,
  forgotPasswordSchema,
  teamCopy,
} from '@charitykit/content';
import { useRequestPasswordReset } from '@charitykit/data';
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
  useZodForm,
} from '@charitykit/ui';
import { useState } from 'react';
import * as styles from './shared/admin.css';

const copy = teamCopy.forgotPassword;

export function meta() {
  return [{ title: copy.title }, { name: 'robots', content: 'noindex' }];
}

export default function ForgotPasswordScreen() {
  const form = useZodForm(forgotPasswordSchema, { defaultValues: forgotPasswordDefaults });
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (values: ForgotPasswordValues) => {
    setFailure(null);
    try {
      await request.mutateAsync({
        email: values.email,
        redirectTo: `${window.location.origin}/admin/reset-password`,
      });
      setSent(true);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <div className={styles.centered}>
      <main className={styles.authCard}>
        <Card variant="elevated" padding="large">
          <Stack>
            <Stack gap="xxsmall">
              <Heading level={1} size="xlarge">
                {copy.title}
              </Heading>
              <Text tone="muted">{copy.description}</Text>
            </Stack>
            {sent ? (
              <Alert tone="success" announce="polite">
                {copy.sent}
              </Alert>
            ) : (
              <>
                {failure ? <Alert tone="danger">{failure}</Alert> : null}
                <Form
                  form={form}
                  summaryTitle={adminCopy.errorSummaryTitle}
                  onSubmit={submit}
                  aria-label={copy.title}
                  id="forgot-password"
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
                  <Button
                    type="submit"
                    fullWidth
                    busy={form.formState.isSubmitting}
                    busyLabel={copy.submitting}
                  >
                    {copy.submit}
                  </Button>
                </Form>
              </>
            )}
            <TextLink href="/admin/auth">{copy.backToSignIn}</TextLink>
          </Stack>
        </Card>
      </main>
    </div>
  );
}
