'use client';

import { type Ref, useContext } from 'react';
import {
  TextArea as RACTextArea,
  type TextAreaProps as RACTextAreaProps,
  TextField as RACTextField,
  TextAreaContext,
} from 'react-aria-components';
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

/**
 * react-aria's TextField hands its input props (with `type="text"`) to the text area too; HTML
 * gives `<textarea>` no `type` attribute, so it is dropped here before the element renders.
 */
function UntypedTextArea({
  textAreaRef,
  ...props
}: RACTextAreaProps & { textAreaRef?: Ref<HTMLTextAreaElement> }) {
  const context = useContext(TextAreaContext);
  const { type: _type, ...withoutType } = (context ?? {}) as Record<string, unknown> & {
    type?: unknown;
  };
  return (
    <TextAreaContext.Provider value={withoutType}>
      <RACTextArea ref={textAreaRef} {...props} />
    </TextAreaContext.Provider>
  );
}

/** A multi-line text input with the same anatomy as TextField. */
export function TextArea({ rows = 4, placeholder, inputRef, ...props }: TextAreaProps) {
  const field = fieldWrapper(props);
  return (
    <RACTextField {...field.rootProps}>
      {field.parts}
      <UntypedTextArea
        textAreaRef={inputRef}
        rows={rows}
        placeholder={placeholder}
        className={fieldStyles.textarea}
      />
    </RACTextField>
  );
}
