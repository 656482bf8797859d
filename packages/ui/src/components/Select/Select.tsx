'use client';

import { type ChangeEvent, type Ref, useId } from 'react';
import { type FieldBaseProps, fieldStyles, NativeFieldHelp, RequiredMark } from '../Field/Field';

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
  label,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  options,
  value,
  defaultValue,
  onChange,
  onBlur,
  placeholder,
  name,
  id,
  selectRef,
}: SelectProps) {
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  const descriptionId = `${selectId}-description`;
  const errorId = `${selectId}-error`;
  const describedBy = [description ? descriptionId : null, errorMessage ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={fieldStyles.field} data-invalid={errorMessage ? true : undefined}>
      <label htmlFor={selectId} className={fieldStyles.label}>
        {label}
        {isRequired ? <RequiredMark /> : null}
      </label>
      <NativeFieldHelp
        description={description}
        descriptionId={descriptionId}
        errorMessage={errorMessage}
        errorId={errorId}
      />
      <select
        ref={selectRef}
        id={selectId}
        name={name}
        className={fieldStyles.select}
        value={value}
        defaultValue={defaultValue}
        disabled={isDisabled}
        aria-required={isRequired || undefined}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={describedBy || undefined}
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
    </div>
  );
}
