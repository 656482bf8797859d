'use client';

import type { ReactNode } from 'react';
import { CheckboxGroup as RACCheckboxGroup } from 'react-aria-components';
import { Checkbox } from '../Checkbox';
import { type FieldBaseProps, fieldWrapper } from '../Field';
import * as fieldStyles from '../Field/Field.css';

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  isDisabled?: boolean;
}

export interface CheckboxGroupProps extends FieldBaseProps {
  options?: readonly ChoiceOption[];
  /** Or pass `<Checkbox value="…">` children. */
  children?: ReactNode;
  /** The values ticked. */
  value?: string[];
  defaultValue?: string[];
  onChange?: (value: string[]) => void;
  /** Lay long option lists out in columns on wider screens. */
  columns?: boolean;
}

/** A labelled group of checkboxes whose value is the list of ticked values (skills, interests). */
export function CheckboxGroup({
  options,
  children,
  columns = false,
  id,
  ...props
}: CheckboxGroupProps) {
  const field = fieldWrapper(props);
  return (
    // The id goes on a wrapper: the error summary's link focuses the first box inside it.
    <div id={id}>
      <RACCheckboxGroup {...field.rootProps}>
        {field.parts}
        <div className={columns ? fieldStyles.optionsColumns : fieldStyles.options}>
          {options?.map((option) => (
            <Checkbox key={option.value} value={option.value} isDisabled={option.isDisabled}>
              {option.label}
            </Checkbox>
          ))}
          {children}
        </div>
      </RACCheckboxGroup>
    </div>
  );
}
