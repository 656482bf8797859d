import { subscribersCopy as copy, subscriberStatusLabels } from '@charitykit/content';
import type { Subscriber, SubscriberStatus } from '@charitykit/data';
import {
  adminActionIcons,
  Badge,
  type BadgeVariant,
  EmptyState,
  TableActions,
} from '@charitykit/ui';
import { ListTable, RowAction } from '../scaffold/ListScreen';
import { consentLines } from './rows';

const statusBadge: Record<SubscriberStatus, BadgeVariant> = {
  confirmed: 'success',
  pending: 'accent',
  unsubscribed: 'outline',
};

export interface SubscribersTableProps {
  rows: readonly Subscriber[];
  /** Whether a search hides subscribers that exist: the empty table says so. */
  searchHidesAll: boolean;
  onRemove: (row: Subscriber) => void;
}

/** E-mail, first name, status, the consent record (its wording behind a disclosure), Remove. */
export function SubscribersTable({ rows, searchHidesAll, onRemove }: SubscribersTableProps) {
  return (
    <ListTable
      caption={copy.caption}
      rows={rows}
      rowKey={(row) => row.id}
      empty={
        searchHidesAll ? (
          <EmptyState title={copy.noMatches} description={copy.noMatchesDescription} />
        ) : (
          <EmptyState title={copy.empty} description={copy.emptyDescription} />
        )
      }
      columns={[
        { key: 'email', header: copy.columns.email, isRowHeader: true, cell: (row) => row.email },
        { key: 'firstName', header: copy.columns.firstName, cell: (row) => row.first_name },
        {
          key: 'status',
          header: copy.columns.status,
          cell: (row) => (
            <Badge variant={statusBadge[row.status]}>{subscriberStatusLabels[row.status]}</Badge>
          ),
        },
        {
          key: 'consent',
          header: copy.columns.consent,
          cell: (row) => (
            <>
              {consentLines(row).map((line) => (
                <div key={line}>{line}</div>
              ))}
              <details>
                <summary>{copy.wording}</summary>
                <p>{row.consent_text}</p>
              </details>
            </>
          ),
        },
        {
          key: 'actions',
          header: copy.columns.actions,
          align: 'end',
          cell: (row) => (
            <TableActions>
              <RowAction
                label={copy.remove(row.email)}
                icon={adminActionIcons.remove}
                onClick={() => onRemove(row)}
              />
            </TableActions>
          ),
        },
      ]}
    />
  );
}
