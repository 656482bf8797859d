'use client';

import { Search, X } from 'lucide';
import type { Ref } from 'react';
import { Button, Input, SearchField as RACSearchField } from 'react-aria-components';
import { type FieldBaseProps, fieldWrapper } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import { Icon } from '../Icon';
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
  placeholder,
  clearLabel = 'Clear search',
  inputRef,
  ...props
}: SearchFieldProps) {
  const field = fieldWrapper(props);
  return (
    <RACSearchField {...field.rootProps}>
      {field.parts}
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
