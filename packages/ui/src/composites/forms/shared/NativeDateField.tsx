'use client';

import { Input, TextField as RACTextField } from 'react-aria-components';
import {
  type FieldBaseProps,
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  fieldStyles,
} from '../../../components/Field/Field';

export interface NativeDateFieldProps extends FieldBaseProps {
  /** An ISO date, "YYYY-MM-DD", or "" for none: what the browser's date input gives. */
  value: string;
  onChange: (value: string) => void;
  /** Earliest and latest dates, ISO. */
  min?: string;
  max?: string;
  autoComplete?: string;
}

/**
 * The browser's own date input in the ui field anatomy. The ui `DateField` brings in
 * react-aria's date machinery and `@internationalized/date` (about 49 KB gzip measured on its
 * own); a public page under a JavaScript budget gets the same value shape for nothing, and
 * phones show their native date picker.
 */
export function NativeDateField({
  label,
  description,
  errorMessage,
  isRequired,
  min,
  max,
  autoComplete,
  ...props
}: NativeDateFieldProps) {
  return (
    <RACTextField
      {...props}
      type="date"
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Input className={fieldStyles.input} min={min} max={max} autoComplete={autoComplete} />
    </RACTextField>
  );
}
