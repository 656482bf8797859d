/**
 * Signing out an idle back-office session (issue 21): after `timeoutMs` with no keyboard,
 * pointer or touch input in any of the person's admin tabs, with a warning `warningMs` before.
 * The last activity is shared between tabs through localStorage, so working in one tab keeps
 * the others signed in; time is read from the clock, so a laptop waking from sleep past the
 * limit signs out at once.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** Eight hours, unless the build sets VITE_ADMIN_IDLE_MINUTES. */
export const DEFAULT_IDLE_MINUTES = 8 * 60;

export function idleTimeoutMs(configured = import.meta.env.VITE_ADMIN_IDLE_MINUTES): number {
  const minutes = Number(configured);
  return (Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_IDLE_MINUTES) * 60_000;
}

/** The warning comes five minutes before, or a quarter of the time for short limits. */
export function warningMsFor(timeoutMs: number): number {
  return Math.min(5 * 60_000, Math.floor(timeoutMs / 4));
}

export const LAST_ACTIVITY_KEY = 'charitykit.admin.lastActivity';
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export interface IdleState {
  /** Whether the warning is showing. */
  warning: boolean;
  /** Whole minutes left before the sign-out (at least 1 while warning). */
  minutesLeft: number;
  /** Counts as activity: the warning closes and the time starts again. */
  stay: () => void;
}

function readShared(): number {
  try {
    return Number(window.localStorage.getItem(LAST_ACTIVITY_KEY)) || 0;
  } catch {
    return 0;
  }
}

function writeShared(at: number) {
  try {
    window.localStorage.setItem(LAST_ACTIVITY_KEY, String(at));
  } catch {
    // Storage blocked: this tab keeps its own time.
  }
}

export function useIdleSignOut({
  timeoutMs,
  warningMs = warningMsFor(timeoutMs),
  onTimeout,
  now = Date.now,
}: {
  timeoutMs: number;
  warningMs?: number;
  onTimeout: () => void;
  now?: () => number;
}): IdleState {
  const lastActivity = useRef(now());
  const [warning, setWarning] = useState(false);
  const [left, setLeft] = useState(timeoutMs);
  const warningRef = useRef(false);
  const timedOut = useRef(false);
  const onTimeoutRef = useRef(onTimeout);
  onTimeoutRef.current = onTimeout;

  const record = useCallback(() => {
    const at = now();
    // Shared at most every few seconds: a held key or a scroll wheel writes no storm.
    if (at - lastActivity.current > 5000 || at < lastActivity.current) writeShared(at);
    lastActivity.current = at;
  }, [now]);

  const stay = useCallback(() => {
    const at = now();
    lastActivity.current = at;
    writeShared(at);
    warningRef.current = false;
    setWarning(false);
    setLeft(timeoutMs);
  }, [now, timeoutMs]);

  useEffect(() => {
    lastActivity.current = Math.max(lastActivity.current, readShared());
    // While the warning shows, only its own buttons count: a stray key press must not hide it.
    const onActivity = () => {
      if (!warningRef.current) record();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key !== LAST_ACTIVITY_KEY) return;
      const at = Number(event.newValue);
      if (at > lastActivity.current) {
        lastActivity.current = at;
        if (warningRef.current) {
          warningRef.current = false;
          setWarning(false);
        }
      }
    };
    const tick = () => {
      const remaining = lastActivity.current + timeoutMs - now();
      if (remaining <= 0) {
        if (!timedOut.current) {
          timedOut.current = true;
          onTimeoutRef.current();
        }
        return;
      }
      const warn = remaining <= warningMs;
      if (warn !== warningRef.current) {
        warningRef.current = warn;
        setWarning(warn);
      }
      setLeft(remaining);
    };
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, onActivity, { capture: true, passive: true });
    }
    window.addEventListener('storage', onStorage);
    const timer = window.setInterval(tick, 1000);
    tick();
    return () => {
      for (const name of ACTIVITY_EVENTS) {
        window.removeEventListener(name, onActivity, { capture: true });
      }
      window.removeEventListener('storage', onStorage);
      window.clearInterval(timer);
    };
  }, [now, record, timeoutMs, warningMs]);

  return { warning, minutesLeft: Math.max(1, Math.ceil(left / 60_000)), stay };
}
