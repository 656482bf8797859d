'use client';

import type { FocusEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useId } from 'react';
import * as fieldStyles from './Field.css';
import { describedBy, NativeErrorText, RequiredMark } from './FieldBase';
import { hiddenInputStyle } from './native';

// What Checkbox, CheckboxGroup and RadioGroup share (no react-aria). Not part of the public
// exports.

export interface ChoiceLabelProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children' | 'className'> {
  type: 'checkbox' | 'radio';
  inputRef?: Ref<HTMLInputElement>;
  /** Drawn as the box's tick or dash (a radio's dot is its style). */
  mark?: ReactNode;
  indeterminate?: boolean | undefined;
  invalid?: boolean | undefined;
  /** Marks the label required (the input says so itself only where it asks for itself). */
  required?: boolean | undefined;
  /** The text beside the box or circle; also the input's accessible name. */
  children: ReactNode;
}

/**
 * One checkbox or radio as GOV.UK Frontend builds it: the native input inside its label (the
 * browser gives it Space, arrow keys, a name and a value), visually hidden, with the box or
 * circle drawn beside it. Its state is on the label's data attributes (react-aria's, which the
 * styles read), and keyboard focus shows through the input's own `:focus-visible`.
 */
export function ChoiceLabel({
  type,
  inputRef,
  mark,
  indeterminate,
  invalid,
  required,
  children,
  ...input
}: ChoiceLabelProps) {
  return (
    <label
      className={fieldStyles.choice}
      data-selected={input.checked || undefined}
      data-indeterminate={indeterminate || undefined}
      data-disabled={input.disabled || undefined}
      data-invalid={invalid || undefined}
      data-required={required || undefined}
    >
      <span style={hiddenInputStyle}>
        <input ref={inputRef} type={type} {...input} />
      </span>
      <span
        className={type === 'radio' ? fieldStyles.radioCircle : fieldStyles.checkboxBox}
        aria-hidden="true"
      >
        {mark}
      </span>
      <span className={fieldStyles.choiceLabel}>{children}</span>
    </label>
  );
}

/** The ids a group of choices names its label, hint and error by (and its default name). */
export function useChoiceGroupIds() {
  const base = useId();
  return {
    base,
    labelId: `${base}-label`,
    descriptionId: `${base}-description`,
    errorId: `${base}-error`,
  };
}

export type ChoiceGroupIds = ReturnType<typeof useChoiceGroupIds>;

/** What a group of choices is about, apart from its options. */
export interface ChoiceGroupInfo {
  ids: ChoiceGroupIds;
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string | undefined;
  isRequired?: boolean | undefined;
  isDisabled?: boolean | undefined;
  /** Called when focus leaves the group, not when it moves between its options. */
  onBlur?: (() => void) | undefined;
}

/**
 * The attributes a group of choices' element takes (after its `role`, `group` or `radiogroup`,
 * as react-aria rendered them): labelled by its label, described by its hint and error, its
 * state for the styles, and its blur.
 */
export function choiceGroupAttributes({
  ids,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  onBlur,
}: ChoiceGroupInfo) {
  return {
    className: fieldStyles.field,
    'aria-labelledby': ids.labelId,
    'aria-describedby': describedBy(description && ids.descriptionId, errorMessage && ids.errorId),
    'aria-disabled': isDisabled || undefined,
    'data-invalid': errorMessage ? true : undefined,
    'data-disabled': isDisabled || undefined,
    'data-required': isRequired || undefined,
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
    },
  };
}

/** A group's label, hint and error above its options, in the other fields' order and look. */
export function ChoiceGroupParts({
  ids,
  label,
  description,
  errorMessage,
  isRequired,
}: ChoiceGroupInfo) {
  return (
    <>
      <span id={ids.labelId} className={fieldStyles.label}>
        {label}
        {isRequired ? <RequiredMark /> : null}
      </span>
      {description ? (
        <span id={ids.descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      {errorMessage ? <NativeErrorText id={ids.errorId}>{errorMessage}</NativeErrorText> : null}
    </>
  );
}
