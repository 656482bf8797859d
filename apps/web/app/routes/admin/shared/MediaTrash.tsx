import { trashTexts as copy, formatFileSize, formatSavedAt } from '@charitykit/content';
import {
  TRASH_RETENTION_DAYS,
  useDeleteMediaFilePermanently,
  useMediaTrash,
  useRestoreMediaFile,
} from '@charitykit/data';
import { Button, EmptyState, Skeleton, Table, TableActions } from '@charitykit/ui';
import * as styles from './admin.css';
import { QueryState } from './QueryState';

/**
 * The Media Library's Trash: deleted files, most recently deleted first, with Restore and
 * Delete permanently (which removes the stored file too). Items 30 days old are purged, stored
 * files first, when it loads.
 */
export function MediaTrash() {
  const trash = useMediaTrash();
  const restore = useRestoreMediaFile();
  const remove = useDeleteMediaFilePermanently();
  const restoring = restore.isPending ? restore.variables : null;
  const removing = remove.isPending ? remove.variables : null;
  return (
    <>
      <p className={styles.pageDescription}>{copy.description(TRASH_RETENTION_DAYS)}</p>
      <QueryState
        query={trash}
        label={copy.mediaTitle}
        placeholder={<Skeleton lines={3} />}
        errorTitle={copy.loadFailed}
      >
        {(rows) => (
          <div className={styles.tableWrap}>
            <Table
              caption={copy.mediaCaption}
              hideCaption
              rows={rows}
              getRowKey={(file) => file.id}
              emptyState={<EmptyState title={copy.emptyMedia} description={copy.emptyMediaHint} />}
              columns={[
                {
                  key: 'file',
                  header: copy.columns.file,
                  isRowHeader: true,
                  cell: (file) => (
                    <>
                      {file.original_name || file.file_name} ({formatFileSize(file.file_size)})
                    </>
                  ),
                },
                {
                  key: 'deleted',
                  header: copy.columns.deleted,
                  cell: (file) =>
                    copy.deletedBy(formatSavedAt(file.deleted_at), file.deleted_by_name),
                },
                {
                  key: 'actions',
                  header: copy.columns.actions,
                  align: 'end',
                  cell: (file) => {
                    const name = file.original_name || file.file_name;
                    return (
                      <TableActions>
                        <Button
                          variant="outline"
                          size="small"
                          aria-label={copy.restoreItem(name)}
                          busy={restoring === file.id}
                          onClick={() => restore.mutate(file.id)}
                        >
                          {copy.restore}
                        </Button>
                        <Button
                          variant="ghost"
                          size="small"
                          aria-label={copy.deletePermanentlyItem(name)}
                          busy={removing === file.id}
                          onClick={() => remove.mutate(file.id)}
                        >
                          {copy.deletePermanently}
                        </Button>
                      </TableActions>
                    );
                  },
                },
              ]}
            />
          </div>
        )}
      </QueryState>
    </>
  );
}
