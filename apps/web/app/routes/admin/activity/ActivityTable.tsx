import { activityActionLabels, activityCopy as copy } from '@charitykit/content';
import type { ActivityEntry } from '@charitykit/data';
import { Badge, EmptyState } from '@charitykit/ui';
import { ListTable } from '../scaffold/ListScreen';
import * as styles from '../scaffold/scaffold.css';
import { detailLines, whenLabel, whoLabel } from './rows';

export interface ActivityTableProps {
  rows: readonly ActivityEntry[];
  /** Whether the filters hide entries that exist: the empty table says so. */
  filtered: boolean;
}

/** When, who, what, what it was done to, and the rest of the story. */
export function ActivityTable({ rows, filtered }: ActivityTableProps) {
  return (
    <ListTable
      caption={copy.caption}
      rows={rows}
      rowKey={(entry) => String(entry.id)}
      empty={
        filtered ? (
          <EmptyState title={copy.noMatches} description={copy.noMatchesDescription} />
        ) : (
          <EmptyState title={copy.empty} description={copy.emptyDescription} />
        )
      }
      columns={[
        {
          key: 'when',
          header: copy.columns.when,
          isRowHeader: true,
          cell: (entry) => (
            <time className={styles.nowrap} dateTime={entry.at}>
              {whenLabel(entry)}
            </time>
          ),
        },
        { key: 'who', header: copy.columns.who, cell: whoLabel },
        {
          key: 'what',
          header: copy.columns.what,
          cell: (entry) => (
            <Badge variant={entry.kind === 'team' ? 'secondary' : 'outline'}>
              {activityActionLabels[entry.action]}
            </Badge>
          ),
        },
        { key: 'target', header: copy.columns.target, cell: (entry) => entry.target_label ?? '' },
        {
          key: 'details',
          header: copy.columns.details,
          cell: (entry) => detailLines(entry).map((line) => <div key={line}>{line}</div>),
        },
      ]}
    />
  );
}
