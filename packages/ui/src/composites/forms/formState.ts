'use client';

import { type FieldErrors, sanitizeAsTyped, sanitizeFinal } from '@charitykit/content';
import { useCallback, useRef, useState } from 'react';
import { fieldId, useFormId } from '../../components/Form/FormShell';
import type { FormPostResult } from './formProps';

/** The keys of `Values` whose value is text: the fields a person types into. */
export type TextKey<Values> = {
  [Key in keyof Values]: Values[Key] extends string ? Key : never;
}[keyof Values] &
  string;

/** A copy of `errors` without `field`'s message (the person is correcting that field). */
export function withoutError<Values>(
  errors: FieldErrors<Values>,
  field: Extract<keyof Values, string>,
): FieldErrors<Values> {
  if (!(field in errors)) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}

/**
 * A keystroke in a text field (decision 3): angle brackets removed and the text cut to 1000
 * characters, but not trimmed, so the space between two words can be typed.
 */
export function typeText<Values>(values: Values, field: TextKey<Values>, raw: string): Values {
  return { ...values, [field]: sanitizeAsTyped(raw) };
}

/** Leaving a text field (decision 3): the same cleaning plus trimming at both ends. */
export function finishText<Values>(values: Values, field: TextKey<Values>): Values {
  const current = values[field];
  if (typeof current !== 'string') return values;
  const cleaned = sanitizeFinal(current);
  return cleaned === current ? values : { ...values, [field]: cleaned };
}

/** Before validation (decision 3): every text field cleaned and trimmed. */
export function finishAllText<Values extends object>(values: Values): Values {
  const next = { ...values };
  for (const key of Object.keys(next) as (keyof Values)[]) {
    const value = next[key];
    if (typeof value === 'string') next[key] = sanitizeFinal(value) as Values[typeof key];
  }
  return next;
}

type FieldKey<Values> = Extract<keyof Values, string>;

/**
 * The state of a public form, kept in plain React state so these forms ship without
 * react-hook-form or zod: values, each field's message, the failed-submit count `Form` focuses
 * its error summary by (0 while the messages are the server's, which the page focuses as it
 * loads), and the props that connect a field. Editing a field clears its message
 * (spec: "typing in a field clears that field's error") and calls `onEdit`.
 *
 * Each field's handlers are made once for the form's lifetime, so a memoised field re-renders
 * only when its own value or message changes: typing stays cheap on low-end phones.
 */
export function useFormValues<Values extends object>(
  initial: Values,
  onEdit?: () => void,
  /**
   * Where it starts instead, when the server answered a post of this form (sent without
   * JavaScript, or before it ran; a `FormPostResult`): what was typed, and each field's message.
   * `reset` still goes back to `initial`.
   */
  start?: FormPostResult<Values>,
) {
  const formId = useFormId();
  // Every answer but 'sent' keeps the values; only 'invalid' has messages.
  const answer = start as { values?: Values; errors?: FieldErrors<Values> } | undefined;
  const [values, setValues] = useState(answer?.values ?? initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>(answer?.errors ?? {});
  const [failedSubmits, setFailedSubmits] = useState(0);
  const latestOnEdit = useRef(onEdit);
  latestOnEdit.current = onEdit;
  const handlers = useRef(new Map<string, unknown>()).current;

  const edited = useCallback((field: FieldKey<Values>) => {
    setErrors((current) => withoutError(current, field));
    latestOnEdit.current?.();
  }, []);

  function once<T>(key: string, make: () => T): T {
    if (!handlers.has(key)) handlers.set(key, make());
    return handlers.get(key) as T;
  }

  function connect<Key extends FieldKey<Values>>(field: Key) {
    return { id: fieldId(formId, field), name: field, errorMessage: errors[field] };
  }

  return {
    formId,
    values,
    errors,
    failedSubmits,
    /** The `FormShell` props this state drives: its id, the fields' messages, the failed submits. */
    shell: { id: formId, errors, failedSubmits },
    /** A text field: cleaned as typed (angle brackets, length) and trimmed on leaving it. */
    text(field: TextKey<Values>) {
      return {
        // A text key is a field key; TypeScript cannot see that through the mapped type.
        ...connect(field as FieldKey<Values>),
        value: values[field] as string,
        ...once(`text:${field}`, () => ({
          onChange: (raw: string) => {
            setValues((current) => typeText(current, field, raw));
            edited(field as FieldKey<Values>);
          },
          onBlur: () => setValues((current) => finishText(current, field)),
        })),
      };
    },
    /** Any other field (choices, dates, agreements), whose control gives the value as it is. */
    field<Key extends FieldKey<Values>>(field: Key) {
      return {
        ...connect(field),
        value: values[field],
        onChange: once(`set:${field}`, () => (value: Values[Key]) => {
          setValues((current) => ({ ...current, [field]: value }));
          edited(field);
        }),
      };
    },
    /** After a checked submit: the cleaned values to show from now on. */
    setValues,
    /** A failed check: the fields' messages, and focus to the error summary. */
    fail(next: FieldErrors<Values>) {
      setErrors(next);
      setFailedSubmits((count) => count + 1);
    },
    /** A successful hand-over: every field back to its start, no messages. */
    reset() {
      setValues(initial);
      setErrors({});
    },
    clearErrors() {
      setErrors({});
    },
  };
}
