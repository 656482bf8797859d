/**
 * The 6-digit code of an authenticator app (issue 38, item 6), to finish setting up two-factor
 * sign-in or to sign in with it. No form library, so the code step after sign-in stays small. A
 * wrong code is the field's own error, in the error summary that takes focus, so it is announced.
 */
import { adminCopy, normaliseTotpCode, totpCodeError, twoFactorCopy } from '@charitykit/content';
import { Button, FormErrorSummary, FormShell, fieldId, TextField, useFormId } from '@charitykit/ui';
import { useState } from 'react';

const copy = twoFactorCopy.code;

export interface CodeFormProps {
  /** The form's id (and its fields' prefix). */
  id: string;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  busyLabel: string;
  /** Checks the code; resolves with the message to show when it was refused, else null. */
  onCode: (code: string) => Promise<string | null>;
  /** Above the submit button, e.g. Cancel. */
  secondaryAction?: React.ReactNode;
}

export function CodeForm({
  id,
  label,
  submitLabel,
  busyLabel,
  onCode,
  secondaryAction,
}: CodeFormProps) {
  const formId = useFormId(id);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [busy, setBusy] = useState(false);

  const fail = (message: string) => {
    setError(message);
    setFailedSubmits((count) => count + 1);
  };

  const onSubmit = async () => {
    if (busy) return;
    const invalid = totpCodeError(code);
    if (invalid) return fail(invalid);
    setBusy(true);
    try {
      const refused = await onCode(normaliseTotpCode(code));
      if (refused) {
        // A code is spent once tried: clear it for the next one the app shows.
        setCode('');
        fail(refused);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormShell
      id={formId}
      errors={{ code: error }}
      failedSubmits={failedSubmits}
      summaryTitle={adminCopy.errorSummaryTitle}
      errorSummary={<FormErrorSummary />}
      onSubmit={onSubmit}
      aria-label={label}
      method="post"
    >
      <TextField
        id={fieldId(formId, 'code')}
        name="code"
        label={copy.label}
        description={copy.hint}
        value={code}
        errorMessage={error}
        onChange={(value) => {
          setCode(value);
          setError(undefined);
        }}
        autoComplete="one-time-code"
        inputMode="numeric"
        // Room for an app's "123 456" spacing.
        maxLength={7}
        isRequired
      />
      <Button type="submit" fullWidth busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </Button>
      {secondaryAction}
    </FormShell>
  );
}

/** A refused code in the person's words; any other failure in the service's. */
export function codeRefusal(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code === 'mfa_verification_failed' || code === 'mfa_challenge_expired') {
    return twoFactorCopy.signIn.wrongCode;
  }
  return message ?? String(error);
}
