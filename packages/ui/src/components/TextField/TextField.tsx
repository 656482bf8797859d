'use client';

import type { HTMLInputAutoCompleteAttribute, Ref } from 'react';
import * as fieldStyles from '../Field/Field.css';
import type { FieldBaseProps } from '../Field/FieldBase';
import { NativeField } from '../Field/NativeField';
import { useControllableValue } from '../Field/native';

export interface TextFieldProps extends FieldBaseProps {
  value?: string;
  defaultValue?: string;
  /** Called with the new text on every keystroke (sanitise here, or clear this field's error). */
  onChange?: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'date';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric' | 'decimal' | 'search';
  placeholder?: string;
  maxLength?: number;
  isReadOnly?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A single-line text input with label, description and error: a native `<input>` in the
 * `NativeField` anatomy (GOV.UK Frontend's way), so it brings no script beyond React.
 */
export function TextField({
  value,
  defaultValue,
  onChange,
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
  maxLength,
  isReadOnly,
  isDisabled,
  name,
  onBlur,
  inputRef,
  ...field
}: TextFieldProps) {
  const [text, setText] = useControllableValue(value, defaultValue ?? '', onChange);
  return (
    <NativeField {...field}>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          type={type}
          name={name}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={onBlur}
          disabled={isDisabled}
          readOnly={isReadOnly}
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={placeholder}
          maxLength={maxLength}
          className={fieldStyles.input}
        />
      )}
    </NativeField>
  );
}
