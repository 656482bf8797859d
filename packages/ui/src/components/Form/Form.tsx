'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { createContext, type ReactNode, useContext, useId, useState } from 'react';
import {
  type Control,
  type FieldErrors,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
  useController,
  useForm,
  useFormState,
} from 'react-hook-form';
import type { z } from 'zod';
import { ErrorSummary, type ErrorSummaryItem } from '../ErrorSummary/ErrorSummary';
import * as styles from './Form.css';

/**
 * A react-hook-form form validated by a zod schema. Values are the schema's input (what fields
 * hold, e.g. the raw text of an amount); `onSubmit` receives the schema's parsed output.
 * Validation runs on submit only, and typing in a field clears that field's error (spec: "typing
 * in a field clears that field's error"), so errors never appear while someone is still typing.
 */
export function useZodForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  options: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'> = {},
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // The error summary takes focus instead; its links move focus to each field.
    shouldFocusError: false,
    ...options,
    resolver: zodResolver(schema),
  });
}

interface FormContextValue {
  idPrefix: string;
  /** Clears one field's error as it is edited, or does nothing when the form opted out. */
  clearError: (name: string) => void;
}

const FormContext = createContext<FormContextValue | null>(null);

/** The id a field's control gets inside a `Form`, which the error summary links to. */
export function fieldId(idPrefix: string, name: string): string {
  return `${idPrefix}-${name.replace(/[^\w-]/g, '-')}`;
}

export interface FormProps<TFieldValues extends FieldValues, TOutput> {
  form: UseFormReturn<TFieldValues, unknown, TOutput>;
  /** Called with the parsed values once the schema passes. */
  onSubmit: (values: TOutput) => void | Promise<void>;
  /** Called with the errors after a failed submit (e.g. to raise a toast as well). */
  onInvalid?: (errors: FieldErrors<TFieldValues>) => void;
  children: ReactNode;
  /** The error summary's title. */
  summaryTitle?: string;
  /** Set false for forms that report problems another way (e.g. a toast); field errors still show. */
  showErrorSummary?: boolean;
  clearErrorsOnChange?: boolean;
  /** Names the form landmark when a page has several forms. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** A stable id prefix for field ids (defaults to a generated one). */
  id?: string;
}

/**
 * A `<form>` wired to `useZodForm`: native validation off (the schema decides), a GOV.UK error
 * summary at the top that takes focus after a failed submit, and field ids for its links.
 */
export function Form<TFieldValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  onInvalid,
  children,
  summaryTitle,
  showErrorSummary = true,
  clearErrorsOnChange = true,
  id,
  ...aria
}: FormProps<TFieldValues, TOutput>) {
  const generatedId = useId();
  // React's generated ids contain characters (« » :) that are awkward in URLs; keep word characters.
  const idPrefix = id ?? `form${generatedId.replace(/[^\w-]/g, '')}`;
  const [failedSubmits, setFailedSubmits] = useState(0);
  const { errors } = useFormState({ control: form.control });

  const summaryItems = showErrorSummary ? toSummaryItems(errors, idPrefix) : [];

  return (
    <FormContext.Provider
      value={{
        idPrefix,
        clearError: (name) => {
          if (clearErrorsOnChange) form.clearErrors(name as FieldPath<TFieldValues>);
        },
      }}
    >
      <form
        id={idPrefix}
        noValidate
        className={styles.form}
        {...aria}
        onSubmit={form.handleSubmit(onSubmit, (invalid) => {
          setFailedSubmits((count) => count + 1);
          onInvalid?.(invalid);
        })}
      >
        {showErrorSummary ? (
          <ErrorSummary title={summaryTitle} errors={summaryItems} focusKey={failedSubmits} />
        ) : null}
        {children}
      </form>
    </FormContext.Provider>
  );
}

/** Flattens react-hook-form errors to summary links, in the order the fields appear on the page. */
function toSummaryItems<TFieldValues extends FieldValues>(
  errors: FieldErrors<TFieldValues>,
  idPrefix: string,
): ErrorSummaryItem[] {
  const items: ErrorSummaryItem[] = [];
  for (const [name, error] of Object.entries(errors)) {
    if (!error || name === 'root') continue;
    const message = typeof error.message === 'string' ? error.message : firstNestedMessage(error);
    if (message) items.push({ fieldId: fieldId(idPrefix, name), message });
  }
  if (typeof document === 'undefined') return items;
  return items.sort((a, b) => {
    const elementA = document.getElementById(a.fieldId);
    const elementB = document.getElementById(b.fieldId);
    if (!elementA || !elementB) return elementA ? -1 : elementB ? 1 : 0;
    return elementA.compareDocumentPosition(elementB) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}

function firstNestedMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  for (const value of Object.values(error)) {
    if (value && typeof value === 'object') {
      if ('message' in value && typeof value.message === 'string' && value.message)
        return value.message;
      const nested = firstNestedMessage(value);
      if (nested) return nested;
    }
  }
  return undefined;
}

/** What `FormField` hands its render function: spread it onto any charitykit field. */
export interface FormFieldRenderProps<TValue> {
  id: string;
  name: string;
  value: TValue;
  onChange: (value: TValue) => void;
  onBlur: () => void;
  errorMessage: string | undefined;
  isDisabled: boolean | undefined;
}

export interface FormFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TOutput,
> {
  control: Control<TFieldValues, unknown, TOutput>;
  name: TName;
  isDisabled?: boolean;
  children: (field: FormFieldRenderProps<FieldPathValue<TFieldValues, TName>>) => ReactNode;
}

/**
 * Connects one field to the form: value, change, blur, error message and the id the error summary
 * links to. The render function decides which field to show, so every field type works the same:
 *
 * ```tsx
 * <FormField control={form.control} name="email">
 *   {(field) => <TextField label="Email" type="email" {...field} />}
 * </FormField>
 * ```
 */
export function FormField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TOutput,
>({ control, name, isDisabled, children }: FormFieldProps<TFieldValues, TName, TOutput>) {
  const context = useContext(FormContext);
  const { field, fieldState } = useController({ control, name, disabled: isDisabled });
  return children({
    id: fieldId(context?.idPrefix ?? 'field', name),
    name,
    value: field.value,
    onChange: (value) => {
      field.onChange(value);
      if (fieldState.error) context?.clearError(name);
    },
    onBlur: field.onBlur,
    errorMessage: fieldState.error?.message,
    isDisabled: field.disabled,
  });
}
