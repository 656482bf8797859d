'use client';

import { type RefObject, useEffect, useRef } from 'react';

/**
 * Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z or Ctrl/Cmd+Y redoes, anywhere inside `root` (fields
 * included: a run of typing in one field is one builder step, so the builder's history replaces
 * the field's own) or when focus has fallen back to the page's body.
 */
export function useUndoShortcuts(
  root: RefObject<HTMLElement | null>,
  undo: () => void,
  redo: () => void,
): void {
  // The latest handlers, so the document listener is added once.
  const shortcuts = useRef({ undo, redo });
  shortcuts.current = { undo, redo };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const target = event.target;
      if (target !== document.body && !(target instanceof Node && root.current?.contains(target))) {
        return;
      }
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        shortcuts.current.undo();
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        shortcuts.current.redo();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [root]);
}
