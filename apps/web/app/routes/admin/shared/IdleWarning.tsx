import { adminCopy } from '@charitykit/content';
import { Button, Dialog } from '@charitykit/ui';
import { useIdleSignOut } from './idle';

const copy = adminCopy.idle;

export interface IdleSignOutProps {
  /** Sign-out after this long without input (ms). */
  timeoutMs: number;
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
export function IdleSignOut({ timeoutMs, warningMs, onTimeout, onSignOut }: IdleSignOutProps) {
  const idle = useIdleSignOut({
    timeoutMs,
    onTimeout,
    ...(warningMs === undefined ? {} : { warningMs }),
  });
  return (
    <Dialog
      open={idle.warning}
      onOpenChange={(open) => {
        if (!open) idle.stay();
      }}
      title={copy.title}
      description={copy.warning(idle.minutesLeft)}
      size="small"
      actions={
        <>
          <Button variant="secondary" onClick={onSignOut}>
            {copy.signOutNow}
          </Button>
          <Button onClick={idle.stay}>{copy.stay}</Button>
        </>
      }
    />
  );
}
