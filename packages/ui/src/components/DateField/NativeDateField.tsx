'use client';

import * as fieldStyles from '../Field/Field.css';
import type { FieldBaseProps } from '../Field/FieldBase';
import { NativeField } from '../Field/NativeField';

export interface NativeDateFieldProps extends FieldBaseProps {
  /** An ISO date, "YYYY-MM-DD", or "" for none: what the browser's date input gives. */
  value: string;
  onChange: (value: string) => void;
  /** Earliest and latest dates, ISO. */
  min?: string;
  max?: string;
  autoComplete?: string;
  /**
   * A date and a time of day: the browser's `datetime-local` input, whose value is
   * "YYYY-MM-DDTHH:mm" (in whatever time zone the label says).
   */
  withTime?: boolean;
}

/**
 * The browser's own date input in the ui field anatomy. The ui `DateField` brings in
 * react-aria's date machinery and `@internationalized/date` (about 49 KB gzip measured on its
 * own); a public page under a JavaScript budget gets the same value shape for nothing, and
 * phones show their native date picker. A native `<input>`: no react-aria either.
 */
export function NativeDateField({
  value,
  onChange,
  min,
  max,
  autoComplete,
  withTime = false,
  isDisabled,
  name,
  onBlur,
  ...field
}: NativeDateFieldProps) {
  return (
    <NativeField {...field}>
      {(control) => (
        <input
          {...control}
          type={withTime ? 'datetime-local' : 'date'}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          disabled={isDisabled}
          min={min}
          max={max}
          autoComplete={autoComplete}
          className={fieldStyles.input}
        />
      )}
    </NativeField>
  );
}
