import { pageBuilderTexts as texts } from '@charitykit/content';
import { Button, Dialog } from '@charitykit/ui';

export interface UnsavedChangesDialogProps {
  open: boolean;
  /** Throw the changes away and carry on (switch page, leave the screen). */
  onDiscard: () => void;
  /** Stay where you are, changes intact. Escape and the close button do this too. */
  onKeepEditing: () => void;
}

/** Asked before unsaved work would be lost: switching page or leaving the builder. */
export function UnsavedChangesDialog({
  open,
  onDiscard,
  onKeepEditing,
}: UnsavedChangesDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onKeepEditing();
      }}
      title={texts.unsavedTitle}
      description={texts.unsavedDescription}
      size="small"
      actions={
        <>
          <Button variant="outline" onClick={onKeepEditing}>
            {texts.keepEditing}
          </Button>
          <Button onClick={onDiscard}>{texts.discard}</Button>
        </>
      }
    />
  );
}
