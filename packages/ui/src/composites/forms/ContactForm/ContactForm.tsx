'use client';

import {
  CONTACT_LIMITS,
  type ContactFormData,
  type ContactFormValues,
  contactFormDefaults,
  contactFormLabels,
  type FieldErrors,
  messages,
} from '@charitykit/content';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/Button/Button';
import { ErrorSummary } from '../../../components/ErrorSummary/ErrorSummary';
import type { HeadingLevel } from '../../../components/Heading/Heading';
import { Text } from '../../../components/Text/Text';
import { TextArea } from '../../../components/TextArea/TextArea';
import { TextField } from '../../../components/TextField/TextField';
import { FormHeader } from '../shared/FormHeader';
import { errorList, finishText, typeText, withoutError } from '../shared/formState';
import * as styles from '../shared/forms.css';
import {
  type ContactField,
  type ContactFormSchema,
  checkContactForm,
  contactFields,
} from './contactFormState';

/** Every word the form shows besides the rule's messages; a charity may reword any of them. */
export interface ContactFormLabels {
  name: string;
  email: string;
  subject: string;
  message: string;
  submit: string;
  /** The submit button while a slow handler runs. */
  submitting: string;
  errorSummaryTitle: string;
}

export const defaultContactFormLabels: ContactFormLabels = contactFormLabels;

export interface ContactFormProps {
  /**
   * Receives the cleaned, valid values. Decision 4: the app decides where they go; by default
   * they are only logged to the console and nothing is sent.
   */
  onSubmit?: (values: ContactFormData) => void | Promise<void>;
  /** The form's heading; `null` for none. */
  title?: ReactNode;
  headingLevel?: HeadingLevel;
  /** Text under the heading. */
  description?: ReactNode;
  labels?: Partial<ContactFormLabels>;
  /** The rule; the content package's (spec section 5) unless a charity has its own. */
  schema?: ContactFormSchema;
  /** Shown after a valid submit (e.g. when to expect a reply); nothing when not given. */
  successMessage?: ReactNode;
  /** Shown when `onSubmit` throws or rejects; the fields keep what was typed. */
  failureMessage?: string;
}

const logValues = (values: ContactFormData) => console.log(values);

const maxLength: Partial<Record<ContactField, number>> = {
  name: CONTACT_LIMITS.name.max,
  email: CONTACT_LIMITS.email.max,
};

/**
 * The "Send Us a Message" form (spec sections 4 and 5). Text is cleaned as it is typed and
 * trimmed on leaving a field (decision 3). A failed submit shows each field's message and an
 * error summary that takes focus; typing in a field clears its message. A valid submit hands
 * the values to `onSubmit` and clears the fields.
 */
export function ContactForm({
  onSubmit = logValues,
  title = 'Send Us a Message',
  headingLevel = 2,
  description,
  labels: labelOverrides,
  schema,
  successMessage,
  failureMessage = messages.volunteerFailed,
}: ContactFormProps) {
  const labels = { ...defaultContactFormLabels, ...labelOverrides };
  const id = useId();
  const fieldId = (field: ContactField) => `${id}-${field}`;
  const [values, setValues] = useState<ContactFormValues>(contactFormDefaults);
  const [errors, setErrors] = useState<FieldErrors<ContactFormValues>>({});
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);

  function fieldProps(field: ContactField) {
    return {
      id: fieldId(field),
      name: field,
      label: labels[field],
      isRequired: true,
      maxLength: maxLength[field],
      value: values[field],
      errorMessage: errors[field],
      onChange: (raw: string) => {
        setValues((current) => typeText(current, field, raw));
        setErrors((current) => withoutError(current, field));
        setOutcome(null);
      },
      onBlur: () => setValues((current) => finishText(current, field)),
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const check = checkContactForm(values, schema);
    setValues(check.values);
    if (!check.valid) {
      setErrors(check.errors);
      setFailedSubmits((count) => count + 1);
      setOutcome(null);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(check.data);
      setValues(contactFormDefaults);
      setOutcome('sent');
    } catch {
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  }

  const titleId = `${id}-title`;
  const summary = errorList(errors, contactFields).map(({ field, message }) => ({
    fieldId: fieldId(field),
    message,
  }));
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby={title ? titleId : undefined}
    >
      <FormHeader
        title={title}
        titleId={titleId}
        description={description}
        headingLevel={headingLevel}
      />
      <ErrorSummary title={labels.errorSummaryTitle} errors={summary} focusKey={failedSubmits} />
      <div className={styles.fields}>
        <div className={styles.pair}>
          <TextField {...fieldProps('name')} autoComplete="name" />
          <TextField {...fieldProps('email')} type="email" autoComplete="email" />
        </div>
        <TextField {...fieldProps('subject')} />
        <TextArea {...fieldProps('message')} rows={6} />
      </div>
      <div className={styles.actions}>
        <div role="status">
          {outcome === 'sent' && successMessage ? (
            <Text tone="success">{successMessage}</Text>
          ) : null}
        </div>
        <div role="alert">
          {outcome === 'failed' ? <Text tone="danger">{failureMessage}</Text> : null}
        </div>
        <div>
          <Button type="submit" busy={busy} busyLabel={labels.submitting}>
            {labels.submit}
          </Button>
        </div>
      </div>
    </form>
  );
}
