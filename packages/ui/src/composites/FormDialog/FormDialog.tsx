'use client';

import type { ReactNode } from 'react';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Dialog, type DialogProps } from '../../components/Dialog';
import { Stack } from '../../components/Stack';

export interface FormDialogLabels {
  cancel: string;
  submit: string;
  /** The submit button while the form is being saved. */
  busy: string;
}

export interface FormDialogProps {
  title: ReactNode;
  /** The `id` of the form inside, which the submit button at the foot submits. */
  formId: string;
  /** The form; its own `id` must be `formId`. */
  children: ReactNode;
  labels: FormDialogLabels;
  /** While saving: the buttons show it and the dialog does not close. */
  busy?: boolean;
  /** Why the last save failed (the service's message); the fields keep what was typed. */
  failure?: string | null;
  onClose: () => void;
  size?: DialogProps['size'];
}

/**
 * A dialog around one form (Create Page, Edit Media): Cancel and the submit button at its foot,
 * a failed save's message above the fields, and no closing while a save is under way.
 */
export function FormDialog({
  title,
  formId,
  children,
  labels,
  busy = false,
  failure,
  onClose,
  size,
}: FormDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={title}
      size={size}
      actions={
        <Stack direction="row" wrap justify="flex-end" gap="small">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {labels.cancel}
          </Button>
          <Button type="submit" form={formId} busy={busy} busyLabel={labels.busy}>
            {labels.submit}
          </Button>
        </Stack>
      }
    >
      <Stack>
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        {children}
      </Stack>
    </Dialog>
  );
}
