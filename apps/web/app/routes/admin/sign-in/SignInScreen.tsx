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
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { IDLE_PARAM, REDIRECT_PARAM, safeAdminRedirect } from '../layout/redirect';
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
 *
 * The server renders it (issue 36): the form is in the first HTML, while the session is still
 * being checked, and a person already signed in is sent on once the check answers. Signing in
 * takes the auth client, which is script, so the Sign In button is enabled once the page's
 * script runs; without JavaScript the page says it is needed. What was typed before then is kept.
 * The client itself loads as the person starts the form (or at once when a session may be stored).
 */
export interface SignInScreenProps {
  /**
   * A person has started the form: the route loads the auth client then, so Sign In answers
   * without a wait.
   */
  onStart?: () => void;
}

export function SignInScreen({ onStart }: SignInScreenProps = {}) {
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
  const [running, setRunning] = useState(false);

  // Hydration keeps what the fields show but not in state: take what was typed before it.
  useEffect(() => {
    const typed = (name: keyof SignInValues) =>
      (document.getElementById(fieldId(formId, name)) as HTMLInputElement | null)?.value ?? '';
    const early = { email: typed('email'), password: typed('password') };
    if (early.email || early.password) {
      setValues((current) => ({ ...current, ...early }));
      onStart?.();
    }
    setRunning(true);
  }, [formId, onStart]);

  if (user && !loading) return <Navigate to={target} replace />;

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
      <noscript>
        <Alert tone="info">{copy.scriptRequired}</Alert>
      </noscript>
      <FailureAlert failure={failure} />
      <FormShell
        id={formId}
        errors={errors}
        failedSubmits={failedSubmits}
        summaryTitle={adminCopy.errorSummaryTitle}
        errorSummary={<FormErrorSummary />}
        onSubmit={onSubmit}
        aria-label={copy.heading}
        // Never `get`: a press before the script runs must not put the password in the address.
        method="post"
        onFocus={onStart}
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
        <Button
          type="submit"
          fullWidth
          disabled={!running}
          busy={submitting || succeeded}
          busyLabel={copy.submitting}
        >
          {copy.submit}
        </Button>
      </FormShell>
      <TextLink href={forgotPasswordLink.href}>{forgotPasswordLink.label}</TextLink>
      <TextLink href="/">{copy.backToSite}</TextLink>
    </AuthCard>
  );
}
