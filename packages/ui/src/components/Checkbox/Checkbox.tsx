'use client';

import { Check, Minus } from 'lucide-react';
import { type ReactNode, type Ref, useId } from 'react';
import { Checkbox as RACCheckbox } from 'react-aria-components';
import { describedBy, NativeErrorText } from '../Field';
import * as fieldStyles from '../Field/Field.css';

export interface CheckboxProps {
  /** The text beside the box; also its accessible name. */
  children: ReactNode;
  /** Inside a CheckboxGroup: the value this box adds to the group's list. */
  value?: string;
  /** Standalone: whether it is ticked (controlled). */
  isSelected?: boolean;
  defaultSelected?: boolean;
  isIndeterminate?: boolean;
  onChange?: (isSelected: boolean) => void;
  onBlur?: () => void;
  isDisabled?: boolean;
  isRequired?: boolean;
  name?: string;
  /** Standalone only: hint under the label. */
  description?: ReactNode;
  /** Standalone only: the error (e.g. "You must agree to the terms"). */
  errorMessage?: string;
  /** Id of the wrapper; the error summary focuses the box inside it. */
  id?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A checkbox, standalone (a yes/no such as agreeing to terms) or as one option of a CheckboxGroup. */
export function Checkbox({
  children,
  description,
  errorMessage,
  id,
  inputRef,
  ...props
}: CheckboxProps) {
  const hintId = useId();
  return (
    <div id={id} className={fieldStyles.field} data-invalid={errorMessage ? true : undefined}>
      {errorMessage ? (
        <NativeErrorText id={`${hintId}-error`}>{errorMessage}</NativeErrorText>
      ) : null}
      <RACCheckbox
        {...props}
        inputRef={inputRef as Ref<HTMLInputElement>}
        isInvalid={errorMessage ? true : undefined}
        validationBehavior="aria"
        aria-describedby={describedBy(
          description && `${hintId}-description`,
          errorMessage && `${hintId}-error`,
        )}
        className={fieldStyles.choice}
      >
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={fieldStyles.checkboxBox} aria-hidden="true">
              {isIndeterminate ? (
                <Minus size={16} strokeWidth={3} />
              ) : isSelected ? (
                <Check size={16} strokeWidth={3} />
              ) : null}
            </span>
            <span className={fieldStyles.choiceLabel}>{children}</span>
          </>
        )}
      </RACCheckbox>
      {description ? (
        <span id={`${hintId}-description`} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
    </div>
  );
}
