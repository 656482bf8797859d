'use client';

import {
  CONTACT_LIMITS,
  type ContactFormData,
  type ContactFormValues,
  contactFormDefaults,
  contactFormLabels,
} from '@charitykit/content';
import { type ReactNode, useState } from 'react';
import { Button } from '../../components/Button';
import { FormErrorSummary } from '../../components/Form/FormErrorSummary';
import { FormShell } from '../../components/Form/FormShell';
import { Text } from '../../components/Text';
import { TextArea } from '../../components/TextArea';
import { TextField } from '../../components/TextField';
import type { PublicFormProps } from '../forms/formProps';
import { useFormValues } from '../forms/formState';
import * as styles from '../forms/forms.css';
import { type ContactField, type ContactFormSchema, checkContactForm } from './contactFormState';

/**
 * Every word the form shows besides the rule's messages, one per key of the content package's
 * `contactFormLabels`; a charity may reword any of them (the heading and the failure message are
 * props of their own).
 */
export type ContactFormLabels = {
  readonly [Key in Exclude<keyof typeof contactFormLabels, 'title' | 'failure'>]: string;
};

export const defaultContactFormLabels: ContactFormLabels = contactFormLabels;

export interface ContactFormProps
  extends PublicFormProps<ContactFormData, ContactFormSchema, ContactFormLabels> {
  /** The form's heading; `null` for none. */
  title?: ReactNode;
  /** Text under the heading. */
  description?: ReactNode;
  /** Shown after a valid submit (e.g. when to expect a reply); nothing when not given. */
  successMessage?: ReactNode;
  /** Shown when `onSubmit` throws or rejects; the fields keep what was typed. */
  failureMessage?: string;
  /** Rendered inside the form after its fields (e.g. an app's hidden honeypot field). */
  extra?: ReactNode;
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
 * the values to `onSubmit` and clears the fields. Without JavaScript (or before it runs) the
 * browser posts it to `action`, and `postResult` shows the server's answer.
 */
export function ContactForm({
  onSubmit = logValues,
  title = contactFormLabels.title,
  headingLevel = 2,
  description,
  labels: labelOverrides,
  schema,
  successMessage,
  failureMessage = contactFormLabels.failure,
  extra,
  action,
  postResult,
}: ContactFormProps) {
  const labels = { ...defaultContactFormLabels, ...labelOverrides };
  const posted = postResult?.status;
  const [sent, setSent] = useState(posted === 'sent');
  const [failure, setFailure] = useState(postResult?.status === 'failed' ? postResult.message : '');
  const [busy, setBusy] = useState(false);
  const form = useFormValues<ContactFormValues>(
    contactFormDefaults,
    () => {
      setSent(false);
      setFailure('');
    },
    postResult,
  );

  const textField = (field: ContactField) => ({
    ...form.text(field),
    label: labels[field],
    isRequired: true,
    maxLength: maxLength[field],
  });

  async function submit() {
    if (busy) return;
    const check = checkContactForm(form.values, schema);
    form.setValues(check.values);
    setSent(false);
    setFailure('');
    if (!check.valid) {
      form.fail(check.errors);
      return;
    }
    form.clearErrors();
    setBusy(true);
    try {
      await onSubmit(check.data);
      form.reset();
      setSent(true);
    } catch {
      setFailure(failureMessage);
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormShell
      {...form.shell}
      method="post"
      action={action}
      onSubmit={submit}
      summaryTitle={labels.errorSummaryTitle}
      errorSummary={<FormErrorSummary />}
      title={title}
      headingLevel={headingLevel}
      description={description}
    >
      <div className={styles.fields}>
        <div className={styles.pair}>
          <TextField {...textField('name')} autoComplete="name" />
          <TextField {...textField('email')} type="email" autoComplete="email" />
        </div>
        <TextField {...textField('subject')} />
        <TextArea {...textField('message')} rows={6} />
        {extra}
      </div>
      <div className={styles.actions}>
        {/* What the server answered a post with is focused as the page loads (the browser does
            it from the HTML), so it is read out and scrolled to without any script. React sets
            no autofocus on the client, so a message that appears while the page runs does not
            move focus. */}
        <div role="status">
          {sent && successMessage ? (
            <Text tone="success" tabIndex={-1} autoFocus>
              {successMessage}
            </Text>
          ) : null}
        </div>
        <div role="alert">
          {failure ? (
            <Text tone="danger" tabIndex={-1} autoFocus>
              {failure}
            </Text>
          ) : null}
        </div>
        <div>
          <Button type="submit" busy={busy} busyLabel={labels.submitting}>
            {labels.submit}
          </Button>
        </div>
      </div>
    </FormShell>
  );
}
