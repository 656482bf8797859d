'use client';

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
  /**
   * The group's error and hint ids, read with each box as well as with the group. (A required
   * group marks no box `aria-required`: it asks for at least one box, not for each.)
   */
  describedBy: string | undefined;
}

export const CheckboxGroupContext = createContext<CheckboxGroupState | null>(null);

export function useCheckboxGroupState(): CheckboxGroupState | null {
  return useContext(CheckboxGroupContext);
}
