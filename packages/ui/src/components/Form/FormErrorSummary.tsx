'use client';

import { ErrorSummary } from '../ErrorSummary';
import { useEnclosingForm } from './FormShell';

/**
 * The error summary of the form around it (`FormShell`): a link to each field with an error, in
 * page order, taking focus after a failed submit. `Form` shows it at the top; a form built on
 * `FormShell` places it where it should be read (the volunteer form: beside its submit button).
 */
export function FormErrorSummary() {
  const form = useEnclosingForm();
  if (!form) return null;
  const { title, items, focusKey } = form.summary;
  return <ErrorSummary title={title} errors={items} focusKey={focusKey} />;
}
