import {
  adminCopy,
  type FieldErrors,
  forgotPasswordLink,
  messages,
  type SignInValues,
  signInDefaults,
  signInErrors,
} from '@charitykit/content';
import { useAuth } from '@charitykit/data';
import {
  Alert,
  Button,
  FormErrorSummary,
  FormShell,
  fieldId,
  TextField,
  TextLink,
  toast,
  useFormId,
} from '@charitykit/ui';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { IDLE_PARAM, REDIRECT_PARAM, safeAdminRedirect } from '../layout/redirect';
import { AdminLoading } from '../scaffold/AdminLoading';
import { AuthCard } from '../scaffold/AuthCard';
import { FailureAlert, useFailure } from '../scaffold/failure';

const copy = adminCopy.signIn;

/**
 * /admin/auth: e-mail and password, "Signing In..." while busy, the spec's messages on failure.
 * Once signed in (now or already) the person goes where they wanted, or to the dashboard.
 *
 * This is the back-office's first load, so the form keeps its state in React and checks with
 * content's zod-free `signInErrors`: neither zod nor react-hook-form loads before anyone signs
 * in (issue 22).
 */
export function SignInScreen() {
  const { user, loading, signIn } = useAuth();
  const [params] = useSearchParams();
  const target = safeAdminRedirect(params.get(REDIRECT_PARAM));
  const formId = useFormId('sign-in');
  const [values, setValues] = useState<SignInValues>(signInDefaults);
  const [errors, setErrors] = useState<FieldErrors<SignInValues>>({});
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const { failure, setFailure } = useFailure();

  if (user && !loading) return <Navigate to={target} replace />;
  if (loading && !submitting && !succeeded) return <AdminLoading />;

  /** A field's props: its value, its message, and editing clears that message. */
  const field = (name: keyof SignInValues) => ({
    id: fieldId(formId, name),
    name,
    value: values[name],
    errorMessage: errors[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    },
  });

  const onSubmit = async () => {
    if (submitting) return;
    const found = signInErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailedSubmits((count) => count + 1);
      return;
    }
    setFailure(null);
    setSubmitting(true);
    try {
      const { error } = await signIn(values.email.trim(), values.password);
      if (error) {
        const message = messages.signInError(error.message);
        setFailure(message);
        toast.error(message);
        return;
      }
      setSucceeded(true);
      toast.success(messages.signedIn);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={copy.heading} description={copy.description}>
      {params.has(IDLE_PARAM) && !failure ? (
        <Alert tone="info">{adminCopy.idle.signedOut}</Alert>
      ) : null}
      <FailureAlert failure={failure} />
      <FormShell
        id={formId}
        errors={errors}
        failedSubmits={failedSubmits}
        summaryTitle={adminCopy.errorSummaryTitle}
        errorSummary={<FormErrorSummary />}
        onSubmit={onSubmit}
        aria-label={copy.heading}
      >
        <TextField
          {...field('email')}
          label={copy.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          isRequired
        />
        <TextField
          {...field('password')}
          label={copy.password}
          type="password"
          autoComplete="current-password"
          isRequired
        />
        <Button type="submit" fullWidth busy={submitting} busyLabel={copy.submitting}>
          {copy.submit}
        </Button>
      </FormShell>
      <TextLink href={forgotPasswordLink.href}>{forgotPasswordLink.label}</TextLink>
      <TextLink href="/">{copy.backToSite}</TextLink>
    </AuthCard>
  );
}
