'use client';

import type { ReactNode } from 'react';
import { Radio as RACRadio, RadioGroup as RACRadioGroup } from 'react-aria-components';
import type { ChoiceOption } from '../CheckboxGroup/CheckboxGroup';
import {
  type FieldBaseProps,
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  fieldStyles,
} from '../Field/Field';

export interface RadioGroupProps extends FieldBaseProps {
  options: readonly ChoiceOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  orientation?: 'vertical' | 'horizontal';
}

/** One choice from a few visible options. Arrow keys move between options, as native radios. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  isRequired,
  options,
  id,
  value,
  ...props
}: RadioGroupProps) {
  return (
    <div id={id}>
      <RACRadioGroup
        {...props}
        // react-aria wants null, not '', for "nothing chosen" in a controlled group.
        value={value === undefined ? undefined : value === '' ? null : value}
        isRequired={isRequired}
        isInvalid={Boolean(errorMessage)}
        validationBehavior="aria"
        className={fieldStyles.field}
      >
        <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorText>{errorMessage}</FieldErrorText>
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
