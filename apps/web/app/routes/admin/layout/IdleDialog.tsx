import { adminCopy } from '@charitykit/content';
import { Button, Dialog } from '@charitykit/ui';

const copy = adminCopy.idle;

export interface IdleDialogProps {
  minutesLeft: number;
  onStay: () => void;
  onSignOut: () => void;
}

/** The idle warning: Escape, × and "Stay signed in" keep the session. */
export default function IdleDialog({ minutesLeft, onStay, onSignOut }: IdleDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
      title={copy.title}
      description={copy.warning(minutesLeft)}
      size="small"
      actions={
        <>
          <Button variant="secondary" onClick={onSignOut}>
            {copy.signOutNow}
          </Button>
          <Button onClick={onStay}>{copy.stay}</Button>
        </>
      }
    />
  );
}
