'use client';

import { createContext, type FormEvent, type ReactNode, useContext, useId } from 'react';
import { Heading, type HeadingLevel } from '../Heading';
import { Text } from '../Text';
import * as styles from './Form.css';

// The public forms ship under a JavaScript budget and build on this module, so it loads neither
// react-hook-form (see `Form` and `useZodForm`) nor the error summary (`FormErrorSummary`, in
// ErrorSummary.tsx): the donation form shows none.

/** One link of the error summary: the field's id and its message. */
export interface FormSummaryLink {
  fieldId: string;
  message: string;
}

interface FormContextValue {
  idPrefix: string;
  /** Clears one field's error as it is edited (react-hook-form forms; others clear their own). */
  clearError?: (name: string) => void;
  summary: { title?: ReactNode; items: FormSummaryLink[]; focusKey: number };
}

const FormContext = createContext<FormContextValue | null>(null);

/** The form around a field, for `FormField` and `FormErrorSummary`; null outside a form. */
export function useEnclosingForm(): FormContextValue | null {
  return useContext(FormContext);
}

/** The id a field's control gets inside a form, which the error summary links to. */
export function fieldId(idPrefix: string, name: string): string {
  return `${idPrefix}-${name.replace(/[^\w-]/g, '-')}`;
}

/**
 * A stable id prefix for a form and its fields (`fieldId(prefix, name)`). React's generated ids
 * contain characters (« » :) that are awkward in URLs; only word characters are kept.
 */
export function useFormId(id?: string): string {
  const generated = useId();
  return id ?? `form${generated.replace(/[^\w-]/g, '')}`;
}

export interface FormShellProps {
  children: ReactNode;
  /**
   * Called on submit once the page's script runs; the browser's own submission and validation
   * are off then. Before that (or without JavaScript) the browser sends it by `method`.
   */
  onSubmit: () => void | Promise<void>;
  /**
   * Each field's message by field name, in the order the fields appear (the summary's order);
   * its links go to `fieldId(id, name)`.
   */
  errors?: Readonly<Record<string, string | undefined>>;
  /** Change this (the count of failed submits) to move focus to the error summary. */
  failedSubmits?: number;
  /** The error summary's title. */
  summaryTitle?: ReactNode;
  /** Shown above the fields, under the heading: `<FormErrorSummary />`, as `Form` does. */
  errorSummary?: ReactNode;
  /** Called as a field is edited, with its name (`FormField` calls it). */
  clearError?: (name: string) => void;
  /** A heading above the fields; it also names the form. */
  title?: ReactNode;
  headingLevel?: HeadingLevel;
  /** Text under the heading. */
  description?: ReactNode;
  /** Names the form landmark when a page has several forms (a `title` does this too). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** A stable id prefix for field ids (defaults to a generated one, see `useFormId`). */
  id?: string;
  /** Focus came to a field (e.g. to start loading what submitting needs). */
  onFocus?: () => void;
  /**
   * How the browser sends the form when no script handles it (JavaScript off, or not yet
   * running). A form that carries personal data says `post`: a `get` puts every field in the
   * address, the history and the server's logs.
   */
  method?: 'get' | 'post';
  /** Where the browser sends it then (default: the page's own address). */
  action?: string;
}

/**
 * The `<form>` every charitykit form renders: native validation off (a schema decides), an
 * optional heading that names it, field ids for the error summary's links, and the summary's
 * items and focus for `FormErrorSummary`. `Form` drives it with `useZodForm`;
 * the public forms drive it with their own light state.
 */
export function FormShell({
  children,
  onSubmit,
  errors = {},
  failedSubmits = 0,
  summaryTitle,
  errorSummary,
  clearError,
  title,
  headingLevel = 2,
  description,
  id,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  onFocus,
  method,
  action,
}: FormShellProps) {
  const idPrefix = useFormId(id);
  const titleId = `${idPrefix}-title`;
  const summary = {
    title: summaryTitle,
    items: summaryItems(errors, idPrefix),
    focusKey: failedSubmits,
  };
  return (
    <FormContext.Provider value={{ idPrefix, clearError, summary }}>
      <form
        id={idPrefix}
        method={method}
        action={action}
        noValidate
        className={styles.form}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy ?? (title ? titleId : undefined)}
        onFocus={onFocus ? () => onFocus() : undefined}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        {title || description ? (
          <div className={styles.header}>
            {title ? (
              <Heading level={headingLevel} size="large" id={titleId}>
                {title}
              </Heading>
            ) : null}
            {description ? <Text tone="muted">{description}</Text> : null}
          </div>
        ) : null}
        {errorSummary}
        {children}
      </form>
    </FormContext.Provider>
  );
}

/** One summary link per field with a message. */
function summaryItems(
  errors: Readonly<Record<string, string | undefined>>,
  idPrefix: string,
): FormSummaryLink[] {
  return Object.entries(errors).flatMap(([name, message]) =>
    message ? [{ fieldId: fieldId(idPrefix, name), message }] : [],
  );
}
