'use client';

import { type CalendarDate, parseDate } from '@internationalized/date';
import {
  DateInput,
  DateSegment,
  I18nProvider,
  DateField as RACDateField,
} from 'react-aria-components';
import { type FieldBaseProps, fieldWrapper } from '../Field';
import * as fieldStyles from '../Field/Field.css';

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
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  locale = 'en-GB',
  id,
  ...props
}: DateFieldProps) {
  const field = fieldWrapper(props);
  return (
    <I18nProvider locale={locale}>
      {/* The id goes on a wrapper: the error summary's link focuses the first segment. */}
      <div id={id}>
        <RACDateField
          {...field.rootProps}
          value={toDate(value)}
          defaultValue={toDate(defaultValue)}
          minValue={toDate(minValue) ?? undefined}
          maxValue={toDate(maxValue) ?? undefined}
          onChange={(date) => onChange?.(date ? date.toString() : '')}
          granularity="day"
        >
          {field.parts}
          <DateInput className={fieldStyles.dateInput}>
            {(segment) => <DateSegment segment={segment} className={fieldStyles.dateSegment} />}
          </DateInput>
        </RACDateField>
      </div>
    </I18nProvider>
  );
}
