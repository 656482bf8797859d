import {
  submissionsCopy as copy,
  formatUkDayTime,
  submissionStatusLabels,
} from '@charitykit/content';
import type { SubmissionKind } from '@charitykit/data';
import { adminActionIcons, Badge, EmptyState, TableActions } from '@charitykit/ui';
import { ListTable, RowAction } from '../scaffold/ListScreen';
import * as styles from '../scaffold/scaffold.css';
import * as inbox from './inbox.css';
import type { InboxItem } from './items';
import { statusBadge } from './status';

export interface SubmissionsTableProps {
  kind: SubmissionKind;
  /** The submissions listed (those the search matches, none waiting to be deleted). */
  rows: readonly InboxItem[];
  /** Whether a search hides submissions that exist: the empty table says so. */
  searchHidesAll: boolean;
  onOpen: (item: InboxItem) => void;
  onMarkHandled: (item: InboxItem) => void;
  onRemove: (item: InboxItem) => void;
}

/** The inbox of one kind: name (bold while new), status, when it came, e-mail, what about. */
export function SubmissionsTable({
  kind,
  rows,
  searchHidesAll,
  onOpen,
  onMarkHandled,
  onRemove,
}: SubmissionsTableProps) {
  return (
    <ListTable
      caption={kind === 'contact' ? copy.contactCaption : copy.volunteerCaption}
      rows={rows}
      rowKey={(item) => item.id}
      empty={
        searchHidesAll ? (
          <EmptyState title={copy.noMatches} description={copy.noMatchesDescription} />
        ) : (
          <EmptyState
            title={kind === 'contact' ? copy.emptyContact : copy.emptyVolunteer}
            description={copy.emptyDescription}
          />
        )
      }
      columns={[
        {
          key: 'name',
          header: copy.columns.name,
          isRowHeader: true,
          cell: (item) => (
            <span className={item.status === 'new' ? inbox.unread : undefined}>{item.name}</span>
          ),
        },
        {
          key: 'status',
          header: copy.columns.status,
          cell: (item) => (
            <Badge variant={statusBadge[item.status]}>{submissionStatusLabels[item.status]}</Badge>
          ),
        },
        {
          key: 'received',
          header: copy.columns.received,
          cell: (item) => <span className={styles.nowrap}>{formatUkDayTime(item.createdAt)}</span>,
        },
        { key: 'email', header: copy.columns.email, cell: (item) => item.email },
        {
          key: 'summary',
          header: kind === 'contact' ? copy.columns.subject : copy.columns.skills,
          cell: (item) => <span className={inbox.summary}>{item.summary}</span>,
        },
        {
          key: 'actions',
          header: copy.columns.actions,
          align: 'end',
          cell: (item) => (
            <TableActions>
              <RowAction
                label={copy.open(item.name)}
                icon={adminActionIcons.open}
                onClick={() => onOpen(item)}
              />
              <RowAction
                label={copy.markHandledOf(item.name)}
                icon={adminActionIcons.handled}
                disabled={item.status === 'handled'}
                onClick={() => onMarkHandled(item)}
              />
              <RowAction
                label={copy.remove(item.name)}
                icon={adminActionIcons.remove}
                onClick={() => onRemove(item)}
              />
            </TableActions>
          ),
        },
      ]}
    />
  );
}
