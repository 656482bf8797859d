'use client';

import { type CalendarDate, parseDate } from '@internationalized/date';
import {
  DateInput,
  DateSegment,
  I18nProvider,
  DateField as RACDateField,
} from 'react-aria-components';
import {
  type FieldBaseProps,
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  fieldStyles,
} from '../Field/Field';

export interface DateFieldProps extends FieldBaseProps {
  /** An ISO date, "YYYY-MM-DD", or "" for no date (the shape the forms' schemas take). */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Earliest and latest allowed dates, ISO. */
  minValue?: string;
  maxValue?: string;
  /** Date order and separators; UK day/month/year unless told otherwise. */
  locale?: string;
}

function toDate(iso: string | undefined): CalendarDate | null | undefined {
  if (iso === undefined) return undefined;
  if (iso === '') return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
}

/**
 * A date typed as day, month and year segments (no calendar popover, which public pages do not
 * need). Each segment is a spin button: type digits or use the arrow keys.
 */
export function DateField({
  label,
  description,
  errorMessage,
  isRequired,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  locale = 'en-GB',
  id,
  ...props
}: DateFieldProps) {
  return (
    <I18nProvider locale={locale}>
      <div id={id}>
        <RACDateField
          {...props}
          value={toDate(value)}
          defaultValue={toDate(defaultValue)}
          minValue={toDate(minValue) ?? undefined}
          maxValue={toDate(maxValue) ?? undefined}
          onChange={(date) => onChange?.(date ? date.toString() : '')}
          granularity="day"
          isRequired={isRequired}
          isInvalid={Boolean(errorMessage)}
          validationBehavior="aria"
          className={fieldStyles.field}
        >
          <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
          <FieldDescription>{description}</FieldDescription>
          <FieldErrorText>{errorMessage}</FieldErrorText>
          <DateInput className={fieldStyles.dateInput}>
            {(segment) => <DateSegment segment={segment} className={fieldStyles.dateSegment} />}
          </DateInput>
        </RACDateField>
      </div>
    </I18nProvider>
  );
}
