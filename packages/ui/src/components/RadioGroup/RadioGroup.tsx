'use client';

import type { ReactNode } from 'react';
import type { ChoiceOption } from '../CheckboxGroup/CheckboxGroup';
import {
  ChoiceGroupParts,
  ChoiceLabel,
  choiceGroupAttributes,
  useChoiceGroupIds,
} from '../Field/choiceGroup';
import * as fieldStyles from '../Field/Field.css';
import type { FieldBaseProps } from '../Field/FieldBase';
import { useControllableValue } from '../Field/native';

export interface RadioGroupProps extends FieldBaseProps {
  options: readonly ChoiceOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  orientation?: 'vertical' | 'horizontal';
}

// Native radios, not react-aria's: the browser already gives a radio group everything it needs
// (one tab stop, arrow keys move and choose, the group's name), and react-aria's radio code was
// 4 KB of script on the volunteer page, the public page closest to its size budget. The markup,
// classes and data attributes are react-aria's, so the look and the styles are unchanged.

/** One choice from a few visible options. Arrow keys move between options, as native radios. */
export function RadioGroup({
  options,
  id,
  value,
  defaultValue,
  onChange,
  orientation = 'vertical',
  label,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  onBlur,
}: RadioGroupProps) {
  const ids = useChoiceGroupIds();
  const groupName = name ?? ids.base;
  const [selected, setSelected] = useControllableValue(value, defaultValue ?? '', onChange);
  const invalid = errorMessage ? true : undefined;
  const group = { ids, label, description, errorMessage, isRequired, isDisabled, onBlur };
  return (
    // The id goes on a wrapper: the error summary's link focuses the chosen or first radio.
    // role=radiogroup (as react-aria rendered) rather than a fieldset: the label, hint and error
    // keep the other fields' order and style.
    <div id={id}>
      <div
        role="radiogroup"
        {...choiceGroupAttributes(group)}
        aria-required={isRequired || undefined}
        aria-invalid={invalid}
        aria-orientation={orientation}
        data-orientation={orientation}
      >
        <ChoiceGroupParts {...group} />
        <div className={fieldStyles.options} data-orientation={orientation}>
          {options.map((option) => (
            <Radio
              key={option.value}
              name={groupName}
              value={option.value}
              checked={selected === option.value}
              isDisabled={isDisabled || option.isDisabled}
              isInvalid={invalid}
              isRequired={isRequired}
              onSelect={() => setSelected(option.value)}
            >
              {option.label}
            </Radio>
          ))}
        </div>
      </div>
    </div>
  );
}

function Radio({
  isDisabled,
  isInvalid,
  isRequired,
  onSelect,
  ...radio
}: {
  name: string;
  value: string;
  checked: boolean;
  isDisabled: boolean | undefined;
  isInvalid: true | undefined;
  isRequired: boolean | undefined;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <ChoiceLabel
      type="radio"
      {...radio}
      disabled={isDisabled}
      invalid={isInvalid}
      required={isRequired}
      onChange={onSelect}
    />
  );
}
