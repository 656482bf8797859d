'use client';

import { useEffect } from 'react';
import { onDemand, useOnDemand } from '../../internal/onDemand';
import { useEnclosingForm } from './FormShell';

/**
 * The summary's code loads when focus first enters its form (a person starting to fill it in),
 * or with the first failed submit: a visitor who only reads a page with a form does not carry it.
 */
const errorSummary = onDemand(() => import('../ErrorSummary/ErrorSummary'));

/**
 * The error summary of the form around it (`FormShell`): a link to each field with an error, in
 * page order, taking focus after a failed submit. `Form` shows it at the top; a form built on
 * `FormShell` places it where it should be read (the volunteer form: beside its submit button).
 */
export function FormErrorSummary() {
  const form = useEnclosingForm();
  const items = form?.summary.items ?? [];
  const loaded = useOnDemand(errorSummary, items.length > 0);
  const formId = form?.idPrefix;

  useEffect(() => {
    const element = formId ? document.getElementById(formId) : null;
    if (!element || errorSummary.current()) return;
    element.addEventListener('focusin', errorSummary.preload, { once: true });
    return () => element.removeEventListener('focusin', errorSummary.preload);
  }, [formId]);

  if (!form || !loaded) return null;
  const { title, focusKey } = form.summary;
  return <loaded.ErrorSummary title={title} errors={items} focusKey={focusKey} />;
}
