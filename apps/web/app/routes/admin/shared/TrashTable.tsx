import { trashTexts as copy, formatSavedAt } from '@charitykit/content';
import { TRASH_RETENTION_DAYS } from '@charitykit/data';
import {
  Button,
  EmptyState,
  Skeleton,
  Table,
  TableActions,
  type TableColumn,
} from '@charitykit/ui';
import * as styles from './admin.css';
import { type QueryLike, QueryState } from './QueryState';

/** What every trashed item has: its id, when it was deleted and by whom. */
export interface TrashedItem {
  id: string;
  deleted_at: string;
  deleted_by_name: string | null;
}

/** A Restore or Delete permanently action: `mutate(id)`, and which id is on its way. */
interface ItemAction {
  mutate: (id: string) => void;
  isPending: boolean;
  variables?: string | undefined;
}

export interface TrashTableProps<Item extends TrashedItem> {
  trash: QueryLike<Item[]>;
  restore: ItemAction;
  remove: ItemAction;
  /** The list's name (loading and error states) and its table's caption. */
  title: string;
  caption: string;
  empty: { title: string; description: string };
  /** The columns that describe an item; "Deleted" and the actions follow them. */
  columns: TableColumn<Item>[];
  /** The item's name in its buttons' accessible names. */
  nameOf: (item: Item) => string;
}

/**
 * A Trash view (issue 25): deleted items, most recently deleted first, each with Restore and
 * Delete permanently. The Pages screen and the Media Library each give it their items' columns.
 */
export function TrashTable<Item extends TrashedItem>({
  trash,
  restore,
  remove,
  title,
  caption,
  empty,
  columns,
  nameOf,
}: TrashTableProps<Item>) {
  const restoring = restore.isPending ? restore.variables : null;
  const removing = remove.isPending ? remove.variables : null;
  return (
    <>
      <p className={styles.pageDescription}>{copy.description(TRASH_RETENTION_DAYS)}</p>
      <QueryState
        query={trash}
        label={title}
        placeholder={<Skeleton lines={3} />}
        errorTitle={copy.loadFailed}
      >
        {(rows) => (
          <div className={styles.tableWrap}>
            <Table
              caption={caption}
              hideCaption
              rows={rows}
              getRowKey={(item) => item.id}
              emptyState={<EmptyState title={empty.title} description={empty.description} />}
              columns={[
                ...columns,
                {
                  key: 'deleted',
                  header: copy.columns.deleted,
                  cell: (item) =>
                    copy.deletedBy(formatSavedAt(item.deleted_at), item.deleted_by_name),
                },
                {
                  key: 'actions',
                  header: copy.columns.actions,
                  align: 'end',
                  cell: (item) => (
                    <TableActions>
                      <Button
                        variant="outline"
                        size="small"
                        aria-label={copy.restoreItem(nameOf(item))}
                        busy={restoring === item.id}
                        onClick={() => restore.mutate(item.id)}
                      >
                        {copy.restore}
                      </Button>
                      <Button
                        variant="ghost"
                        size="small"
                        aria-label={copy.deletePermanentlyItem(nameOf(item))}
                        busy={removing === item.id}
                        onClick={() => remove.mutate(item.id)}
                      >
                        {copy.deletePermanently}
                      </Button>
                    </TableActions>
                  ),
                },
              ]}
            />
          </div>
        )}
      </QueryState>
    </>
  );
}
