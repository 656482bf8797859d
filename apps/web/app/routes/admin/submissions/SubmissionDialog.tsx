import {
  submissionsCopy as copy,
  formatUkDayTime,
  submissionStatusLabels,
} from '@charitykit/content';
import { Badge, Button, Dialog, Stack } from '@charitykit/ui';
import * as inbox from './inbox.css';
import type { InboxItem } from './items';
import { statusBadge } from './status';

export interface SubmissionDialogProps {
  item: InboxItem;
  onClose: () => void;
  onRemove: (item: InboxItem) => void;
  onMarkHandled: (item: InboxItem) => void;
}

/** One submission whole: every field, labelled, the notice the sender read, and its actions. */
export function SubmissionDialog({
  item,
  onClose,
  onRemove,
  onMarkHandled,
}: SubmissionDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={copy.detailTitle(item.name)}
      description={`${copy.received}: ${formatUkDayTime(item.createdAt)}`}
      size="large"
      closeLabel={copy.close}
      actions={
        <Stack direction="row" wrap justify="flex-end" gap="small">
          <Button variant="outline" onClick={() => onRemove(item)}>
            {copy.remove(item.name)}
          </Button>
          <Button disabled={item.status === 'handled'} onClick={() => onMarkHandled(item)}>
            {item.status === 'handled' ? copy.handled : copy.markHandled}
          </Button>
        </Stack>
      }
    >
      <dl className={inbox.details}>
        <div className={inbox.detailRow}>
          <dt>{copy.status}</dt>
          <dd>
            <Badge variant={statusBadge[item.status]}>{submissionStatusLabels[item.status]}</Badge>
          </dd>
        </div>
        {item.fields.map(([label, value]) => (
          <div key={label} className={inbox.detailRow}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className={inbox.detailRow}>
          <dt>{copy.consent}</dt>
          <dd>{item.consentText}</dd>
        </div>
      </dl>
    </Dialog>
  );
}
