'use client';

import type { ChangeEvent, Ref } from 'react';
import * as fieldStyles from '../Field/Field.css';
import type { FieldBaseProps } from '../Field/FieldBase';
import { NativeField } from '../Field/NativeField';

export interface SelectOption {
  value: string;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps extends FieldBaseProps {
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Text of an empty first option (value ""), e.g. "Select availability". */
  placeholder?: string;
  selectRef?: Ref<HTMLSelectElement>;
}

/**
 * A native `<select>` with the field anatomy. Native on purpose: fully accessible, the phone's own
 * picker, and no popover code on public pages (see README, Decisions).
 */
export function Select({
  options,
  value,
  defaultValue,
  onChange,
  onBlur,
  placeholder,
  name,
  isDisabled,
  selectRef,
  ...field
}: SelectProps) {
  return (
    <NativeField {...field}>
      {(control) => (
        <select
          {...control}
          ref={selectRef}
          name={name}
          className={fieldStyles.select}
          value={value}
          defaultValue={defaultValue}
          disabled={isDisabled}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange?.(event.target.value)}
          onBlur={onBlur}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.isDisabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </NativeField>
  );
}
