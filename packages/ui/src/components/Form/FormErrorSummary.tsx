'use client';

import { lazy, Suspense, useEffect } from 'react';
import { onDemand } from '../../internal/onDemand';
import { useEnclosingForm } from './FormShell';

/**
 * The summary's code loads when focus first enters its form (a person starting to fill it in),
 * or with the first failed submit: a visitor who only reads a page with a form does not carry it.
 */
const errorSummary = onDemand(() => import('../ErrorSummary/ErrorSummary'));

// Through React's `lazy` so that a server render waits for it: a form sent without JavaScript
// comes back with its summary in the HTML, and hydration keeps that HTML until the code is here
// (a Suspense boundary the server filled is left as it is while its code loads).
const LazyErrorSummary = lazy(() =>
  errorSummary.load().then((module) => ({ default: module.ErrorSummary })),
);

/**
 * The error summary of the form around it (`FormShell`): a link to each field with an error, in
 * page order, taking focus after a failed submit. `Form` shows it at the top; a form built on
 * `FormShell` places it where it should be read (the volunteer form: beside its submit button).
 * Errors the form started with (the server's answer to a form sent without JavaScript) are
 * focused as the page loads, by the browser.
 */
export function FormErrorSummary() {
  const form = useEnclosingForm();
  const items = form?.summary.items ?? [];
  const formId = form?.idPrefix;

  useEffect(() => {
    const element = formId ? document.getElementById(formId) : null;
    if (!element || errorSummary.current()) return;
    element.addEventListener('focusin', errorSummary.preload, { once: true });
    return () => element.removeEventListener('focusin', errorSummary.preload);
  }, [formId]);

  if (!form || items.length === 0) return null;
  const { title, focusKey } = form.summary;
  return (
    <Suspense fallback={null}>
      <LazyErrorSummary
        title={title}
        errors={items}
        focusKey={focusKey}
        autoFocus={focusKey === 0}
      />
    </Suspense>
  );
}
