'use client';

import type { ReactNode } from 'react';
import {
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  useController,
} from 'react-hook-form';
import { fieldId, useEnclosingForm } from './FormShell';

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
 * Connects one field of a `useZodForm` form: value, change, blur, error message and the id the
 * error summary links to. The render function decides which field to show, so every field type
 * works the same:
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
  const context = useEnclosingForm();
  const { field, fieldState } = useController({ control, name, disabled: isDisabled });
  return children({
    id: fieldId(context?.idPrefix ?? 'field', name),
    name,
    value: field.value,
    onChange: (value) => {
      field.onChange(value);
      if (fieldState.error) context?.clearError?.(name);
    },
    onBlur: field.onBlur,
    errorMessage: fieldState.error?.message,
    isDisabled: field.disabled,
  });
}
