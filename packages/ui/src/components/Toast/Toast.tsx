'use client';

import { CircleCheck, CircleX, Info, X } from 'lucide';
import {
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { Icon } from '../Icon';
import * as styles from './Toast.css';
import { getToasts, subscribe, type ToastItem, toast } from './toastStore';

const icons = { success: CircleCheck, error: CircleX, info: Info };
const noToasts: readonly ToastItem[] = [];

export interface ToastRegionProps {
  /** Names the region for screen-reader landmark navigation. */
  label?: string;
}

function overlaps(a: DOMRect, b: DOMRect) {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * WCAG 2.2 Focus Not Obscured: toasts sit at the bottom of the viewport, over whatever is there,
 * and a dialog's buttons can be just there. Whenever focus moves, or toasts come, while the
 * focused element lies under the toasts, the region moves to the other edge; it goes back to
 * the bottom once it is empty.
 */
function useStepAsideFromFocus(
  region: RefObject<HTMLElement | null>,
  count: number,
): 'bottom' | 'top' {
  const [edge, setEdge] = useState<'bottom' | 'top'>('bottom');
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
  }, [count, region]);
  return edge;
}

/**
 * Where toasts appear: render once near the app root. The two live regions are in the page from
 * the start (a live region added together with its text is often not announced): successes and
 * information are polite, errors assertive. Hovering or focusing a toast pauses its timer, and
 * the toasts move out of the way of the focused element (see useStepAsideFromFocus).
 */
export function ToastRegion({ label = 'Notifications' }: ToastRegionProps) {
  const toasts = useSyncExternalStore(subscribe, getToasts, () => noToasts);
  const [paused, setPaused] = useState(false);
  const regionRef = useRef<HTMLElement>(null);
  const edge = useStepAsideFromFocus(regionRef, toasts.length);
  const polite = toasts.filter((item) => item.tone !== 'error');
  const assertive = toasts.filter((item) => item.tone === 'error');

  return (
    <section
      ref={regionRef}
      aria-label={label}
      data-edge={edge}
      className={styles.region({ edge })}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <div role="status" aria-live="polite" className={styles.live}>
        {polite.length > 0 ? (
          <ol className={styles.list}>
            {polite.map((item) => (
              <ToastView key={item.id} item={item} paused={paused} />
            ))}
          </ol>
        ) : null}
      </div>
      <div role="alert" aria-live="assertive" className={styles.live}>
        {assertive.length > 0 ? (
          <ol className={styles.list}>
            {assertive.map((item) => (
              <ToastView key={item.id} item={item} paused={paused} />
            ))}
          </ol>
        ) : null}
      </div>
    </section>
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
