'use client';

import { type FocusEvent, type ReactNode, useId } from 'react';
import * as fieldStyles from './Field.css';
import { NativeErrorText, RequiredMark } from './FieldBase';

// What CheckboxGroup and RadioGroup share (no react-aria). Not part of the public exports.

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

/** A group's label, hint and error above its options, in the other fields' order and look. */
export function ChoiceGroupParts({
  ids,
  label,
  description,
  errorMessage,
  isRequired,
}: {
  ids: ChoiceGroupIds;
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string;
  isRequired?: boolean;
}) {
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

/** A group's blur: only when focus leaves the group, not when it moves between its options. */
export function blurWhenFocusLeaves(onBlur: (() => void) | undefined) {
  return (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
  };
}
