'use client';

import { Check, Minus } from 'lucide';
import { type ReactNode, type Ref, useId, useLayoutEffect, useRef } from 'react';
import { ChoiceLabel } from '../Field/choiceGroup';
import * as fieldStyles from '../Field/Field.css';
import { describedBy, NativeErrorText } from '../Field/FieldBase';
import { useControllableValue, useMergedRef } from '../Field/native';
import { IconDrawing } from '../Icon/Icon';
import { useCheckboxGroupState } from './groupContext';

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

// A native `<input type="checkbox">` inside its label (Field/choiceGroup's ChoiceLabel), as
// GOV.UK Frontend builds one. The markup, classes and data attributes are the ones react-aria
// rendered, so the look and the styles are unchanged.

/** A checkbox, standalone (a yes/no such as agreeing to terms) or as one option of a CheckboxGroup. */
export function Checkbox({
  children,
  value,
  isSelected,
  defaultSelected,
  isIndeterminate,
  onChange,
  onBlur,
  isDisabled,
  isRequired,
  name,
  description,
  errorMessage,
  id,
  inputRef,
}: CheckboxProps) {
  const hintId = useId();
  const group = useCheckboxGroupState();
  const inGroup = group !== null && value !== undefined;
  const [ownSelected, setOwnSelected] = useControllableValue(
    isSelected,
    defaultSelected ?? false,
    onChange,
  );
  const selected = inGroup ? group.isSelected(value) : ownSelected;
  const disabled = isDisabled || (inGroup && group.isDisabled) || undefined;
  const invalid = Boolean(errorMessage) || (inGroup && group.isInvalid);

  const ownRef = useRef<HTMLInputElement>(null);
  const ref = useMergedRef(ownRef, inputRef);
  // "Indeterminate" is a DOM property, not an attribute; the browser clears it on each click,
  // so it is set again after every render (and every change) while the prop asks for it.
  useLayoutEffect(() => {
    if (ownRef.current) ownRef.current.indeterminate = Boolean(isIndeterminate);
  });

  return (
    <div id={id} className={fieldStyles.field} data-invalid={errorMessage ? true : undefined}>
      {errorMessage ? (
        <NativeErrorText id={`${hintId}-error`}>{errorMessage}</NativeErrorText>
      ) : null}
      <ChoiceLabel
        type="checkbox"
        inputRef={ref}
        name={name ?? (inGroup ? group.name : undefined)}
        value={value}
        checked={selected}
        disabled={disabled}
        indeterminate={isIndeterminate}
        invalid={invalid}
        required={isRequired}
        aria-invalid={invalid || undefined}
        aria-required={isRequired || undefined}
        aria-describedby={describedBy(
          description && `${hintId}-description`,
          errorMessage && `${hintId}-error`,
          inGroup && group.describedBy,
        )}
        onChange={(event) => {
          const next = event.target.checked;
          if (isIndeterminate) event.target.indeterminate = true;
          if (inGroup) {
            group.toggle(value, next);
            onChange?.(next);
          } else {
            setOwnSelected(next);
          }
        }}
        onBlur={onBlur}
        mark={
          isIndeterminate ? (
            <IconDrawing node={Minus} width={16} strokeWidth={3} />
          ) : selected ? (
            <IconDrawing node={Check} width={16} strokeWidth={3} />
          ) : null
        }
      >
        {children}
      </ChoiceLabel>
      {description ? (
        <span id={`${hintId}-description`} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
    </div>
  );
}
