'use client';

import { useEffect, useState } from 'react';

// Code a page needs only once a person acts (a toast, a form's error summary, its checks): it
// loads the first time it is asked for, once, and is at hand synchronously from then on. A public
// page then ships at first only what it shows at first (issue 22), and a form asks for what it
// will need as soon as a person starts filling it in, so nothing waits when they send it.
// Not part of the public exports.

export interface OnDemand<T> {
  /** Loads it (once; again after a failed load) and resolves with it. */
  load: () => Promise<T>;
  /**
   * Starts loading (e.g. when a person starts filling in a form); the promise settles once it is
   * there, or could not load (never rejects).
   */
  preload: () => Promise<void>;
  /** It, if it has loaded. */
  current: () => T | undefined;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const load = () => {
    pending ??= importer().then(
      (value) => {
        loaded = value;
        return value;
      },
      (error: unknown) => {
        // Offline for a moment, say: the next time it is needed, it is asked for again.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return {
    load,
    preload: () =>
      load().then(
        () => undefined,
        () => undefined,
      ),
    current: () => loaded,
  };
}

/** It once loaded; asks for it when `needed` turns true (renders without it until then). */
export function useOnDemand<T>(part: OnDemand<T>, needed: boolean): T | undefined {
  const [loaded, setLoaded] = useState(part.current);
  useEffect(() => {
    if (!needed || loaded !== undefined) return;
    let live = true;
    part.load().then(
      (value) => {
        if (live) setLoaded(() => value);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [part, needed, loaded]);
  return loaded ?? part.current();
}
