'use client';

import { type RefObject, useLayoutEffect, useRef } from 'react';
import type { SectionCommand } from './SectionCard';

/** Where focus goes after the next render: a section's control or heading, or "Add a section". */
export type FocusTarget =
  | { id: string; command: SectionCommand | 'heading' }
  | { target: 'add' }
  | null;

/**
 * Keeps focus where the keyboard user expects it after React re-renders the section list: on
 * the moved section's Move button (or the other one at an end, or its heading), on a removed
 * section's neighbour, or on "Add a section" when none is left. A control that became disabled
 * (Move up at the top after an undo) never strands focus. Returns the ref to set before a
 * change: `focusNext.current = { id, command }`.
 */
export function useFocusAfterMoves(root: RefObject<HTMLElement | null>) {
  const focusNext = useRef<FocusTarget>(null);
  useLayoutEffect(() => {
    const focus = focusNext.current;
    const active = document.activeElement;
    if (
      !focus &&
      active instanceof HTMLButtonElement &&
      active.disabled &&
      root.current?.contains(active)
    ) {
      active.closest('section')?.querySelector<HTMLElement>('h2')?.focus();
    }
    if (!focus || !root.current) return;
    focusNext.current = null;
    if ('target' in focus) {
      root.current.querySelector<HTMLElement>('[data-add-section] button')?.focus();
      return;
    }
    const card = root.current.querySelector<HTMLElement>(`[data-section-id="${focus.id}"]`);
    if (!card) return;
    const heading = card.querySelector<HTMLElement>('h2');
    if (focus.command === 'heading') {
      heading?.focus();
      return;
    }
    const wanted = card.querySelector<HTMLButtonElement>(`[data-command="${focus.command}"]`);
    const fallback =
      focus.command === 'moveUp'
        ? card.querySelector<HTMLButtonElement>('[data-command="moveDown"]')
        : card.querySelector<HTMLButtonElement>('[data-command="moveUp"]');
    const target =
      wanted && !wanted.disabled ? wanted : fallback && !fallback.disabled ? fallback : heading;
    target?.focus();
  });
  return focusNext;
}
