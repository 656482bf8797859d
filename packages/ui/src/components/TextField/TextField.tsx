'use client';

import type { HTMLInputAutoCompleteAttribute, Ref } from 'react';
import { Input, TextField as RACTextField } from 'react-aria-components';
import { type FieldBaseProps, fieldWrapper } from '../Field';
import * as fieldStyles from '../Field/Field.css';

export interface TextFieldProps extends FieldBaseProps {
  value?: string;
  defaultValue?: string;
  /** Called with the new text on every keystroke (sanitise here, or clear this field's error). */
  onChange?: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'url' | 'password';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric' | 'decimal' | 'search';
  placeholder?: string;
  maxLength?: number;
  isReadOnly?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** A single-line text input with label, description and error (react-aria-components anatomy). */
export function TextField({ placeholder, inputRef, inputMode, ...props }: TextFieldProps) {
  const field = fieldWrapper(props);
  return (
    <RACTextField {...field.rootProps}>
      {field.parts}
      <Input
        ref={inputRef}
        className={fieldStyles.input}
        placeholder={placeholder}
        inputMode={inputMode}
      />
    </RACTextField>
  );
}
