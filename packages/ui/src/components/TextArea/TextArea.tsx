'use client';

import type { Ref } from 'react';
import { TextArea as RACTextArea, TextField as RACTextField } from 'react-aria-components';
import {
  type FieldBaseProps,
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  fieldStyles,
} from '../Field/Field';

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

/** A multi-line text input with the same anatomy as TextField. */
export function TextArea({
  label,
  description,
  errorMessage,
  isRequired,
  rows = 4,
  placeholder,
  inputRef,
  ...props
}: TextAreaProps) {
  return (
    <RACTextField
      {...props}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <RACTextArea
        ref={inputRef}
        rows={rows}
        placeholder={placeholder}
        className={fieldStyles.textarea}
      />
    </RACTextField>
  );
}
