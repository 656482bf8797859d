import { trashTexts as copy, formatSavedAt, pageStatusLabels } from '@charitykit/content';
import {
  TRASH_RETENTION_DAYS,
  useDeletePagePermanently,
  usePageTrash,
  useRestorePage,
} from '@charitykit/data';
import { Button, EmptyState, Skeleton, Table, TableActions } from '@charitykit/ui';
import * as styles from './admin.css';
import { QueryState } from './QueryState';

/**
 * The Pages screen's Trash: deleted pages, most recently deleted first, each with Restore
 * (back with its sections and settings) and Delete permanently. Items 30 days old are purged
 * when it loads.
 */
export function PageTrash() {
  const trash = usePageTrash();
  const restore = useRestorePage();
  const remove = useDeletePagePermanently();
  const restoring = restore.isPending ? restore.variables : null;
  const removing = remove.isPending ? remove.variables : null;
  return (
    <>
      <p className={styles.pageDescription}>{copy.description(TRASH_RETENTION_DAYS)}</p>
      <QueryState
        query={trash}
        label={copy.pagesTitle}
        placeholder={<Skeleton lines={3} />}
        errorTitle={copy.loadFailed}
      >
        {(rows) => (
          <div className={styles.tableWrap}>
            <Table
              caption={copy.pagesCaption}
              hideCaption
              rows={rows}
              getRowKey={(page) => page.id}
              emptyState={<EmptyState title={copy.emptyPages} description={copy.emptyPagesHint} />}
              columns={[
                {
                  key: 'title',
                  header: copy.columns.title,
                  isRowHeader: true,
                  cell: (page) => page.title,
                },
                {
                  key: 'slug',
                  header: copy.columns.slug,
                  cell: (page) => (
                    <>
                      <code>/{page.slug}</code> ({pageStatusLabels[page.status]})
                    </>
                  ),
                },
                {
                  key: 'deleted',
                  header: copy.columns.deleted,
                  cell: (page) =>
                    copy.deletedBy(formatSavedAt(page.deleted_at), page.deleted_by_name),
                },
                {
                  key: 'actions',
                  header: copy.columns.actions,
                  align: 'end',
                  cell: (page) => (
                    <TableActions>
                      <Button
                        variant="outline"
                        size="small"
                        aria-label={copy.restoreItem(page.title)}
                        busy={restoring === page.id}
                        onClick={() => restore.mutate(page.id)}
                      >
                        {copy.restore}
                      </Button>
                      <Button
                        variant="ghost"
                        size="small"
                        aria-label={copy.deletePermanentlyItem(page.title)}
                        busy={removing === page.id}
                        onClick={() => remove.mutate(page.id)}
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
