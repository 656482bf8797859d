import { mailingList, type SignUpValues } from '@charitykit/content';
import {
  Button,
  ErrorSummary,
  type FormPostResult,
  Stack,
  Text,
  TextField,
  TextLink,
} from '@charitykit/ui';
import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { Honeypot } from './form-extras';

const FIELD_IDS = { email: 'sign-up-email', firstName: 'sign-up-first-name' } as const;

/**
 * The Stay Connected sign-up (issue 37): a post to /subscribe's action, sent by the browser
 * itself without JavaScript and by React Router's form with it (no reload). Shows the action's
 * answer: every message at once with an error summary, a failure with what was typed kept, or,
 * on /subscribe/sent where a stored sign-up lands, the same "check your email" for every valid
 * address.
 */
export function SignUpForm({ result }: { result: FormPostResult<SignUpValues> | undefined }) {
  const busy = useNavigation().state === 'submitting';
  const sentRef = useRef<HTMLParagraphElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (result?.status === 'sent') sentRef.current?.focus();
  }, [result]);
  if (result?.status === 'sent') {
    return (
      <p ref={sentRef} role="status" tabIndex={-1}>
        {mailingList.sent.message}
      </p>
    );
  }
  const values: SignUpValues | undefined = result?.values;
  const errors = result?.status === 'invalid' ? result.errors : {};
  const summary = (Object.keys(errors) as (keyof SignUpValues)[]).map((field) => ({
    fieldId: FIELD_IDS[field],
    message: errors[field] ?? '',
  }));
  return (
    <Form method="post" action={mailingList.path} noValidate>
      <Stack gap="medium">
        {summary.length ? (
          <ErrorSummary errors={summary} focusKey={JSON.stringify(errors)} />
        ) : null}
        {result?.status === 'failed' ? <p role="alert">{result.message}</p> : null}
        <TextField
          id={FIELD_IDS.email}
          name="email"
          type="email"
          autoComplete="email"
          label={mailingList.emailLabel}
          isRequired
          defaultValue={values?.email ?? ''}
          errorMessage={errors.email}
        />
        <TextField
          id={FIELD_IDS.firstName}
          name="firstName"
          autoComplete="given-name"
          label={mailingList.firstNameLabel}
          maxLength={50}
          defaultValue={values?.firstName ?? ''}
          errorMessage={errors.firstName}
        />
        <Honeypot inputRef={honeypotRef} />
        <Text tone="muted">
          {mailingList.consentText}{' '}
          <TextLink href={mailingList.privacyHref}>{mailingList.privacyLink}</TextLink>
        </Text>
        <div>
          <Button type="submit" busy={busy} busyLabel={mailingList.submitting}>
            {mailingList.submit}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
