'use client';

import { CircleCheck, CircleX, Info, X } from 'lucide';
import {
  type Dispatch,
  type RefObject,
  type SetStateAction,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react';
import { Icon } from '../Icon';
import * as styles from './ToastList.css';
import { type ToastItem, toast } from './toastStore';

// The toasts themselves, which ToastRegion loads with the first one (see Toast.tsx). Not part of
// the public exports.

/** The viewport edge the toasts sit at. */
export type ToastEdge = 'bottom' | 'top';

function overlaps(a: DOMRect, b: DOMRect) {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * WCAG 2.2 Focus Not Obscured: toasts sit at the bottom of the viewport, over whatever is there,
 * and a dialog's buttons can be just there. Whenever focus moves, or toasts come, while the
 * focused element lies under the toasts, the region moves to the other edge; it goes back to
 * the bottom once it is empty.
 */
export function StepAside({
  region,
  count,
  setEdge,
}: {
  region: RefObject<HTMLElement | null>;
  count: number;
  setEdge: Dispatch<SetStateAction<ToastEdge>>;
}) {
  useLayoutEffect(() => {
    if (count === 0) {
      setEdge('bottom');
      return;
    }
    const check = () => {
      const focused = document.activeElement;
      const box = region.current;
      if (!box || !(focused instanceof HTMLElement) || box.contains(focused)) return;
      if (overlaps(box.getBoundingClientRect(), focused.getBoundingClientRect())) {
        setEdge((current) => (current === 'bottom' ? 'top' : 'bottom'));
      }
    };
    check();
    document.addEventListener('focusin', check);
    return () => document.removeEventListener('focusin', check);
  }, [count, region, setEdge]);
  return null;
}

const icons = { success: CircleCheck, error: CircleX, info: Info };

/** The toasts of one live region, newest last. */
export function ToastList({ items, paused }: { items: readonly ToastItem[]; paused: boolean }) {
  return (
    <ol className={styles.list}>
      {items.map((item) => (
        <ToastView key={item.id} item={item} paused={paused} />
      ))}
    </ol>
  );
}

function ToastView({ item, paused }: { item: ToastItem; paused: boolean }) {
  const remaining = useRef(item.duration);

  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const started = Date.now();
    const timer = setTimeout(() => toast.dismiss(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, item.id]);

  return (
    <li className={styles.toast({ tone: item.tone })}>
      <span className={styles.icon({ tone: item.tone })}>
        <Icon icon={icons[item.tone]} />
      </span>
      <p className={styles.message}>{item.message}</p>
      {item.action ? (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            item.action?.onAction();
            toast.dismiss(item.id);
          }}
        >
          {item.action.label}
        </button>
      ) : null}
      <button
        type="button"
        className={styles.dismiss}
        aria-label="Dismiss notification"
        onClick={() => toast.dismiss(item.id)}
      >
        <Icon icon={X} size="small" />
      </button>
    </li>
  );
}
