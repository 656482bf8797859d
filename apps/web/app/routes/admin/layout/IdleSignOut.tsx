import { lazy, Suspense } from 'react';
import { idleTimeoutMs, useIdleSignOut } from './idle';

/** The warning's dialog, loaded only when it is first needed (it stays out of the first load). */
const IdleDialog = lazy(() => import('./IdleDialog'));

export interface IdleSignOutProps {
  /** Sign-out after this long without input (ms; VITE_ADMIN_IDLE_MINUTES by default). */
  timeoutMs?: number;
  /** The warning shows this long before (ms). */
  warningMs?: number;
  /** Signs an idle session out (the sign-in page then says why). */
  onTimeout: () => void;
  /** "Sign out now": the ordinary sign-out. */
  onSignOut: () => void;
}

/**
 * Watches for an idle session and, before signing it out, asks in a modal dialog: it takes
 * focus (so a screen reader announces its title and message), "Stay signed in" or Escape keeps
 * the session, "Sign out now" ends it.
 */
export function IdleSignOut({
  timeoutMs = idleTimeoutMs(),
  warningMs,
  onTimeout,
  onSignOut,
}: IdleSignOutProps) {
  const idle = useIdleSignOut({
    timeoutMs,
    onTimeout,
    ...(warningMs === undefined ? {} : { warningMs }),
  });
  if (!idle.warning) return null;
  return (
    <Suspense fallback={null}>
      <IdleDialog minutesLeft={idle.minutesLeft} onStay={idle.stay} onSignOut={onSignOut} />
    </Suspense>
  );
}
