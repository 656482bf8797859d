'use client';

import { type ReactNode, useMemo } from 'react';
import { Checkbox } from '../Checkbox/Checkbox';
import { CheckboxGroupContext, type CheckboxGroupState } from '../Checkbox/groupContext';
import { ChoiceGroupParts, choiceGroupAttributes, useChoiceGroupIds } from '../Field/choiceGroup';
import * as fieldStyles from '../Field/Field.css';
import { describedBy, type FieldBaseProps } from '../Field/FieldBase';
import { useControllableValue } from '../Field/native';

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

const none: string[] = [];

// Native checkboxes, as GOV.UK Frontend builds a group: each box is an `<input type="checkbox">`
// (Tab reaches each, Space toggles), the group tells them its name, list and state through a
// context. The markup, classes and data attributes are react-aria's, so the look is unchanged.

/** A labelled group of checkboxes whose value is the list of ticked values (skills, interests). */
export function CheckboxGroup({
  options,
  children,
  columns = false,
  id,
  value,
  defaultValue,
  onChange,
  label,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  onBlur,
}: CheckboxGroupProps) {
  const ids = useChoiceGroupIds();
  const { descriptionId, errorId } = ids;
  const [selected, setSelected] = useControllableValue(value, defaultValue ?? none, onChange);
  const invalid = Boolean(errorMessage);
  const state = useMemo<CheckboxGroupState>(
    () => ({
      name,
      isSelected: (option) => selected.includes(option),
      toggle: (option, on) => {
        if (on === selected.includes(option)) return;
        setSelected(on ? [...selected, option] : selected.filter((each) => each !== option));
      },
      isDisabled,
      isInvalid: invalid,
      // Each box reads the error first, then the hint (as react-aria's group items did).
      describedBy: describedBy(errorMessage && errorId, description && descriptionId),
    }),
    [
      name,
      selected,
      setSelected,
      isDisabled,
      invalid,
      errorMessage,
      errorId,
      description,
      descriptionId,
    ],
  );
  const group = { ids, label, description, errorMessage, isRequired, isDisabled, onBlur };
  return (
    // The id goes on a wrapper: the error summary's link focuses the first box inside it.
    <div id={id}>
      {/* biome-ignore lint/a11y/useSemanticElements: a group as react-aria rendered, not a fieldset, so the label, hint and error keep the other fields' order and look (as RadioGroup). */}
      <div role="group" {...choiceGroupAttributes(group)}>
        <ChoiceGroupParts {...group} />
        <CheckboxGroupContext.Provider value={state}>
          <div className={columns ? fieldStyles.optionsColumns : fieldStyles.options}>
            {options?.map((option) => (
              <Checkbox key={option.value} value={option.value} isDisabled={option.isDisabled}>
                {option.label}
              </Checkbox>
            ))}
            {children}
          </div>
        </CheckboxGroupContext.Provider>
      </div>
    </div>
  );
}
