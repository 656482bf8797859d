'use client';

import type { HTMLInputAutoCompleteAttribute, Ref } from 'react';
import { Input, TextField as RACTextField } from 'react-aria-components';
import {
  type FieldBaseProps,
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  fieldStyles,
} from '../Field/Field';

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
export function TextField({
  label,
  description,
  errorMessage,
  isRequired,
  placeholder,
  inputRef,
  inputMode,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField
      {...props}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      // Validation is the form's job (zod); 'aria' keeps the browser's own bubbles out of the way.
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Input
        ref={inputRef}
        className={fieldStyles.input}
        placeholder={placeholder}
        inputMode={inputMode}
      />
    </RACTextField>
  );
}
