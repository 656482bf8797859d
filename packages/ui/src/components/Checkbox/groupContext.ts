import { createContext, useContext } from 'react';

/** What a CheckboxGroup tells the `<Checkbox value>` boxes inside it. */
export interface CheckboxGroupState {
  /** The form name every box submits under. */
  name: string | undefined;
  isSelected: (value: string) => boolean;
  /** Ticks (`true`) or unticks one value in the group's list. */
  toggle: (value: string, isSelected: boolean) => void;
  isDisabled: boolean | undefined;
  isInvalid: boolean;
  isRequired: boolean | undefined;
  /** The group's hint and error ids, read with each box as well as with the group. */
  describedBy: string | undefined;
}

export const CheckboxGroupContext = createContext<CheckboxGroupState | null>(null);

export function useCheckboxGroupState(): CheckboxGroupState | null {
  return useContext(CheckboxGroupContext);
}
