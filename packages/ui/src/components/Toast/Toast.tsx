'use client';

import { useRef, useState, useSyncExternalStore } from 'react';
import { onDemand, useOnDemand } from '../../internal/onDemand';
import * as styles from './Toast.css';
import type { ToastEdge } from './ToastList';
import { getToasts, subscribe, type ToastItem } from './toastStore';

const noToasts: readonly ToastItem[] = [];

/**
 * The toasts' own code (their look, timers, buttons) loads with the first toast: a page whose
 * visitor never sees one does not carry it. Forms ask for it as a person starts filling them in
 * (`preloadToasts`), so an error or a success after a submit shows at once.
 */
const toastList = onDemand(() => import('./ToastList'));

/** Starts loading the toasts' code (see `toastList`); safe to call often. */
export const preloadToasts = toastList.preload;

export interface ToastRegionProps {
  /** Names the region for screen-reader landmark navigation. */
  label?: string;
  /**
   * Load the toasts' code as soon as the region is in the page rather than with the first
   * toast: for an app whose toasts report failures, which can come while the connection is down
   * (the back-office). A public page leaves it off and its forms ask for the code when a person
   * starts filling them in.
   */
  preload?: boolean;
}

/**
 * Where toasts appear: render once near the app root. The two live regions are in the page from
 * the start (a live region added together with its text is often not announced): successes and
 * information are polite, errors assertive; the toasts' own code loads with the first one.
 * Hovering or focusing a toast pauses its timer, and the toasts move out of the way of the
 * focused element (see ToastList's StepAside).
 */
export function ToastRegion({ label = 'Notifications', preload = false }: ToastRegionProps) {
  const toasts = useSyncExternalStore(subscribe, getToasts, () => noToasts);
  const [paused, setPaused] = useState(false);
  const regionRef = useRef<HTMLElement>(null);
  const [edge, setEdge] = useState<ToastEdge>('bottom');
  const list = useOnDemand(toastList, preload || toasts.length > 0);
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
      {list ? <list.StepAside region={regionRef} count={toasts.length} setEdge={setEdge} /> : null}
      <div role="status" aria-live="polite" className={styles.live}>
        {list && polite.length > 0 ? <list.ToastList items={polite} paused={paused} /> : null}
      </div>
      <div role="alert" aria-live="assertive" className={styles.live}>
        {list && assertive.length > 0 ? <list.ToastList items={assertive} paused={paused} /> : null}
      </div>
    </section>
  );
}
