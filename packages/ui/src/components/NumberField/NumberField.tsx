'use client';

import type { Ref } from 'react';
import { Input, TextField as RACTextField } from 'react-aria-components';
import { type FieldBaseProps, fieldWrapper } from '../Field';
import * as fieldStyles from '../Field/Field.css';

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
  min,
  max,
  step,
  placeholder,
  prefix,
  inputRef,
  ...props
}: NumberFieldProps) {
  const field = fieldWrapper(props);
  const input = (
    <Input
      ref={inputRef}
      min={min}
      max={max}
      step={step}
      placeholder={placeholder}
      inputMode={step !== undefined && Number.isInteger(step) ? 'numeric' : 'decimal'}
      className={fieldStyles.input}
    />
  );
  return (
    <RACTextField
      {...field.rootProps}
      type="number"
      value={value === undefined ? undefined : String(value)}
    >
      {field.parts}
      {prefix ? (
        <div className={fieldStyles.affixGroup}>
          <span className={fieldStyles.affix} aria-hidden="true">
            {prefix}
          </span>
          {input}
        </div>
      ) : (
        input
      )}
    </RACTextField>
  );
}
