'use client';

import type { Ref } from 'react';
import { TextArea as RACTextArea, TextField as RACTextField } from 'react-aria-components';
import { type FieldBaseProps, fieldWrapper } from '../Field';
import * as fieldStyles from '../Field/Field.css';

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
export function TextArea({ rows = 4, placeholder, inputRef, ...props }: TextAreaProps) {
  const field = fieldWrapper(props);
  return (
    <RACTextField {...field.rootProps}>
      {field.parts}
      <RACTextArea
        ref={inputRef}
        rows={rows}
        placeholder={placeholder}
        className={fieldStyles.textarea}
      />
    </RACTextField>
  );
}
