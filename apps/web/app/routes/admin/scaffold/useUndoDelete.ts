import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a deleted item can still be brought back with Undo. */
export const UNDO_WINDOW_MS = 10_000;

export interface UndoDelete<Item> {
  /** The item deleted and not yet gone: it leaves the list, and Undo can bring it back. */
  pending: Item | null;
  /** Deletes `item` once the window has passed (one before it goes at once). */
  remove: (item: Item) => void;
  /** Brings the pending item back; returns it, or null when there was none. */
  undo: () => Item | null;
}

/**
 * A delete that waits: the item leaves the list at once, and is deleted for good (`commit`)
 * only when the Undo window has passed, when another item is deleted, or when the screen is
 * left, so nothing waits to be deleted behind a person's back. One pending delete at a time.
 */
export function useUndoDelete<Item extends { id: string }>(
  commit: (item: Item) => void,
  windowMs = UNDO_WINDOW_MS,
): UndoDelete<Item> {
  const [pending, setPending] = useState<Item | null>(null);
  const pendingRef = useRef<{ item: Item; timer: ReturnType<typeof setTimeout> } | null>(null);
  // The latest commit, for timers and the unmount that outlive the render that set them.
  const commitRef = useRef(commit);
  commitRef.current = commit;

  const settle = useCallback(() => {
    const entry = pendingRef.current;
    if (!entry) return;
    clearTimeout(entry.timer);
    pendingRef.current = null;
    commitRef.current(entry.item);
  }, []);

  // Leaving the screen completes a pending delete rather than forgetting it.
  useEffect(() => settle, [settle]);

  const remove = useCallback(
    (item: Item) => {
      settle();
      const timer = setTimeout(() => {
        if (pendingRef.current?.item.id !== item.id) return;
        settle();
        setPending(null);
      }, windowMs);
      pendingRef.current = { item, timer };
      setPending(item);
    },
    [settle, windowMs],
  );

  const undo = useCallback(() => {
    const entry = pendingRef.current;
    if (!entry) return null;
    clearTimeout(entry.timer);
    pendingRef.current = null;
    setPending(null);
    return entry.item;
  }, []);

  return { pending, remove, undo };
}
