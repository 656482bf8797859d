import { trashTexts as copy, formatSavedAt } from '@charitykit/content';
import { TRASH_RETENTION_DAYS } from '@charitykit/data';
import { Button, EmptyState, Skeleton, TableActions, type TableColumn } from '@charitykit/ui';
import { ListScreen, ListTable } from './ListScreen';
import type { QueryLike } from './QueryState';
import * as styles from './scaffold.css';

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

export interface TrashScreenProps<Item extends TrashedItem> {
  /** The screen's heading, the list's name (loading and error states). */
  title: string;
  /** Back to the list the items were deleted from. */
  back: { href: string; label: string };
  trash: QueryLike<Item[]>;
  restore: ItemAction;
  remove: ItemAction;
  /** The table's caption. */
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
export function TrashScreen<Item extends TrashedItem>({
  title,
  back,
  trash,
  restore,
  remove,
  caption,
  empty,
  columns,
  nameOf,
}: TrashScreenProps<Item>) {
  const restoring = restore.isPending ? restore.variables : null;
  const removing = remove.isPending ? remove.variables : null;
  return (
    <ListScreen
      title={title}
      actions={
        <Button variant="outline" href={back.href}>
          {back.label}
        </Button>
      }
      notices={<p className={styles.pageDescription}>{copy.description(TRASH_RETENTION_DAYS)}</p>}
      query={trash}
      label={title}
      placeholder={<Skeleton lines={3} />}
      errorTitle={copy.loadFailed}
    >
      {(rows) => (
        <ListTable
          caption={caption}
          rows={rows}
          rowKey={(item) => item.id}
          empty={<EmptyState title={empty.title} description={empty.description} />}
          columns={[
            ...columns,
            {
              key: 'deleted',
              header: copy.columns.deleted,
              cell: (item) => copy.deletedBy(formatSavedAt(item.deleted_at), item.deleted_by_name),
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
      )}
    </ListScreen>
  );
}
