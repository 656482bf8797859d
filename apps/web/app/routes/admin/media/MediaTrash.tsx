import { trashTexts as copy, formatFileSize } from '@charitykit/content';
import {
  useDeleteMediaFilePermanently,
  useMediaTrash,
  useRestoreMediaFile,
} from '@charitykit/data';
import { TrashScreen } from '../scaffold/TrashScreen';

/**
 * The Media Library's Trash: deleted files, most recently deleted first, with Restore and
 * Delete permanently (which removes the stored file too). Items 30 days old are purged, stored
 * files first, when it loads.
 */
export function MediaTrash() {
  return (
    <TrashScreen
      title={copy.mediaTitle}
      back={{ href: '/admin/media', label: copy.backToMedia }}
      trash={useMediaTrash()}
      restore={useRestoreMediaFile()}
      remove={useDeleteMediaFilePermanently()}
      caption={copy.mediaCaption}
      empty={{ title: copy.emptyMedia, description: copy.emptyMediaHint }}
      nameOf={(file) => file.original_name || file.file_name}
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
      ]}
    />
  );
}
