'use client';

import { type ReactNode, useId } from 'react';
import * as styles from './Field.css';
import { describedBy, type FieldBaseProps, NativeErrorText, RequiredMark } from './FieldBase';

// No react-aria here (only FieldBase): the native fields render their anatomy with this.

/** What a native control needs from `NativeField` to be labelled, described and marked. */
export interface NativeControlProps {
  id: string;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface NativeFieldProps
  extends Pick<FieldBaseProps, 'label' | 'description' | 'errorMessage' | 'isRequired' | 'id'> {
  /** Renders the control, given the props that wire it to the label, hint and error. */
  children: (control: NativeControlProps, ids: { labelId: string }) => ReactNode;
}

/**
 * The same anatomy for a field on a native element (not react-aria): the text fields, `<select>`,
 * the colour picker. React-aria wires label and hints by context; here the ids are written out.
 */
export function NativeField({
  label,
  description,
  errorMessage,
  isRequired,
  id,
  children,
}: NativeFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const labelId = `${controlId}-label`;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  return (
    <div className={styles.field} data-invalid={errorMessage ? true : undefined}>
      <label id={labelId} htmlFor={controlId} className={styles.label}>
        {label}
        {isRequired ? <RequiredMark /> : null}
      </label>
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
      {errorMessage ? <NativeErrorText id={errorId}>{errorMessage}</NativeErrorText> : null}
      {children(
        {
          id: controlId,
          'aria-required': isRequired || undefined,
          'aria-invalid': errorMessage ? true : undefined,
          'aria-describedby': describedBy(description && descriptionId, errorMessage && errorId),
        },
        { labelId },
      )}
    </div>
  );
}
