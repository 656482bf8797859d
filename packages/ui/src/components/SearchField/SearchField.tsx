'use client';

import { Search, X } from 'lucide-react';
import type { Ref } from 'react';
import { Button, Input, SearchField as RACSearchField } from 'react-aria-components';
import {
  type FieldBaseProps,
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  fieldStyles,
} from '../Field/Field';
import { Icon } from '../Icon/Icon';
import * as styles from './SearchField.css';

export interface SearchFieldProps extends FieldBaseProps {
  value?: string;
  defaultValue?: string;
  /** Called as the person types (filter as you go). */
  onChange?: (value: string) => void;
  /** Called on Enter. */
  onSubmit?: (value: string) => void;
  /** Called when cleared with the × button or Escape. */
  onClear?: () => void;
  placeholder?: string;
  clearLabel?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A search box: type to filter, Enter to submit, Escape or × to clear. */
export function SearchField({
  label,
  description,
  errorMessage,
  isRequired,
  placeholder,
  clearLabel = 'Clear search',
  inputRef,
  ...props
}: SearchFieldProps) {
  return (
    <RACSearchField
      {...props}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <div className={styles.control}>
        <span className={styles.icon}>
          <Icon icon={Search} size="small" />
        </span>
        <Input
          ref={inputRef}
          placeholder={placeholder}
          className={`${fieldStyles.input} ${styles.input}`}
        />
        <Button className={styles.clear} aria-label={clearLabel}>
          <Icon icon={X} size="small" />
        </Button>
      </div>
    </RACSearchField>
  );
}
