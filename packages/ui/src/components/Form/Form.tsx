'use client';

import { type ReactNode, useState } from 'react';
import type { FieldErrors, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { FormErrorSummary } from './FormErrorSummary';
import { FormShell, type FormShellProps, fieldId, useFormId } from './FormShell';

export interface FormProps<TFieldValues extends FieldValues, TOutput>
  extends Omit<
    FormShellProps,
    'onSubmit' | 'errors' | 'failedSubmits' | 'errorSummary' | 'clearError'
  > {
  /** The form from `useZodForm`. */
  form: UseFormReturn<TFieldValues, unknown, TOutput>;
  /** Called with the parsed values once the schema passes. */
  onSubmit: (values: TOutput) => void | Promise<void>;
  /** Called with the errors after a failed submit (e.g. to raise a toast as well). */
  onInvalid?: (errors: FieldErrors<TFieldValues>) => void;
  /** Set false for a form that reports problems another way (a toast); field errors still show. */
  showErrorSummary?: boolean;
  clearErrorsOnChange?: boolean;
  children: ReactNode;
}

/**
 * A `useZodForm` form: the schema checks on submit and `onSubmit` receives the parsed values; a
 * GOV.UK error summary at the top takes focus after a failed submit and links to each field.
 * Built on `FormShell`, the same form element, ids and summary as the public forms.
 *
 * ```tsx
 * const form = useZodForm(schema, { defaultValues });
 * <Form form={form} onSubmit={save} aria-label="Edit page">…FormFields…</Form>
 * ```
 */
export function Form<TFieldValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  onInvalid,
  showErrorSummary = true,
  clearErrorsOnChange = true,
  ...shell
}: FormProps<TFieldValues, TOutput>) {
  const [failedSubmits, setFailedSubmits] = useState(0);
  const formId = useFormId(shell.id);
  return (
    <FormShell
      {...shell}
      id={formId}
      // Reading formState through react-hook-form's proxy subscribes the form's owner to errors.
      errors={fieldMessages(form.formState.errors, formId)}
      failedSubmits={failedSubmits}
      errorSummary={showErrorSummary ? <FormErrorSummary /> : null}
      clearError={(name) => {
        if (clearErrorsOnChange) form.clearErrors(name as FieldPath<TFieldValues>);
      }}
      onSubmit={form.handleSubmit(onSubmit, (invalid) => {
        setFailedSubmits((count) => count + 1);
        onInvalid?.(invalid);
      })}
    />
  );
}

/**
 * Each field's first message (its own, or a nested one's: a list or group of fields), in the
 * order the fields appear on the page, which react-hook-form's errors need not follow.
 */
function fieldMessages(errors: FieldErrors, formId: string) {
  const messages = Object.entries(errors).flatMap(([name, error]) => {
    const message = name === 'root' ? undefined : messageOf(error);
    return message ? [{ name, message }] : [];
  });
  if (typeof document !== 'undefined') {
    const element = (name: string) => document.getElementById(fieldId(formId, name));
    messages.sort((a, b) => {
      const [first, second] = [element(a.name), element(b.name)];
      if (!first || !second) return first ? -1 : second ? 1 : 0;
      return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    });
  }
  return Object.fromEntries(messages.map(({ name, message }) => [name, message]));
}

function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  for (const [key, value] of Object.entries(error)) {
    // `ref` is the field's element; its properties are not messages.
    const nested = key === 'ref' ? undefined : messageOf(value);
    if (nested) return nested;
  }
  return undefined;
}
