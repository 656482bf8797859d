'use client';

import type { Ref } from 'react';
import * as fieldStyles from '../Field/Field.css';
import type { FieldBaseProps } from '../Field/FieldBase';
import { NativeField } from '../Field/NativeField';
import { useControllableValue } from '../Field/native';

export interface TextAreaProps extends FieldBaseProps {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Visible lines (the builder's text section uses 6). */
  rows?: number;
  placeholder?: string;
  maxLength?: number;
  isReadOnly?: boolean;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text input with the same anatomy as TextField: a native `<textarea>`. */
export function TextArea({
  value,
  defaultValue,
  onChange,
  rows = 4,
  placeholder,
  maxLength,
  isReadOnly,
  isDisabled,
  name,
  onBlur,
  inputRef,
  ...field
}: TextAreaProps) {
  const [text, setText] = useControllableValue(value, defaultValue ?? '', onChange);
  return (
    <NativeField {...field}>
      {(control) => (
        // No `type`: HTML gives <textarea> none.
        <textarea
          {...control}
          ref={inputRef}
          name={name}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={onBlur}
          disabled={isDisabled}
          readOnly={isReadOnly}
          rows={rows}
          placeholder={placeholder}
          maxLength={maxLength}
          className={fieldStyles.textarea}
        />
      )}
    </NativeField>
  );
}
