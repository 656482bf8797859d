'use client';

import { type Ref, type RefCallback, useCallback, useState } from 'react';

// Small helpers the native fields share (no react-aria). Not part of the public exports.

/**
 * A value that the parent may control (`value`) or leave to the field (`defaultValue`), as
 * react-stately's `useControlledState`: the control always renders the returned value, so it
 * never switches between controlled and uncontrolled when a form starts or stops passing one.
 */
export function useControllableValue<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((value: T) => void) | undefined,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [controlled ? value : own, set];
}

/** One callback ref that fills two refs (the caller's `inputRef` and the field's own). */
export function useMergedRef<T>(a: Ref<T> | undefined, b: Ref<T> | undefined): RefCallback<T> {
  return useCallback(
    (node: T | null) => {
      for (const ref of [a, b]) {
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }
    },
    [a, b],
  );
}

/**
 * react-aria's VisuallyHidden, for the native checkbox and radio inputs: the input stays
 * focusable and announced while the field draws its own box or circle.
 */
export const hiddenInputStyle = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  width: 1,
  whiteSpace: 'nowrap',
} as const;
