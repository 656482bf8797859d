'use client';

import { Input, TextField as RACTextField } from 'react-aria-components';
import { type FieldBaseProps, fieldWrapper } from '../Field';
import * as fieldStyles from '../Field/Field.css';

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
 * phones show their native date picker.
 */
export function NativeDateField({
  min,
  max,
  autoComplete,
  withTime = false,
  ...props
}: NativeDateFieldProps) {
  const field = fieldWrapper(props);
  return (
    <RACTextField {...field.rootProps} type={withTime ? 'datetime-local' : 'date'}>
      {field.parts}
      <Input className={fieldStyles.input} min={min} max={max} autoComplete={autoComplete} />
    </RACTextField>
  );
}
