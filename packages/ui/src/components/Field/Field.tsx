'use client';

import type { ReactNode } from 'react';
import {
  FieldError as RACFieldError,
  Label as RACLabel,
  Text as RACText,
} from 'react-aria-components';
import * as styles from './Field.css';

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

/** A field label inside a react-aria-components field (wired to the control by context). */
export function FieldLabel({
  children,
  isRequired,
}: {
  children: ReactNode;
  isRequired?: boolean;
}) {
  return (
    <RACLabel className={styles.label}>
      {children}
      {isRequired ? <RequiredMark /> : null}
    </RACLabel>
  );
}

/** The asterisk is visual only: the control itself carries `aria-required`. */
export function RequiredMark() {
  return (
    <span className={styles.requiredMark} aria-hidden="true">
      *
    </span>
  );
}

export function FieldDescription({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <RACText slot="description" className={styles.description}>
      {children}
    </RACText>
  );
}

/** The field's error; rendered only while the field is invalid. */
export function FieldErrorText({ children }: { children?: string }) {
  return (
    <RACFieldError className={styles.error}>
      {children ? <ErrorPrefix>{children}</ErrorPrefix> : null}
    </RACFieldError>
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

/**
 * Hint and error for fields built on native elements (not react-aria), with the ids their
 * control's `aria-describedby` points at; same order and look as the react-aria fields.
 */
export function NativeFieldHelp({
  description,
  descriptionId,
  errorMessage,
  errorId,
}: {
  description?: ReactNode;
  descriptionId: string;
  errorMessage?: string;
  errorId: string;
}) {
  return (
    <>
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
      {errorMessage ? (
        <span id={errorId} className={styles.error}>
          <ErrorPrefix>{errorMessage}</ErrorPrefix>
        </span>
      ) : null}
    </>
  );
}

export { styles as fieldStyles };
