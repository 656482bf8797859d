'use client';

import type { ReactNode } from 'react';
import {
  FieldError as RACFieldError,
  Label as RACLabel,
  Text as RACText,
} from 'react-aria-components';
import * as styles from './Field.css';
import { ErrorPrefix, type FieldBaseProps, RequiredMark } from './FieldBase';

// The anatomy for fields built on react-aria-components (DateField, SearchField, a field of
// your own). The simple fields are native elements and import FieldBase and NativeField only,
// so this module (and react-aria) stays off pages that use just those.

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

/**
 * One react-aria field's wrapper, as the react-aria-components starter writes it in each field:
 * the props its root (`TextField`, `DateField`, `SearchField`…) takes, and the label, hint and
 * error that go above the control (GOV.UK's order, so the error is read before the input).
 *
 * ```tsx
 * const field = fieldWrapper(props);
 * return (
 *   <RACTextField {...field.rootProps}>
 *     {field.parts}
 *     <Input className={fieldStyles.input} />
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
