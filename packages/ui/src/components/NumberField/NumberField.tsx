'use client';

import type { Ref } from 'react';
import * as fieldStyles from '../Field/Field.css';
import type { FieldBaseProps } from '../Field/FieldBase';
import { NativeField } from '../Field/NativeField';
import { useControllableValue } from '../Field/native';

export interface NumberFieldProps extends FieldBaseProps {
  /**
   * The raw text of the input. Kept as text (a number is accepted too, e.g. from a quick-amount
   * button) so the form's schema decides what counts as valid, not the browser's clamping.
   */
  value?: string | number;
  defaultValue?: string;
  onChange?: (value: string) => void;
  min?: number;
  max?: number;
  step?: number;
  placeholder?: string;
  /** Text shown before the input, e.g. "£". Decorative: say the unit in the label too. */
  prefix?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A native number input (`type="number"` with min, max and step): light, gives phones a number
 * keypad, and leaves the rule to the form's schema so an invalid amount shows the form's message.
 */
export function NumberField({
  value,
  defaultValue,
  onChange,
  min,
  max,
  step,
  placeholder,
  prefix,
  isDisabled,
  name,
  onBlur,
  inputRef,
  ...field
}: NumberFieldProps) {
  const [text, setText] = useControllableValue(
    value === undefined ? undefined : String(value),
    defaultValue ?? '',
    onChange,
  );
  return (
    <NativeField {...field}>
      {(control) => {
        const input = (
          <input
            {...control}
            ref={inputRef}
            type="number"
            name={name}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onBlur={onBlur}
            disabled={isDisabled}
            min={min}
            max={max}
            step={step}
            placeholder={placeholder}
            inputMode={step !== undefined && Number.isInteger(step) ? 'numeric' : 'decimal'}
            className={fieldStyles.input}
          />
        );
        return prefix ? (
          <div className={fieldStyles.affixGroup}>
            <span className={fieldStyles.affix} aria-hidden="true">
              {prefix}
            </span>
            {input}
          </div>
        ) : (
          input
        );
      }}
    </NativeField>
  );
}
