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
 * One react-aria field's wrapper, as the react-aria-components starter writes it in each field:
 * the props its root (`TextField`, `CheckboxGroup`, `DateField`…) takes, and the label, hint and
 * error that go above the control (GOV.UK's order, so the error is read before the input).
 *
 * ```tsx
 * const field = useFieldWrapper(props);
 * return (
 *   <RACTextField {...field.rootProps}>
 *     {field.parts}
 *     <Input className={field.inputClassName} />
 *   </RACTextField>
 * );
 * ```
 *
 * Validation is the form's job (a schema), so the field is invalid exactly when it has an error
 * message, and `validationBehavior="aria"` keeps the browser's own bubbles out of the way.
 */
export function fieldWrapper<P extends FieldBaseProps>({
  label,
  description,
  errorMessage,
  ...rest
}: P) {
  return {
    rootProps: {
      ...rest,
      isInvalid: Boolean(errorMessage),
      validationBehavior: 'aria' as const,
      className: styles.field,
    },
    parts: (
      <>
        <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorText>{errorMessage}</FieldErrorText>
      </>
    ),
  };
}

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
