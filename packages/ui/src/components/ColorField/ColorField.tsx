'use client';

import { type Ref, useId } from 'react';
import { type FieldBaseProps, fieldStyles, NativeFieldHelp, RequiredMark } from '../Field/Field';
import * as styles from './ColorField.css';

export interface ColorFieldProps extends FieldBaseProps {
  /** The colour as typed, normally "#rrggbb". Passed through as text so the form's schema judges it. */
  value?: string;
  onChange?: (value: string) => void;
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
  label,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  value = '',
  onChange,
  onBlur,
  name,
  id,
  inputRef,
}: ColorFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const labelId = `${inputId}-label`;
  const pickerWordId = `${inputId}-picker`;
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  const describedBy = [description ? descriptionId : '', errorMessage ? errorId : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={fieldStyles.field} data-invalid={errorMessage ? true : undefined}>
      <label id={labelId} htmlFor={inputId} className={fieldStyles.label}>
        {label}
        {isRequired ? <RequiredMark /> : null}
      </label>
      <NativeFieldHelp
        description={description}
        descriptionId={descriptionId}
        errorMessage={errorMessage}
        errorId={errorId}
      />
      <div className={styles.row}>
        <input
          type="color"
          className={styles.swatch}
          value={pickerValue(value)}
          disabled={isDisabled}
          aria-labelledby={`${labelId} ${pickerWordId}`}
          onChange={(event) => onChange?.(event.target.value)}
        />
        <span id={pickerWordId} hidden>
          picker
        </span>
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          type="text"
          className={`${fieldStyles.input} ${styles.hex}`}
          value={value}
          disabled={isDisabled}
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          placeholder="#2a9f8e"
          aria-required={isRequired || undefined}
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange?.(event.target.value)}
          onBlur={onBlur}
        />
      </div>
    </div>
  );
}
