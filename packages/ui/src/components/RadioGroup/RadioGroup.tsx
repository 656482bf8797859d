'use client';

import type { ReactNode } from 'react';
import { Radio as RACRadio, RadioGroup as RACRadioGroup } from 'react-aria-components';
import type { ChoiceOption } from '../CheckboxGroup';
import { type FieldBaseProps, fieldWrapper } from '../Field';
import * as fieldStyles from '../Field/Field.css';

export interface RadioGroupProps extends FieldBaseProps {
  options: readonly ChoiceOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  orientation?: 'vertical' | 'horizontal';
}

/** One choice from a few visible options. Arrow keys move between options, as native radios. */
export function RadioGroup({ options, id, value, ...props }: RadioGroupProps) {
  const field = fieldWrapper(props);
  return (
    // The id goes on a wrapper: the error summary's link focuses the chosen or first radio.
    <div id={id}>
      <RACRadioGroup
        {...field.rootProps}
        // react-aria wants null, not '', for "nothing chosen" in a controlled group.
        value={value === undefined ? undefined : value === '' ? null : value}
      >
        {field.parts}
        <div className={fieldStyles.options} data-orientation={props.orientation ?? 'vertical'}>
          {options.map((option) => (
            <Radio key={option.value} value={option.value} isDisabled={option.isDisabled}>
              {option.label}
            </Radio>
          ))}
        </div>
      </RACRadioGroup>
    </div>
  );
}

function Radio({
  value,
  isDisabled,
  children,
}: {
  value: string;
  isDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <RACRadio value={value} isDisabled={isDisabled} className={fieldStyles.choice}>
      <span className={fieldStyles.radioCircle} aria-hidden="true" />
      <span className={fieldStyles.choiceLabel}>{children}</span>
    </RACRadio>
  );
}
