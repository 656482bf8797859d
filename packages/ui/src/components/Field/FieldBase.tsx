'use client';

import type { ReactNode } from 'react';
import * as styles from './Field.css';

// The field pieces that need no react-aria: the native fields (TextField, TextArea, NumberField,
// NativeDateField, Checkbox, CheckboxGroup, RadioGroup, Select, ColorField) import only this
// module and NativeField, so none of react-aria's code reaches a page that uses only them.

/** What every form field takes, whichever control it wraps. */
export interface FieldBaseProps {
  /** The visible label; also the accessible name. */
  label: ReactNode;
  /** Hint text under the label (linked to the control with aria-describedby). */
  description?: ReactNode;
  /** When set, the field is invalid and shows this message (linked to the control). */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** The form field name, also submitted with a native form. */
  name?: string;
  /**
   * Id of the focusable control. The error summary links to `#id`, so forms built with
   * `FormField` get a stable one automatically.
   */
  id?: string;
  onBlur?: () => void;
}

/** The asterisk is visual only: the control itself carries `aria-required`. */
export function RequiredMark() {
  return (
    <span className={styles.requiredMark} aria-hidden="true">
      *
    </span>
  );
}

/** GOV.UK prefixes error text with a hidden "Error:" so it is clear out of context. */
export function ErrorPrefix({ children }: { children: ReactNode }) {
  return (
    <>
      <span style={hiddenStyle}>Error:</span> {children}
    </>
  );
}

// Inline so the prefix needs no extra class in the bundle; same clip pattern as VisuallyHidden.
const hiddenStyle = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/** The ids that name a control's hint and error, joined for `aria-describedby`. */
export function describedBy(...ids: unknown[]): string | undefined {
  // Falsy entries stand for a hint or error that is not shown.
  return (
    ids.filter((id): id is string => typeof id === 'string' && id !== '').join(' ') || undefined
  );
}

/** An error message outside react-aria, with the id its control's `aria-describedby` names. */
export function NativeErrorText({ id, children }: { id: string; children: string }) {
  return (
    <span id={id} className={styles.error}>
      <ErrorPrefix>{children}</ErrorPrefix>
    </span>
  );
}
