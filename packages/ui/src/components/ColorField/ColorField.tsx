'use client';

import type { Ref } from 'react';
import * as fieldStyles from '../Field/Field.css';
import type { FieldBaseProps } from '../Field/FieldBase';
import { NativeField } from '../Field/NativeField';
import * as styles from './ColorField.css';

export interface ColorFieldProps extends FieldBaseProps {
  /** The colour as typed, normally "#rrggbb". Passed through as text so the form's schema judges it. */
  value?: string;
  onChange?: (value: string) => void;
  /** Added to the label to name the picker ("Primary colour picker"). */
  pickerLabel?: string;
  /** Example text in the empty hex input. */
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
}

const HEX6 = /^#[0-9a-f]{6}$/i;
const HEX3 = /^#[0-9a-f]{3}$/i;

/** The picker needs "#rrggbb"; expand "#abc" and fall back to black while the text is incomplete. */
function pickerValue(text: string | undefined): string {
  const value = (text ?? '').trim();
  if (HEX6.test(value)) return value.toLowerCase();
  if (HEX3.test(value)) return `#${[...value.slice(1)].map((d) => d + d).join('')}`.toLowerCase();
  return '#000000';
}

/**
 * A colour as a native colour picker beside a hex text input, kept in step: choosing in the
 * picker writes the hex; typing a hex moves the picker. The text input is the labelled field;
 * the picker is named "<label> picker".
 */
export function ColorField({
  value = '',
  onChange,
  onBlur,
  name,
  isDisabled,
  pickerLabel = 'picker',
  placeholder = '#2a9f8e',
  inputRef,
  ...field
}: ColorFieldProps) {
  return (
    <NativeField {...field}>
      {(control, { labelId }) => (
        <div className={styles.row}>
          <input
            type="color"
            className={styles.swatch}
            value={pickerValue(value)}
            disabled={isDisabled}
            aria-labelledby={`${labelId} ${control.id}-picker`}
            onChange={(event) => onChange?.(event.target.value)}
          />
          <span id={`${control.id}-picker`} hidden>
            {pickerLabel}
          </span>
          <input
            {...control}
            ref={inputRef}
            name={name}
            type="text"
            className={`${fieldStyles.input} ${styles.hex}`}
            value={value}
            disabled={isDisabled}
            spellCheck={false}
            autoComplete="off"
            maxLength={7}
            placeholder={placeholder}
            onChange={(event) => onChange?.(event.target.value)}
            onBlur={onBlur}
          />
        </div>
      )}
    </NativeField>
  );
}
